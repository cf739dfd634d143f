import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('keeps a wide gap inside a line as two spaces', () => {
    expect(normalizeText('John Smith     Mobile: 555\tSKILLS')).toBe(
      'John Smith  Mobile: 555  SKILLS',
    );
  });

  it('keeps lines, trims them and collapses runs of blank lines', () => {
    expect(normalizeText('  Name \r\n\n\n\nSkills\u00a0: Java  ')).toBe('Name\n\nSkills : Java');
  });

  it('turns dashes into hyphens and drops soft hyphens', () => {
    expect(normalizeText('2019 \u2013 2021 develop\u00adment')).toBe('2019 - 2021 development');
  });
});
