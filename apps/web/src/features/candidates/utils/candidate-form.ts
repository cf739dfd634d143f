import {
  hasCv,
  ZCandidateForm,
  ZDuplicateCandidateForm,
  ZUpdateCandidateRequest,
  type TCandidate,
  type TCreateCandidateRequest,
} from '@staffing/domain';
import { getFirstIssueByField, zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { getProfileList } from './candidate-profile.ts';

/** Add New Candidate (manual and duplicate tabs). */
export type TCandidateFormValues = {
  name: string;
  email: string;
  phone: string;
  skills: string[];
  cvUrl: string;
  expectedTjm: string;
  /** Admin and Sales only (the field is not shown to others). */
  consultantDailyCost: string;
  salesforceId: string;
  /** Duplicates are found by it too (docs/duplicates.md). */
  linkedinUrl: string;
  /** Data protection (GDPR): the legal basis, and two dates as YYYY-MM-DD ('' when unset). */
  legalBasis: string;
  consentGivenAt: string;
  lastContactAt: string;
};

/** A new record starts under legitimate interest, without consent or contact recorded. */
const EMPTY_DATA_PROTECTION = {
  legalBasis: 'legitimate_interest',
  consentGivenAt: '',
  lastContactAt: '',
};

export const EMPTY_CANDIDATE_FORM: TCandidateFormValues = {
  name: '',
  email: '',
  phone: '',
  skills: [],
  cvUrl: '',
  expectedTjm: '',
  consultantDailyCost: '',
  salesforceId: '',
  linkedinUrl: '',
  ...EMPTY_DATA_PROTECTION,
};

const schemaOf = (mode: 'manual' | 'duplicate') =>
  mode === 'manual' ? ZCandidateForm : ZDuplicateCandidateForm;

export function validateCandidateForm(mode: 'manual' | 'duplicate') {
  return zodFormValidator<TCandidateFormValues>(schemaOf(mode));
}

/** Submit stays disabled until name and e-mail are non-empty (spec 001 section 5). */
export function canSubmitCandidateForm(
  values: Pick<TCandidateFormValues, 'name' | 'email'>,
): boolean {
  return values.name.trim() !== '' && values.email.trim() !== '';
}

/** The request body: the schema trims, de-duplicates skills and fills the no-CV placeholder. */
export function buildCreateCandidateBody(
  values: TCandidateFormValues,
  mode: 'manual' | 'duplicate',
): TCreateCandidateRequest {
  return schemaOf(mode).parse(values);
}

/** The Duplicate tab's prefilled form from an existing candidate. */
export function getDuplicateValues(c: TCandidate): TCandidateFormValues {
  return {
    name: c.name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    skills: [...c.skills],
    cvUrl: '',
    expectedTjm: c.expectedTjm === null ? '' : String(c.expectedTjm),
    consultantDailyCost: c.consultantDailyCost == null ? '' : String(c.consultantDailyCost),
    salesforceId: c.salesforceId ?? '',
    linkedinUrl: c.linkedinUrl ?? '',
    // The copy is another record: its own consent is recorded afresh.
    ...EMPTY_DATA_PROTECTION,
  };
}

/** An ISO timestamp as the value of a date input (YYYY-MM-DD, UTC), '' for none. */
export function toDateInput(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

// ---- Edit Candidate --------------------------------------------------------------------------

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'cvUrl',
  'expectedTjm',
  'consultantDailyCost',
  'salesforceId',
  'poolKind',
  'missionEndDate',
  'linkedinUrl',
  'cvRole',
  'cvExperienceYears',
  'cvTrigramme',
  'cvAvailability',
  'cvEducation',
  'cvCity',
  'cvPostalCode',
  'cvCountry',
  'cv1stExperienceTitle',
  'cv1stExperienceCompany',
  'cv1stExperienceStartDate',
  'cv1stExperienceEndDate',
  'cv1stExperienceLocation',
] as const;
type TEditTextField = (typeof TEXT_FIELDS)[number];

const LIST_FIELDS = {
  hardSkills: 'cvHardSkillsJson',
  softSkills: 'cvSoftSkillsJson',
  keyStrengths: 'cvKeyStrengthsJson',
  languages: 'cvLanguagesJson',
  responsibilities: 'cv1stExperienceResponsibilitiesJson',
} as const;
type TEditListField = keyof typeof LIST_FIELDS;

export type TEditCandidateValues = Record<TEditTextField, string> &
  Record<TEditListField, string[]> & {
    skills: string[];
    /** Data protection (GDPR): the legal basis, and two dates as YYYY-MM-DD ('' when unset). */
    legalBasis: string;
    consentGivenAt: string;
    lastContactAt: string;
    /** The candidate has no CV: cvUrl holds a no-CV placeholder, shown as an empty field. */
    noCv?: boolean;
  };

export function getEditCandidateValues(c: TCandidate): TEditCandidateValues {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((f) => {
      const v = c[f];
      return [f, v === null || v === undefined ? '' : String(v)];
    }),
  ) as Record<TEditTextField, string>;
  // The no-CV placeholder is a stored marker, not a URL a person should read or edit.
  const noCv = !hasCv(c.cvUrl);
  if (noCv) text.cvUrl = '';
  return {
    ...text,
    noCv,
    skills: [...c.skills],
    legalBasis: c.legalBasis,
    consentGivenAt: toDateInput(c.consentGivenAt),
    lastContactAt: toDateInput(c.lastContactAt),
    hardSkills: getProfileList(c, 'hardSkills'),
    softSkills: getProfileList(c, 'softSkills'),
    keyStrengths: getProfileList(c, 'keyStrengths'),
    languages: getProfileList(c, 'languages'),
    responsibilities: getProfileList(c, 'responsibilities'),
  };
}

/** The PATCH body before validation: lists as JSON text; blanks are dropped by the schema. */
export function buildUpdateCandidateInput(
  values: TEditCandidateValues,
  version: number | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    // Left blank on a candidate without a CV: the candidate keeps having none.
    if (f === 'cvUrl' && values.noCv && !values.cvUrl.trim()) continue;
    body[f] = values[f];
  }
  body.skills = values.skills;
  body.legalBasis = values.legalBasis;
  body.consentGivenAt = values.consentGivenAt;
  body.lastContactAt = values.lastContactAt;
  for (const [field, column] of Object.entries(LIST_FIELDS)) {
    const list = values[field as TEditListField];
    body[column] = list.length ? JSON.stringify(list) : null;
  }
  if (version !== null) body.version = version;
  return body;
}

/** Field errors of Edit Candidate (first message per field), from the domain's update schema. */
export function validateEditCandidate(values: TEditCandidateValues): Record<string, string> {
  return getFirstIssueByField(
    ZUpdateCandidateRequest.safeParse(buildUpdateCandidateInput(values, null)),
  );
}

/** 'Complete AI Analysis' when the e-mail is missing and CV analysis data exists. */
export function isCompletingAnalysis(c: TCandidate): boolean {
  if (c.email && c.email.trim()) return false;
  return (
    c.cvAnalysisStatus === 'READY' ||
    !!c.cvAnalysis ||
    !!(c.cvHardSkillsJson || c.cvSoftSkillsJson || c.cvKeyStrengthsJson || c.cvRole)
  );
}
