import { keepFillableByAnalysis, NEED_ANALYSED_FIELDS } from './manual-fields.ts';
import { ZJdAnalysis } from './jd-analysis.schema.ts';
import { describe, expect, it } from 'vitest';
import { needFieldsFromJdAnalysis } from './to-need.ts';

const analysis = (dailyrate: number | null) =>
  ZJdAnalysis.parse({
    seniority: null,
    team: null,
    projectname: null,
    location: null,
    education: null,
    experienceyears: null,
    company: null,
    requiredskills: ['Java'],
    desiredskills: [],
    soft_skills: [],
    responsibilities: [],
    dailyrate,
  });
const links = { jdS3Url: null, jdAnalysisS3Url: null };

describe('needFieldsFromJdAnalysis', () => {
  it('gives the TJM the posting states, which fills an empty TJM but never a typed one', () => {
    const fields = needFieldsFromJdAnalysis(analysis(550), links);
    expect(fields.tjm).toBe(550);
    const empty = keepFillableByAnalysis(fields, { tjm: null }, [], NEED_ANALYSED_FIELDS);
    expect(empty.tjm).toBe(550);
    const typed = keepFillableByAnalysis(fields, { tjm: 600 }, ['tjm'], NEED_ANALYSED_FIELDS);
    expect('tjm' in typed).toBe(false);
  });

  it('leaves the TJM alone when the posting states none', () => {
    expect('tjm' in needFieldsFromJdAnalysis(analysis(null), links)).toBe(false);
  });
});
