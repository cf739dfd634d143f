import { describe, expect, it } from 'vitest';
import { ZCandidate } from '@staffing/domain';
import { makeCandidate } from '../test/render-candidates.tsx';
import {
  buildUpdateCandidateInput,
  getEditCandidateValues,
  validateEditCandidate,
} from './candidate-form.ts';

const candidate = (overrides: Record<string, unknown>) =>
  ZCandidate.parse(makeCandidate(overrides));

describe('Edit Candidate and the no-CV placeholder', () => {
  it('shows an empty CV URL for a candidate without a CV and keeps it without a CV when left blank', () => {
    const values = getEditCandidateValues(candidate({ cvUrl: 'manual-entry-no-cv' }));
    expect(values.cvUrl).toBe('');
    expect(values.noCv).toBe(true);
    expect(validateEditCandidate(values)).toEqual({});
    expect(buildUpdateCandidateInput(values, 1)).not.toHaveProperty('cvUrl');
    // A URL typed in is sent.
    const typed = { ...values, cvUrl: 'https://cv.example.com/jean.pdf' };
    expect(buildUpdateCandidateInput(typed, 1).cvUrl).toBe('https://cv.example.com/jean.pdf');
  });

  it('still requires the CV URL of a candidate who has a CV', () => {
    const values = getEditCandidateValues(candidate({ cvUrl: 'https://cv.example.com/a.pdf' }));
    expect(values.cvUrl).toBe('https://cv.example.com/a.pdf');
    expect(validateEditCandidate({ ...values, cvUrl: '' }).cvUrl).toBe('CV URL is required');
  });
});
