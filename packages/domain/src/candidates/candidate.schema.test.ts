import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CANDIDATE_MESSAGES as M,
  ZCandidateForm,
  ZCandidateListQuery,
  ZDuplicateCandidateForm,
  ZUpdateCandidateRequest,
  isClientCvUrl,
  isValidCvUrl,
  type TCandidate,
} from './index.ts';
import { isValidPhone, phoneFromDocument } from './phone.ts';

const msg = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};
const base = { name: 'Jane Doe', email: 'jane@x.io' };

describe('ZCandidateForm', () => {
  it.each([
    [{ ...base, name: '' }, M.nameRequired],
    [{ ...base, name: undefined }, M.nameRequired],
    [{ ...base, name: ' J ' }, M.nameTooShort],
    [{ ...base, email: ' ' }, M.emailRequired],
    [{ ...base, email: 'jane@x' }, M.emailInvalid],
    [{ ...base, phone: '0612' }, M.phoneInvalid],
    [{ ...base, phone: '+12345678901234567' }, M.phoneInvalid],
    [{ ...base, cvUrl: 'not a url' }, M.cvUrlInvalid],
  ])('%j → %s', (input, message) => {
    expect(msg(ZCandidateForm, input)).toBe(message);
  });

  it('fills the defaults: placeholder CV, null TJM and Salesforce id, cleaned skills', () => {
    const v = ZCandidateForm.parse({
      ...base,
      cv_url: '',
      expected_tjm: '',
      salesforce_id: '  ',
      skills: [' TS ', '', 'TS', 'Go'],
    });
    expect(v).toMatchObject({
      cvUrl: 'manual-entry-no-cv',
      expectedTjm: null,
      salesforceId: null,
      phone: null,
      skills: ['TS', 'Go'],
    });
    expect(ZDuplicateCandidateForm.parse(base).cvUrl).toBe('duplicated-candidate-no-cv');
    expect(ZCandidateForm.parse({ ...base, expectedTjm: '550,5' }).expectedTjm).toBe(550.5);
  });

  it('accepts real numbers, ignoring spaces, dashes and brackets', () => {
    expect(isValidPhone('+33 (6) 12-34-56-78')).toBe(true);
    expect(isValidPhone('12345678901234567')).toBe(false);
    expect(isValidPhone('+0612')).toBe(false);
  });

  it('accepts a French number typed the national way and keeps it as E.164', () => {
    expect(ZCandidateForm.parse({ ...base, phone: '06 12 34 56 78' }).phone).toBe('+33612345678');
    expect(ZUpdateCandidateRequest.parse({ phone: '01.23.45.67.89' }).phone).toBe('+33123456789');
    expect(ZCandidateForm.parse({ ...base, phone: '+44 20 7946 0958' }).phone).toBe(
      '+442079460958',
    );
  });

  it('reads a phone from a document in a form the rule accepts: French national numbers gain +33', () => {
    expect(phoneFromDocument('06 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(phoneFromDocument('01.23.45.67.89')).toBe('+33 1 23 45 67 89');
    expect(isValidPhone(phoneFromDocument('06-12-34-56-78')!)).toBe(true);
    expect(phoneFromDocument('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneFromDocument('(415) 555-2671')).toBeNull();
    expect(phoneFromDocument('0033 6 12')).toBeNull();
  });
});

describe('isValidCvUrl', () => {
  it('accepts URLs, placeholders and storage keys', () => {
    expect(isValidCvUrl('https://files.example.com/cv.pdf')).toBe(true);
    expect(isValidCvUrl('manual-entry-no-cv')).toBe(true);
    expect(isValidCvUrl('duplicated-candidate-no-cv')).toBe(true);
    expect(isValidCvUrl('cvs/4f0c/cv_jane.pdf')).toBe(true);
    expect(isValidCvUrl('{address}/cvs/1.pdf')).toBe(true);
    expect(isValidCvUrl('just words')).toBe(false);
    expect(isValidCvUrl('')).toBe(false);
  });
});

describe('ZUpdateCandidateRequest', () => {
  it.each([
    [{ name: ' ' }, M.nameRequired],
    [{ email: '' }, M.emailRequired],
    [{ email: 'a b@x.io' }, M.emailInvalid],
    [{ cvUrl: '' }, M.cvUrlRequired],
    [{ cvUrl: 'nope nope' }, M.cvUrlInvalid],
    [{ cv_trigramme: 'ABCD' }, M.trigrammeTooLong],
  ])('%j → %s', (input, message) => {
    expect(msg(ZUpdateCandidateRequest, input)).toBe(message);
  });

  it('drops empty and null fields', () => {
    expect(
      ZUpdateCandidateRequest.parse({
        name: 'Jane',
        phone: '',
        cv_role: ' ',
        cvCity: null,
        cv_trigramme: 'JDO',
      }),
    ).toEqual({
      name: 'Jane',
      cvTrigramme: 'JDO',
    });
  });
});

describe('ZCandidateListQuery', () => {
  it('defaults and filters', () => {
    expect(ZCandidateListQuery.parse({})).toMatchObject({
      page: 1,
      size: 20,
      status: 'all',
      sortBy: 'updatedAt',
      sortOrder: 'desc',
    });
    expect(
      ZCandidateListQuery.parse({
        status: 'with-needs',
        cv_analysis: 'analyzed',
        availability: 'not-specified',
      }),
    ).toMatchObject({
      status: 'with-needs',
      cvAnalysis: 'analyzed',
      availability: 'not-specified',
    });
  });
});

// Compile-time check that the experience fields are typed.
const _typed: Pick<TCandidate, 'cv1stExperienceTitle' | 'cv3rdExperienceLocation'> = {
  cv1stExperienceTitle: null,
  cv3rdExperienceLocation: 'Paris',
};

describe("isClientCvUrl (storage keys are the server's)", () => {
  it('accepts web links, placeholders and legacy paths, refuses the server key shape', () => {
    expect(isClientCvUrl('https://files.example.com/cv.pdf')).toBe(true);
    expect(isClientCvUrl('manual-entry-no-cv')).toBe(true);
    expect(isClientCvUrl('{address}/cvs/1.pdf')).toBe(true);
    expect(isClientCvUrl('cvs/4f0c/cv_jane.pdf')).toBe(true);
    const key =
      'needs/6f1c2f4e-3d53-4a2b-9a57-0e1f2a3b4c5d/jd/0b9f7c64-8a0e-4c1c-9d1e-2f3a4b5c6d7e.pdf';
    expect(isClientCvUrl(key)).toBe(false);
    expect(isClientCvUrl(` ${key} `)).toBe(false);
    expect(msg(ZCandidateForm, { ...base, cvUrl: key })).toBe(M.cvUrlStorageKey);
    expect(ZCandidateForm.parse({ ...base, cvUrl: '' }).cvUrl).toBe('manual-entry-no-cv');
  });
});

describe('consultantDailyCost', () => {
  it('is an optional positive number, typed with a comma or a dot', () => {
    expect(
      ZCandidateForm.parse({ ...base, consultantDailyCost: '450,5' }).consultantDailyCost,
    ).toBe(450.5);
    expect(ZCandidateForm.parse(base).consultantDailyCost).toBeUndefined();
    expect(ZUpdateCandidateRequest.parse({ consultant_daily_cost: 400 })).toEqual({
      consultantDailyCost: 400,
    });
    for (const bad of [0, -1, 'abc'])
      expect(msg(ZCandidateForm, { ...base, consultantDailyCost: bad })).toBe(M.dailyCostInvalid);
  });
});
