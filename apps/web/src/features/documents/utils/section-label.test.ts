import { describe, expect, it } from 'vitest';
import '../../../i18n/app-catalogs.ts';
import { getSectionLabel } from './section-label.ts';

describe('getSectionLabel', () => {
  it('names the sections of CVs and job descriptions', () => {
    expect(getSectionLabel('header')).toBe('Header');
    expect(getSectionLabel('skills')).toBe('Skills');
    expect(getSectionLabel('desired')).toBe('Nice-to-have skills');
  });

  it('names no section for none or "other", and capitalises a kind it does not know', () => {
    expect(getSectionLabel(null)).toBeNull();
    expect(getSectionLabel('other')).toBeNull();
    expect(getSectionLabel('publications')).toBe('Publications');
  });
});
