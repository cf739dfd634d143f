import { z } from 'zod';
import {
  camelizeKeys,
  CV_ANALYSIS_STATUSES,
  isWithinJsonLimit,
  LIMIT_MESSAGES,
} from '@staffing/domain';
import type { TCandidateInsert } from './candidates.repository.ts';

const parseJsonObject = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const ZAnalysisObject = z.preprocess(
  parseJsonObject,
  z
    .record(z.string(), z.unknown(), { message: 'cvAnalysis must be an object' })
    .refine(isWithinJsonLimit, LIMIT_MESSAGES.tooLarge('cvAnalysis'))
    .nullable(),
);

/** `PATCH /candidates/{id}/analysis`: the analysis object (also as `cv_analysis_json`) and/or its status. */
export const ZCandidateAnalysisUpdate = z.preprocess(
  camelizeKeys,
  z
    .object({
      cvAnalysis: ZAnalysisObject.optional(),
      cvAnalysisJson: ZAnalysisObject.optional(),
      cvAnalysisStatus: z
        .enum(CV_ANALYSIS_STATUSES, { message: 'cvAnalysisStatus must be PENDING, READY or ERROR' })
        .optional(),
    })
    .transform(({ cvAnalysisJson, ...rest }) => ({
      ...rest,
      cvAnalysis: rest.cvAnalysis ?? cvAnalysisJson,
    }))
    .refine((v) => v.cvAnalysis !== undefined || v.cvAnalysisStatus !== undefined, {
      message: 'cvAnalysis or cvAnalysisStatus is required',
    }),
);
export type TCandidateAnalysisUpdate = z.infer<typeof ZCandidateAnalysisUpdate>;

/** `hardSkills`, `hard_skills` and `hardskills` all read as `hardskills`. */
function normaliseKeys(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.toLowerCase().replace(/_/g, ''), v]),
  );
}

const text = (v: unknown): string | undefined => {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};
const list = (v: unknown): string[] | undefined =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && !!x.trim()).map((x) => x.trim())
    : undefined;

const LIST_FIELDS = {
  hardskills: 'cvHardSkillsJson',
  softskills: 'cvSoftSkillsJson',
  keystrengths: 'cvKeyStrengthsJson',
  languages: 'cvLanguagesJson',
  missingskills: 'cvMissingSkillsJson',
} as const;
const TEXT_FIELDS = {
  role: 'cvRole',
  experienceyears: 'cvExperienceYears',
  city: 'cvCity',
  postalcode: 'cvPostalCode',
  country: 'cvCountry',
  availability: 'cvAvailability',
  education: 'cvEducation',
} as const;
const EXPERIENCES = [
  ['experience1', 'cv1st'],
  ['experience2', 'cv2nd'],
  ['experience3', 'cv3rd'],
] as const;

/**
 * The candidate columns an analysis object fills, so the JSON-text list fields and the flat CV
 * fields stay in step with `cvAnalysis`. Only what the analysis actually gives is returned.
 */
export function getFieldsFromCvAnalysis(
  analysis: Record<string, unknown>,
  current: { skills: string[] },
): Partial<TCandidateInsert> {
  const a = normaliseKeys(analysis);
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(LIST_FIELDS)) {
    const values = list(a[key]);
    if (values) out[column] = JSON.stringify(values);
  }
  for (const [key, column] of Object.entries(TEXT_FIELDS)) {
    const value = text(a[key]);
    if (value) out[column] = value;
  }
  const trigramme = text(a.trigramme);
  if (trigramme) out.cvTrigramme = trigramme.slice(0, 3).toUpperCase();
  for (const [key, prefix] of EXPERIENCES) {
    const e = normaliseKeys(a[key]);
    for (const [field, suffix] of [
      ['title', 'Title'],
      ['company', 'Company'],
      ['startdate', 'StartDate'],
      ['enddate', 'EndDate'],
      ['location', 'Location'],
    ] as const) {
      const value = text(e[field]);
      if (value) out[`${prefix}Experience${suffix}`] = value;
    }
    const responsibilities = list(e.responsibilities);
    if (prefix === 'cv1st' && responsibilities)
      out.cv1stExperienceResponsibilitiesJson = JSON.stringify(responsibilities);
  }
  const hard = list(a.hardskills);
  if (hard?.length && current.skills.length === 0) out.skills = hard;
  return out as Partial<TCandidateInsert>;
}
