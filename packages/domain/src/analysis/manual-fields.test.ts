import { describe, expect, it } from 'vitest';
import {
  canAnalysisFill,
  isEmptyFieldValue,
  keepFillableByAnalysis,
  markManualFields,
  NEED_ANALYSED_FIELDS,
} from './manual-fields.ts';

describe('manual fields (hand-entered values win over an analysis)', () => {
  it('marks the analysed fields a person set, in the list order, and nothing else', () => {
    expect(
      markManualFields(
        [],
        { jdCompany: 'Acme', title: 'Dev', priority: 'P1' },
        NEED_ANALYSED_FIELDS,
      ),
    ).toEqual(['title', 'jdCompany']);
  });

  it('unmarks a field the person emptied and ignores a value sent back unchanged', () => {
    const before = { title: 'Dev', jdTeam: 'Payments', jdRequiredSkills: ['Java'] };
    expect(
      markManualFields(
        ['title', 'jdTeam'],
        { title: 'Dev', jdTeam: null, jdRequiredSkills: ['Java'] },
        NEED_ANALYSED_FIELDS,
        before,
      ),
    ).toEqual(['title']);
  });

  it('lets an analysis fill only empty fields no person set', () => {
    expect(canAnalysisFill('jdCompany', null, [])).toBe(true);
    expect(canAnalysisFill('jdCompany', null, ['jdCompany'])).toBe(false);
    expect(canAnalysisFill('jdCompany', 'Acme', [])).toBe(false);
    expect(isEmptyFieldValue('[]')).toBe(true);
    expect(isEmptyFieldValue([])).toBe(true);
    expect(isEmptyFieldValue(0)).toBe(false);
    expect(
      keepFillableByAnalysis(
        { jdCompany: 'Read', jdTeam: 'Read', jdLocation: 'Paris', jdAnalysis: { a: 1 } },
        { jdCompany: 'Typed', jdTeam: null, jdLocation: null },
        ['jdTeam'],
        NEED_ANALYSED_FIELDS,
      ),
    ).toEqual({ jdLocation: 'Paris', jdAnalysis: { a: 1 } });
  });
});
