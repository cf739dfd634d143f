import { describe, expect, it } from 'vitest';
import { joinHyphenatedLines } from './join-hyphenated-lines.ts';

describe('joinHyphenatedLines', () => {
  it('joins a word cut at a line end, and nothing else', () => {
    expect(
      joinHyphenatedLines([
        'Software develop-',
        'ment in teams',
        'Front-',
        'End',
        '2019-',
        '2021',
        'linkedin.com/in/jane-',
        'doe',
      ]),
    ).toEqual([
      'Software development in teams',
      'Front-',
      'End',
      '2019-',
      '2021',
      'linkedin.com/in/jane-',
      'doe',
    ]);
  });
});
