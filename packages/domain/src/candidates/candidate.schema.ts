import { z } from 'zod';
import {
  absentToEmpty,
  blankToNull,
  blankToUndefined,
  requiredText,
  textToNumber,
} from '../common/form-input.ts';
import { boundedArray, INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { camelizeKeys, cleanStringList } from '../needs/case-keys.ts';
import { ZNeedColumn } from '../needs/need-column.ts';
import { ZLegalBasis } from '../gdpr/gdpr.rules.ts';
import { gdprCandidateFields } from '../gdpr/gdpr.schema.ts';
import { CANDIDATE_MESSAGES } from './candidate-messages.ts';
import { isValidPhone, toE164Phone } from './phone.ts';
import { poolRequestFields, ZPoolKind } from '../pool/pool-fields.schema.ts';

/** Stored as cvUrl when a candidate is entered without a CV (spec 001 section 5). */
export const CV_PLACEHOLDERS = {
  manual: 'manual-entry-no-cv',
  duplicate: 'duplicated-candidate-no-cv',
} as const;

export const CV_ANALYSIS_STATUSES = ['PENDING', 'READY', 'ERROR'] as const;
export const ZCvAnalysisStatus = z.enum(CV_ANALYSIS_STATUSES);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * What cvUrl may hold: an http(s) URL, one of the no-CV placeholders, or the storage key the
 * server writes after an upload (a relative path such as `cvs/<id>/cv.pdf`, no spaces).
 */
export function isValidCvUrl(value: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (v === CV_PLACEHOLDERS.manual || v === CV_PLACEHOLDERS.duplicate) return true;
  if (/^https?:\/\//i.test(v)) {
    try {
      new URL(v);
      return true;
    } catch {
      return false;
    }
  }
  return /^[\w{}][\w\-.{}]*(\/[\w\-.{}]+)+$/.test(v);
}

/**
 * The shape of the keys the server gives stored objects: a prefix of ids and a uuid, never a name
 * a user chose (`candidates/<id>/cv/<uuid>.pdf`, `needs/<id>/jd/<uuid>.docx`).
 */
export const STORAGE_KEY_PATTERN =
  /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.(pdf|docx|doc|json|png)$/;

/**
 * What a client may write into cvUrl: any valid CV URL except one of the server's storage keys,
 * which only an upload writes. (The files routes never read a key from cvUrl anyway: they find a
 * file through the candidate that owns it.)
 */
export function isClientCvUrl(value: string): boolean {
  const v = value.trim();
  return isValidCvUrl(v) && !STORAGE_KEY_PATTERN.test(v);
}

/** True when a cvUrl points at a real file rather than a no-CV placeholder. */
export function hasCv(cvUrl: string | null | undefined): boolean {
  return !!cvUrl && cvUrl !== CV_PLACEHOLDERS.manual && cvUrl !== CV_PLACEHOLDERS.duplicate;
}

const toNumber = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return null;
  return typeof v === 'string' ? textToNumber(v) : v;
};

const ZSkills = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])), boundedArray('skills'))
  .transform((v) => cleanStringList(v));
const CV_URL_TOO_LONG = LIMIT_MESSAGES.tooLong('CV URL', INPUT_LIMITS.urlMax);

// ---- entity ----------------------------------------------------------------------------------

export const ZCandidateNeedLink = z
  .object({
    needId: z.string(),
    title: z.string(),
    client: z.string(),
    priority: z.string(),
    column: ZNeedColumn,
    /** Per-need link status (ACTIVE, INTERVIEW seen). */
    status: z.string().meta({ description: 'Link status on that need (ACTIVE, ...).' }),
  })
  .meta({ id: 'CandidateNeedLink', description: 'A need the candidate is linked to.' });
export type TCandidateNeedLink = z.infer<typeof ZCandidateNeedLink>;

const experience = (n: '1st' | '2nd' | '3rd') =>
  ({
    [`cv${n}ExperienceTitle`]: z.string().nullable(),
    [`cv${n}ExperienceCompany`]: z.string().nullable(),
    [`cv${n}ExperienceStartDate`]: z.string().nullable(),
    [`cv${n}ExperienceEndDate`]: z.string().nullable(),
    [`cv${n}ExperienceLocation`]: z.string().nullable(),
  }) as Record<
    `cv${typeof n}Experience${'Title' | 'Company' | 'StartDate' | 'EndDate' | 'Location'}`,
    z.ZodNullable<z.ZodString>
  >;

/** A candidate as the server sends it (camelCase). List fields travel as JSON text. */
export const ZCandidate = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    skills: z.array(z.string()),
    cvUrl: z.string().nullable(),
    cvFileName: z.string().nullable(),
    expectedTjm: z.number().nullable(),
    /** Absent (not null) in every answer to a Recruiter. */
    consultantDailyCost: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'What the consultant costs a day (EUR). Admin and Sales only.' }),
    salesforceId: z.string().nullable(),
    /** external, or the firm's employee or freelancer (docs/pool-and-matches.md). */
    poolKind: ZPoolKind,
    /** End of the current mission as typed (YYYY-MM-DD). */
    missionEndDate: z.string().nullable(),
    linkedinUrl: z.string().nullable().optional(),
    /** The need this candidate was fetched for, when the list is per need. */
    needId: z
      .string()
      .nullable()
      .meta({ description: 'The need this candidate was listed or linked for, if any.' }),
    cvRole: z.string().nullable(),
    cvExperienceYears: z.string().nullable(),
    cvTrigramme: z.string().nullable(),
    cvCity: z.string().nullable(),
    cvPostalCode: z.string().nullable(),
    cvCountry: z.string().nullable(),
    cvAvailability: z.string().nullable(),
    cvEducation: z.string().nullable(),
    cvAnalysisStatus: ZCvAnalysisStatus.nullable(),
    cvAnalysis: z.record(z.string(), z.unknown()).nullable(),
    cvHardSkillsJson: z.string().nullable(),
    cvSoftSkillsJson: z.string().nullable(),
    cvKeyStrengthsJson: z.string().nullable(),
    cvLanguagesJson: z.string().nullable(),
    cvMissingSkillsJson: z.string().nullable(),
    ...experience('1st'),
    cv1stExperienceResponsibilitiesJson: z.string().nullable(),
    ...experience('2nd'),
    ...experience('3rd'),
    relevanceScore: z.number().nullable(),
    scoreJustification: z.string().nullable(),
    scoreJobId: z.string().nullable(),
    scoredAt: z.iso.datetime().nullable(),
    needs: z.array(ZCandidateNeedLink),
    /** Link status on the need the list was fetched for. */
    status: z
      .string()
      .nullable()
      .meta({ description: 'The link status on that need (ACTIVE, ...), if any.' }),
    /**
     * The fields a person typed or corrected (API names): an analysis never replaces them
     * (NEED_ANALYSED_FIELDS / CANDIDATE_ANALYSED_FIELDS).
     */
    manualFields: z
      .array(z.string())
      .meta({ description: 'Fields a person typed or corrected: analyses leave them alone.' }),
    legalBasis: ZLegalBasis.meta({ description: 'GDPR legal basis of holding the profile.' }),
    consentGivenAt: z.iso.datetime().nullable(),
    lastContactAt: z.iso.datetime().nullable(),
    retentionDeadline: z.iso.datetime().nullable().meta({
      description: 'Erased on this date unless renewed; null while a process is open.',
    }),
    retentionWarnedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    version: z.number().int().meta({ description: 'Send it back in If-Match to update safely.' }),
  })
  .meta({
    id: 'Candidate',
    description: 'A candidate; the *Json fields hold JSON text (lists from the CV analysis).',
  });
export type TCandidate = z.infer<typeof ZCandidate>;

// ---- profile fields shared by create and update ------------------------------------------------

const optText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

/** The CV-derived fields the Edit Candidate form (and a merge) may send. */
const profileFields = {
  linkedinUrl: optText(INPUT_LIMITS.urlMax),
  cvRole: optText(200),
  cvExperienceYears: optText(100),
  cvTrigramme: z
    .preprocess(
      blankToNull,
      z.string().trim().max(3, CANDIDATE_MESSAGES.trigrammeTooLong).nullable(),
    )
    .optional(),
  cvCity: optText(200),
  cvPostalCode: optText(20),
  cvCountry: optText(100),
  cvAvailability: optText(200),
  cvEducation: optText(500),
  cvHardSkillsJson: optText(20000),
  cvSoftSkillsJson: optText(20000),
  cvKeyStrengthsJson: optText(20000),
  cvLanguagesJson: optText(20000),
  cvMissingSkillsJson: optText(20000),
  cv1stExperienceTitle: optText(300),
  cv1stExperienceCompany: optText(300),
  cv1stExperienceStartDate: optText(50),
  cv1stExperienceEndDate: optText(50),
  cv1stExperienceLocation: optText(200),
  cv1stExperienceResponsibilitiesJson: optText(20000),
  cv2ndExperienceTitle: optText(300),
  cv2ndExperienceCompany: optText(300),
  cv2ndExperienceStartDate: optText(50),
  cv2ndExperienceEndDate: optText(50),
  cv2ndExperienceLocation: optText(200),
  cv3rdExperienceTitle: optText(300),
  cv3rdExperienceCompany: optText(300),
  cv3rdExperienceStartDate: optText(50),
  cv3rdExperienceEndDate: optText(50),
  cv3rdExperienceLocation: optText(200),
};

const ZName = z.preprocess(
  absentToEmpty,
  requiredText(CANDIDATE_MESSAGES.nameRequired)
    .min(2, CANDIDATE_MESSAGES.nameTooShort)
    .max(200, 'Name must be at most 200 characters'),
);
const ZEmail = z.preprocess(
  absentToEmpty,
  requiredText(CANDIDATE_MESSAGES.emailRequired)
    .max(254, CANDIDATE_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, CANDIDATE_MESSAGES.emailInvalid),
);
const ZPhone = z
  .preprocess(
    blankToNull,
    z
      .string()
      .refine(isValidPhone, CANDIDATE_MESSAGES.phoneInvalid)
      .transform((p) => toE164Phone(p) ?? p.trim())
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);
const ZExpectedTjm = z
  .preprocess(
    toNumber,
    z
      .number({ message: CANDIDATE_MESSAGES.tjmInvalid })
      .min(0, CANDIDATE_MESSAGES.tjmInvalid)
      .nullable(),
  )
  .optional();
/** Optional, positive; Admin and Sales only (the service refuses other roles). */
const ZConsultantDailyCost = z
  .preprocess(
    toNumber,
    z
      .number({ message: CANDIDATE_MESSAGES.dailyCostInvalid })
      .gt(0, CANDIDATE_MESSAGES.dailyCostInvalid)
      .max(1_000_000, CANDIDATE_MESSAGES.dailyCostInvalid)
      .nullable(),
  )
  .optional();

// ---- add / duplicate -------------------------------------------------------------------------

function makeCandidateForm(mode: 'manual' | 'duplicate') {
  return z.preprocess(
    camelizeKeys,
    z.object({
      name: ZName,
      email: ZEmail,
      phone: ZPhone,
      skills: ZSkills,
      // Required in the form, but a blank value is replaced by the placeholder (spec 001 s.5).
      cvUrl: z
        .preprocess(
          blankToUndefined,
          z
            .string()
            .trim()
            .max(INPUT_LIMITS.urlMax, CV_URL_TOO_LONG)
            .refine(isValidCvUrl, CANDIDATE_MESSAGES.cvUrlInvalid)
            .refine(isClientCvUrl, CANDIDATE_MESSAGES.cvUrlStorageKey)
            .optional(),
        )
        .transform((v) => v ?? CV_PLACEHOLDERS[mode]),
      expectedTjm: ZExpectedTjm.transform((v) => v ?? null),
      consultantDailyCost: ZConsultantDailyCost,
      salesforceId: optText(100).transform((v) => v ?? null),
      ...profileFields,
      ...poolRequestFields,
      ...gdprCandidateFields,
    }),
  );
}

/** Add New Candidate, manual tab; also the body of `POST /candidates` and `POST /needs/{id}/candidates`. */
export const ZCandidateForm = makeCandidateForm('manual');
export const ZCreateCandidateRequest = ZCandidateForm;
/** Duplicate tab: same fields, another no-CV placeholder. */
export const ZDuplicateCandidateForm = makeCandidateForm('duplicate');
export type TCreateCandidateRequest = z.infer<typeof ZCreateCandidateRequest>;
export type TCandidateFormInput = z.input<typeof ZCandidateForm>;

// ---- edit ------------------------------------------------------------------------------------

/**
 * `PATCH /candidates/{id}` (Edit Candidate). Name, e-mail and CV URL, when sent, must be valid;
 * other empty or null fields are dropped from the update (spec 001 section 5).
 */
export const ZUpdateCandidateRequest = z.preprocess(
  camelizeKeys,
  z
    .object({
      name: requiredText(CANDIDATE_MESSAGES.nameRequired)
        .max(200, 'Name must be at most 200 characters')
        .optional(),
      email: requiredText(CANDIDATE_MESSAGES.emailRequired)
        .max(254, CANDIDATE_MESSAGES.emailInvalid)
        .regex(EMAIL_PATTERN, CANDIDATE_MESSAGES.emailInvalid)
        .optional(),
      cvUrl: requiredText(CANDIDATE_MESSAGES.cvUrlRequired)
        .max(INPUT_LIMITS.urlMax, CV_URL_TOO_LONG)
        .refine(isValidCvUrl, CANDIDATE_MESSAGES.cvUrlInvalid)
        .optional(),
      phone: z.preprocess(
        blankToUndefined,
        z
          .string()
          .refine(isValidPhone, CANDIDATE_MESSAGES.phoneInvalid)
          .transform((p) => toE164Phone(p) ?? p.trim())
          .optional(),
      ),
      skills: ZSkills.optional(),
      expectedTjm: ZExpectedTjm,
      consultantDailyCost: ZConsultantDailyCost,
      salesforceId: optText(100),
      ...profileFields,
      ...poolRequestFields,
      ...gdprCandidateFields,
      version: z.preprocess(toNumber, z.number().int().min(0).nullable()).optional(),
    })
    .transform((v) => {
      const out: Record<string, unknown> = {};
      for (const [k, value] of Object.entries(v))
        if (value !== undefined && value !== null) out[k] = value;
      return out as { [K in keyof typeof v]?: NonNullable<(typeof v)[K]> };
    }),
);
export type TUpdateCandidateRequest = z.infer<typeof ZUpdateCandidateRequest>;
