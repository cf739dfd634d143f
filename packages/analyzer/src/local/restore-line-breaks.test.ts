import { describe, expect, it } from 'vitest';
import { restoreLineBreaks } from './restore-line-breaks.ts';

describe('restoreLineBreaks', () => {
  it('turns the wide gaps of a text without line breaks back into breaks', () => {
    const flat = `John Smith  Mobile: 555 0100  SKILLS  ${'Java, SQL, '.repeat(30)}`;
    expect(restoreLineBreaks(flat).split('\n').slice(0, 3)).toEqual([
      'John Smith',
      'Mobile: 555 0100',
      'SKILLS',
    ]);
  });

  it('does so too when such a text was laid out again on short lines (a PDF of it)', () => {
    const wrapped = 'John Smith  Mobile: 555\n0100  SKILLS  Java\nSQL  EXPERIENCE  Acme';
    expect(restoreLineBreaks(wrapped)).toBe(
      'John Smith\nMobile: 555\n0100\nSKILLS\nJava\nSQL\nEXPERIENCE\nAcme',
    );
  });

  it('leaves a laid-out CV with a few tab stops alone', () => {
    const cv = 'Jane Doe\nDeveloper\nEXPERIENCE\nAcme  2019 - 2021\nBuilt things';
    expect(restoreLineBreaks(cv)).toBe(cv);
  });
});
