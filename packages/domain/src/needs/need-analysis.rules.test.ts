import { describe, expect, it } from 'vitest';
import {
  applyJdChange,
  EMPTY_JD_FLAT_FIELDS,
  getJdFieldsFromAnalysis,
  parseExperienceYears,
  type TJdFlatFields,
  withoutServerWrittenJdKeys,
} from './need-analysis.rules.ts';
import { ZUpdateNeedAnalysisRequest } from './need-analysis.schema.ts';
import { COLUMN_PROGRESS, getProgressAfterMove } from './need-progress.rules.ts';

const empty: TJdFlatFields & { jdAnalysis: Record<string, unknown> | null } = {
  jdSeniority: null,
  jdTeam: null,
  jdProjectName: null,
  jdCompany: null,
  jdLocation: null,
  jdEducation: null,
  jdExperienceYears: null,
  jdStartDate: null,
  jdDuration: null,
  jdRemoteDays: null,
  jdResponsibilities: [],
  jdRequiredSkills: [],
  jdDesiredSkills: [],
  jdSoftSkills: [],
  jdS3Url: null,
  jdAnalysisS3Url: null,
  jdAnalysis: null,
};

describe('job-description analysis sync', () => {
  it('reads the analysis object whatever the spelling of its keys', () => {
    expect(
      getJdFieldsFromAnalysis({
        required_skills: ['Java', ' Java ', ''],
        projectName: 'Apollo',
        experienceyears: '5+ years',
        soft_skills: 'a, b',
      }),
    ).toEqual({
      jdRequiredSkills: ['Java'],
      jdProjectName: 'Apollo',
      jdExperienceYears: 5,
      jdSoftSkills: ['a', 'b'],
    });
    expect(parseExperienceYears(80)).toBeNull();
  });

  it('fills the flat fields from a new object and rebuilds it with the spec keys', () => {
    const r = applyJdChange(empty, {
      jdAnalysis: { seniority: 'Senior', requiredSkills: ['TS'], extra: 1 },
    });
    expect(r.flat).toEqual({ jdSeniority: 'Senior', jdRequiredSkills: ['TS'] });
    expect(r.jdAnalysis).toMatchObject({
      seniority: 'Senior',
      requiredskills: ['TS'],
      soft_skills: [],
      extra: 1,
    });
    expect(r.jdAnalysis).not.toHaveProperty('requiredSkills');
  });

  it('updates an existing object when flat fields change, and leaves a missing one missing', () => {
    const withObject = { ...empty, jdAnalysis: { seniority: 'Junior', team: null } };
    expect(applyJdChange(withObject, { jdSeniority: 'Senior' }).jdAnalysis).toMatchObject({
      seniority: 'Senior',
    });
    expect(applyJdChange(empty, { jdSeniority: 'Senior' }).jdAnalysis).toBeUndefined();
    expect(
      applyJdChange(empty, { jdSeniority: 'Senior' }, { createObject: true }).jdAnalysis,
    ).toMatchObject({ seniority: 'Senior' });
    expect(applyJdChange(withObject, { jdAnalysis: null })).toEqual({ flat: {}, jdAnalysis: null });
  });

  it('flat fields sent explicitly win over the object', () => {
    const r = applyJdChange(empty, { jdAnalysis: { seniority: 'Junior' }, jdSeniority: 'Lead' });
    expect(r.flat.jdSeniority).toBe('Lead');
    expect(r.jdAnalysis?.seniority).toBe('Lead');
  });

  it('parses the analysis request in snake_case and refuses an empty one', () => {
    expect(
      ZUpdateNeedAnalysisRequest.parse({
        jd_analysis_status: 'READY',
        jd_analysis: { team: 'Core' },
      }),
    ).toEqual({
      jdAnalysisStatus: 'READY',
      jdAnalysis: { team: 'Core' },
    });
    const res = ZUpdateNeedAnalysisRequest.safeParse({});
    expect(res.success ? '' : res.error.issues[0]?.message).toBe('No valid updates provided');
  });
});

describe('progress by column', () => {
  it('follows the stage unless progress was sent, and keeps it for parked columns', () => {
    expect(COLUMN_PROGRESS.NO_CANDIDATE).toBe(0);
    expect(getProgressAfterMove('CANDIDATE_SENT', 0)).toBe(40);
    expect(getProgressAfterMove('SALE', 10)).toBe(100);
    expect(getProgressAfterMove('FROZEN', 60)).toBe(60);
    expect(getProgressAfterMove('GO_NOGO', 0, 55)).toBe(55);
  });
});

describe('withoutServerWrittenJdKeys', () => {
  it('drops the storage keys, flat and inside the analysis object, whatever their spelling', () => {
    const out = withoutServerWrittenJdKeys({
      jdS3Url: 'needs/a/jd/b.pdf',
      jdAnalysisS3Url: 'x',
      jdTeam: 'Core',
      jdAnalysis: { jd_s3_url: 'k', jdAnalysisS3Url: 'k', JD_S3_URL: 'k', requiredskills: ['Go'] },
    });
    expect(out).toEqual({ jdTeam: 'Core', jdAnalysis: { requiredskills: ['Go'] } });
  });
});

describe('EMPTY_JD_FLAT_FIELDS', () => {
  it('has every flat field: the lists empty, the others null', () => {
    const { jdAnalysis: _none, ...flat } = empty;
    expect(EMPTY_JD_FLAT_FIELDS).toEqual(flat);
  });
});
