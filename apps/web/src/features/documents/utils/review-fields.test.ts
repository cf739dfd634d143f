import { describe, expect, it } from 'vitest';
import { makeCvPreview, makeJdPreview } from '../test/preview-fixtures.ts';
import {
  buildDiffPatch,
  buildDiffRows,
  getDefaultChoices,
  getInitialReviewValues,
  getUnknownFieldKeys,
  toCandidateCreateInput,
  toNeedCreateInput,
  validateReview,
} from './review-fields.ts';

const OWNER = '22222222-2222-4222-8222-222222222222';

describe('the review of a new record', () => {
  it('starts from what the document said and leaves the rest empty and marked unknown', () => {
    const preview = makeJdPreview();
    const values = getInitialReviewValues(preview);
    expect(values.title).toBe('Développeur Java senior');
    expect(values.tjm).toBe(620);
    expect(values.requiredSkills).toEqual(['Java', 'Spring']);
    expect(values.company).toBe('');
    expect(values.desiredSkills).toEqual([]);
    const unknown = getUnknownFieldKeys(preview);
    expect(unknown.has('company')).toBe(true);
    expect(unknown.has('seniority')).toBe(true);
    expect(unknown.has('title')).toBe(false);
  });

  it('maps the reviewed fields to the need and keeps the analysis object', () => {
    const preview = makeJdPreview();
    const body = toNeedCreateInput(getInitialReviewValues(preview), preview);
    expect(body).toMatchObject({
      title: 'Développeur Java senior',
      client: 'Banque Alpine',
      tjm: 620,
      jdLocation: 'Lyon',
      jdRequiredSkills: ['Java', 'Spring'],
      column: 'NO_CANDIDATE',
      jdAnalysisStatus: 'READY',
    });
    expect(body.jdAnalysis).toEqual(preview.analysis);
  });

  it('gives the need its owner, its priority and the order client the document names', () => {
    const preview = makeJdPreview();
    preview.fields.push(
      { key: 'orderClientName', value: 'Marie Dupont', line: 7, source: null, section: null },
      { key: 'orderClientEmail', value: 'marie@alpine.fr', line: 7, source: null, section: null },
    );
    const values = { ...getInitialReviewValues(preview), owner: OWNER, priority: 'P1' };
    const body = toNeedCreateInput(values, preview);
    expect(body).toMatchObject({
      consultants: [OWNER],
      priority: 'P1',
      orderClients: [{ name: 'Marie Dupont', email: 'marie@alpine.fr' }],
    });
    expect(body).not.toHaveProperty('orderClientName');
    expect(validateReview('jd', values)).toEqual({});
  });

  it('checks a need with the manual form schema: title, client and a TJM above 0', () => {
    const values = getInitialReviewValues(makeJdPreview({ fields: [] }));
    const errors = validateReview('jd', values);
    expect(Object.keys(errors).sort()).toEqual(['client', 'title', 'tjm']);
    expect(validateReview('jd', getInitialReviewValues(makeJdPreview()))).toEqual({});
  });

  it('maps a CV to the candidate body (lists as the profile JSON) and requires an e-mail', () => {
    const values = getInitialReviewValues(makeCvPreview());
    expect(toCandidateCreateInput(values)).toMatchObject({
      name: 'Claire Martin',
      email: 'claire@example.com',
      skills: ['React', 'Node.js'],
      cvHardSkillsJson: '["React","Node.js"]',
      cvLanguagesJson: '["French","English"]',
    });
    expect(validateReview('cv', { ...values, email: '' })).toHaveProperty('email');
  });
});

describe('the re-analysis of an existing need', () => {
  const need = {
    version: 4,
    title: 'Java developer',
    client: 'Banque Alpine',
    tjm: 600,
    jdLocation: null,
    jdCompany: 'Alpine IT (typed)',
    jdRequiredSkills: ['Kotlin'],
    manualFields: ['jdCompany', 'jdRequiredSkills'],
  };

  it('keeps hand-entered values by default, fills empty fields and replaces analysed ones', () => {
    const preview = makeJdPreview({
      fields: [
        {
          key: 'title',
          value: 'Java developer',
          source: 'Poste : Java developer',
          line: 1,
          section: null,
        },
        { key: 'tjm', value: 620, source: 'TJM : 620', line: 3, section: null },
        { key: 'location', value: 'Lyon', source: 'Lieu : Lyon', line: 4, section: null },
        { key: 'company', value: 'Alpine', source: 'Société : Alpine', line: 5, section: null },
        { key: 'requiredSkills', value: ['Java'], source: 'Java', line: 6, section: null },
      ],
    });
    const rows = buildDiffRows(preview, need);
    // The same title is no difference.
    expect(rows.map((r) => r.spec.key)).toEqual(['tjm', 'location', 'company', 'requiredSkills']);
    expect(getDefaultChoices(rows)).toEqual({
      tjm: 'document',
      location: 'document',
      company: 'current',
      requiredSkills: 'current',
    });
    expect(rows.find((r) => r.spec.key === 'company')?.isManual).toBe(true);

    expect(buildDiffPatch('jd', rows, getDefaultChoices(rows), need.version)).toEqual({
      tjm: 620,
      jdLocation: 'Lyon',
      version: 4,
    });
    const chosen = {
      ...getDefaultChoices(rows),
      company: 'document' as const,
      tjm: 'current' as const,
    };
    expect(buildDiffPatch('jd', rows, chosen, need.version)).toEqual({
      jdLocation: 'Lyon',
      jdCompany: 'Alpine',
      version: 4,
    });
  });

  it('sends nothing when every current value is kept', () => {
    const rows = buildDiffRows(makeJdPreview(), need);
    const keep = Object.fromEntries(rows.map((r) => [r.spec.key, 'current' as const]));
    expect(buildDiffPatch('jd', rows, keep, 4)).toBeNull();
  });

  it('compares a candidate skill list with its JSON profile field', () => {
    const candidate = {
      version: 1,
      name: 'Claire Martin',
      email: 'claire@example.com',
      skills: ['Node.js', 'react'],
      cvLanguagesJson: '["French"]',
    };
    const rows = buildDiffRows(makeCvPreview(), candidate);
    expect(rows.map((r) => r.spec.key)).toEqual(['languages']);
    expect(buildDiffPatch('cv', rows, getDefaultChoices(rows), 1)).toEqual({
      cvLanguagesJson: '["French","English"]',
      version: 1,
    });
  });
});
