import { describe, expect, it } from 'vitest';
import {
  findFieldsMappedTwice,
  formatPreviewValue,
  previewColumns,
  sampleValuesOf,
} from './mapping.ts';

describe('import mapping helpers', () => {
  it('names the fields two columns feed, and only those', () => {
    expect([...findFieldsMappedTwice(['name', 'email', null, 'email', null])]).toEqual(['email']);
    expect(findFieldsMappedTwice(['name', null, null]).size).toBe(0);
  });

  it('takes the first non-blank values of a column, at most three', () => {
    const sample = [
      ['Ada', ' '],
      ['', 'x'],
      ['Grace', 'y'],
      ['Alan', 'z'],
      ['Edsger', 'w'],
    ];
    expect(sampleValuesOf(sample, 0)).toEqual(['Ada', 'Grace', 'Alan']);
    expect(sampleValuesOf(sample, 1, 2)).toEqual(['x', 'y']);
    expect(sampleValuesOf(sample, 5)).toEqual([]);
  });

  it('shows saved values as text: lists joined, empties blank', () => {
    expect(formatPreviewValue(['Java', 'SQL'])).toBe('Java, SQL');
    expect(formatPreviewValue(650)).toBe('650');
    expect(formatPreviewValue(null)).toBe('');
    expect(formatPreviewValue([])).toBe('');
  });

  it('shows first the fields the server made (a joined name), then the mapped ones in order', () => {
    const rows = [{ values: { email: 'a@b.c', name: 'Ada Lovelace', phone: '+33' } }];
    expect(previewColumns(['firstName', 'phone', 'lastName', 'email'], rows)).toEqual([
      'name',
      'phone',
      'email',
    ]);
  });
});
