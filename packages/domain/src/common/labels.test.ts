import { describe, expect, it } from 'vitest';
import { getCvState } from '../candidates/candidate.rules.ts';
import { CV_PLACEHOLDERS } from '../candidates/candidate.schema.ts';
import { getColumnTitle, getJdAnalysisBadge } from '../needs/need-display.rules.ts';
import {
  getLabel,
  getNeedStatusLabel,
  getStepSourceLabel,
  humanizeValue,
  LABELLED_ENUMS,
  NEED_COLUMN_COLORS,
  NEED_STATUS_LABELS,
} from './labels.ts';

describe('labels', () => {
  it.each(LABELLED_ENUMS.map((e) => [e.name, e] as const))(
    'every %s value has a readable label',
    (_name, { values, labels }) => {
      const labelled = labels as Readonly<Record<string, string>>;
      for (const value of values) {
        expect(labelled[value], value).toBeTruthy();
        expect(labelled[value]).not.toMatch(/[_]|^[a-z]+-[a-z-]+$/);
      }
      // No label for a value the enum does not have.
      expect(Object.keys(labels).sort()).toEqual([...new Set(values)].sort());
    },
  );

  it('reads the spec’s column names, for columns and front-end statuses alike', () => {
    expect(getColumnTitle('CANDIDATE_IDENTIFIED')).toBe('Candidate Identified');
    expect(getColumnTitle('SALE')).toBe('Sold');
    expect(NEED_STATUS_LABELS['candidate-sent']).toBe('Candidate Sent');
    expect(getNeedStatusLabel('sold')).toBe('Sold');
    expect(getNeedStatusLabel('mission-completed')).toBe('Mission Completed');
  });

  it('gives Sold, Canceled and Deleted three different colours', () => {
    const outcomes = [
      NEED_COLUMN_COLORS.SALE,
      NEED_COLUMN_COLORS.CANCELED,
      NEED_COLUMN_COLORS.DELETED,
    ];
    expect(new Set(outcomes).size).toBe(3);
  });

  it('names the server as a step source in words and humanizes values it does not know', () => {
    expect(getStepSourceLabel('system')).toBe('Added automatically');
    expect(getStepSourceLabel(null)).toBe('');
    expect(getStepSourceLabel('crm_import')).toBe('Crm import');
    expect(humanizeValue('candidate-sent')).toBe('Candidate sent');
    expect(getLabel({ A: 'Alpha' }, 'toString')).toBe('Tostring');
  });

  it('keeps the job-description analysis badges of the spec', () => {
    expect(getJdAnalysisBadge('PENDING')).toBe('JD Analysis Pending');
    expect(getJdAnalysisBadge('COMPLETED')).toBe('JD Analysis Complete');
    expect(getJdAnalysisBadge('ERROR')).toBe('JD Analysis Failed');
    expect(getJdAnalysisBadge(null)).toBeNull();
    expect(getJdAnalysisBadge('toString')).toBeNull();
  });
});

describe('getCvState', () => {
  const noCv = CV_PLACEHOLDERS.manual;
  it('says No CV for a candidate without a CV and without a running analysis', () => {
    expect(getCvState({ cvUrl: noCv, cvAnalysisStatus: null })).toBe('NO_CV');
    expect(getCvState({ cvUrl: CV_PLACEHOLDERS.duplicate, cvAnalysisStatus: null })).toBe('NO_CV');
    expect(getCvState({ cvUrl: null, cvAnalysisStatus: 'READY' })).toBe('NO_CV');
  });
  it('says Analyzing only while an analysis job runs', () => {
    expect(getCvState({ cvUrl: 'cv/abc.pdf', cvAnalysisStatus: 'PENDING' })).toBe('ANALYZING');
    expect(getCvState({ cvUrl: null, cvAnalysisStatus: 'PENDING' })).toBe('ANALYZING');
  });
  it('tells analysed, failed and not yet analysed CVs apart', () => {
    expect(getCvState({ cvUrl: 'https://x.test/cv.pdf', cvAnalysisStatus: 'READY' })).toBe(
      'ANALYZED',
    );
    expect(getCvState({ cvUrl: 'https://x.test/cv.pdf', cvAnalysisStatus: 'ERROR' })).toBe(
      'ANALYSIS_FAILED',
    );
    expect(getCvState({ cvUrl: 'https://x.test/cv.pdf', cvAnalysisStatus: null })).toBe(
      'NOT_ANALYZED',
    );
  });
});
