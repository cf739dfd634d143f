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

describe('Edit Candidate, data protection', () => {
  it('shows the dates as date inputs and sends them back', () => {
    const values = getEditCandidateValues(
      candidate({
        cvUrl: 'https://cv.example.com/a.pdf',
        legalBasis: 'consent',
        consentGivenAt: '2026-01-05T00:00:00.000Z',
        lastContactAt: null,
      }),
    );
    expect(values).toMatchObject({
      legalBasis: 'consent',
      consentGivenAt: '2026-01-05',
      lastContactAt: '',
    });
    const body = buildUpdateCandidateInput({ ...values, lastContactAt: '2026-02-01' }, 1);
    expect(body).toMatchObject({
      legalBasis: 'consent',
      consentGivenAt: '2026-01-05',
      lastContactAt: '2026-02-01',
    });
    expect(validateEditCandidate({ ...values, consentGivenAt: 'soon' }).consentGivenAt).toBe(
      'Consent date must be a valid date',
    );
  });
});
