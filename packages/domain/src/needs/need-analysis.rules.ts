import { NEED_LIMITS } from './need-messages.ts';
import { readExperienceYears } from '../common/read-number.ts';
import { cleanStringList } from './case-keys.ts';
import type { TNeedJdAnalysis } from './need.schema.ts';

/** The flattened job-description fields of a need, stored beside the analysis object. */
export type TJdFlatFields = {
  jdSeniority: string | null;
  jdTeam: string | null;
  jdProjectName: string | null;
  jdCompany: string | null;
  jdLocation: string | null;
  jdEducation: string | null;
  jdExperienceYears: number | null;
  /** When the mission starts, as the posting says it: 'ASAP', '2027-02-01', 'mars 2027'. */
  jdStartDate: string | null;
  /** How long it lasts, as written: '6 mois renouvelable'. */
  jdDuration: string | null;
  /** Days of remote work a week (0 to 5; 5 is fully remote). */
  jdRemoteDays: number | null;
  jdResponsibilities: string[];
  jdRequiredSkills: string[];
  jdDesiredSkills: string[];
  jdSoftSkills: string[];
  jdS3Url: string | null;
  jdAnalysisS3Url: string | null;
};
export type TJdFlatKey = keyof TJdFlatFields;

/** Each flat field and its key in the analysis object (spec 000 section 3). */
export const JD_FLAT_TO_ANALYSIS_KEY: Record<TJdFlatKey, string> = {
  jdSeniority: 'seniority',
  jdTeam: 'team',
  jdProjectName: 'projectname',
  jdLocation: 'location',
  jdEducation: 'education',
  jdExperienceYears: 'experienceyears',
  jdStartDate: 'startdate',
  jdDuration: 'duration',
  jdRemoteDays: 'remotedays',
  jdCompany: 'company',
  jdRequiredSkills: 'requiredskills',
  jdDesiredSkills: 'desiredskills',
  jdSoftSkills: 'soft_skills',
  jdResponsibilities: 'responsibilities',
  jdS3Url: 'jd_s3_url',
  jdAnalysisS3Url: 'jd_analysis_s3_url',
};
export const JD_FLAT_KEYS = Object.keys(JD_FLAT_TO_ANALYSIS_KEY) as TJdFlatKey[];

const LIST_KEYS: readonly TJdFlatKey[] = [
  'jdResponsibilities',
  'jdRequiredSkills',
  'jdDesiredSkills',
  'jdSoftSkills',
];

/** A need with no job description yet: its lists empty, its other fields null. */
export const EMPTY_JD_FLAT_FIELDS = Object.fromEntries(
  JD_FLAT_KEYS.map((key) => [key, LIST_KEYS.includes(key) ? [] : null]),
) as Record<TJdFlatKey, string[] | null> as TJdFlatFields;

// Any spelling of a key (`required_skills`, `requiredSkills`, `requiredskills`) → its flat field.
const squash = (key: string) => key.toLowerCase().replace(/[_\s-]/g, '');
const FLAT_BY_SQUASHED: Record<string, TJdFlatKey> = Object.fromEntries(
  JD_FLAT_KEYS.flatMap((flat) => [
    [squash(JD_FLAT_TO_ANALYSIS_KEY[flat]), flat],
    [squash(flat), flat],
  ]),
);

function toText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return cleanStringList(value);
  if (typeof value === 'string') return cleanStringList(value.split(/[,;\n]/));
  return [];
}

/** '5', 5, '5+ years' → 5; out of 0-50 or unreadable → null. */
export function parseExperienceYears(value: unknown): number | null {
  const years = readExperienceYears(value);
  return years === null ? null : Math.floor(years);
}

/** 2, '2', '2 jours' → 2; outside 0-7 or unreadable → null. */
export function parseRemoteDays(value: unknown): number | null {
  const days =
    typeof value === 'number' ? value : Number(String(value ?? '').match(/^\s*(\d)\b/)?.[1]);
  return Number.isInteger(days) && days >= 0 && days <= NEED_LIMITS.remoteDaysMax ? days : null;
}

/** The flat fields an analysis object carries, whatever the spelling of its keys. */
export function getJdFieldsFromAnalysis(analysis: Record<string, unknown>): Partial<TJdFlatFields> {
  const out: Partial<Record<TJdFlatKey, unknown>> = {};
  for (const [key, value] of Object.entries(analysis)) {
    const flat = FLAT_BY_SQUASHED[squash(key)];
    if (!flat) continue;
    if (LIST_KEYS.includes(flat)) out[flat] = toList(value);
    else if (flat === 'jdExperienceYears') out[flat] = parseExperienceYears(value);
    else if (flat === 'jdRemoteDays') out[flat] = parseRemoteDays(value);
    else out[flat] = toText(value);
  }
  return out as Partial<TJdFlatFields>;
}

/**
 * The analysis object rebuilt from the flat fields, keeping keys it had that have no flat field
 * (an analyzer may add its own); keys spelt differently are replaced by the spec's spelling.
 */
export function buildJdAnalysis(
  flat: TJdFlatFields,
  base?: Record<string, unknown> | null,
): TNeedJdAnalysis {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base ?? {}))
    if (!FLAT_BY_SQUASHED[squash(key)]) out[key] = value;
  for (const flatKey of JD_FLAT_KEYS) out[JD_FLAT_TO_ANALYSIS_KEY[flatKey]] = flat[flatKey];
  return out as TNeedJdAnalysis;
}

/**
 * Applies a change of job-description data so that the flat fields and the analysis object stay
 * in sync: values of a new analysis object fill the flat fields, flat fields sent explicitly win,
 * and the object is rebuilt when it exists (or `createObject` asks for one). `jdAnalysis: null`
 * removes the object and keeps the flat fields.
 */
export function applyJdChange(
  current: TJdFlatFields & { jdAnalysis: Record<string, unknown> | null },
  change: Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null },
  options: { createObject?: boolean } = {},
): { flat: Partial<TJdFlatFields>; jdAnalysis: TNeedJdAnalysis | null | undefined } {
  const flatChange: Partial<TJdFlatFields> = {};
  if (change.jdAnalysis) Object.assign(flatChange, getJdFieldsFromAnalysis(change.jdAnalysis));
  for (const key of JD_FLAT_KEYS)
    if (change[key] !== undefined) Object.assign(flatChange, { [key]: change[key] });

  const hasObjectChange = change.jdAnalysis !== undefined;
  const hasFlatChange = Object.keys(flatChange).length > 0;
  if (change.jdAnalysis === null) return { flat: flatChange, jdAnalysis: null };
  const base = change.jdAnalysis ?? current.jdAnalysis;
  const shouldBuild =
    hasObjectChange ||
    (hasFlatChange && (current.jdAnalysis !== null || options.createObject === true));
  const merged = { ...pickFlat(current), ...flatChange };
  return { flat: flatChange, jdAnalysis: shouldBuild ? buildJdAnalysis(merged, base) : undefined };
}

/** The storage keys of the job description and of its analysis: the server writes them, never a client. */
export const SERVER_WRITTEN_JD_KEYS = ['jdS3Url', 'jdAnalysisS3Url'] as const;
const SERVER_WRITTEN_SQUASHED = new Set(
  SERVER_WRITTEN_JD_KEYS.flatMap((k) => [squash(k), squash(JD_FLAT_TO_ANALYSIS_KEY[k])]),
);

/**
 * A client's job-description change without the storage keys, flat or inside the analysis
 * object: they are ignored rather than refused, since a duplicated need carries every jd* field
 * of its source (spec 000 section 7) and must not point at the source's files.
 */
export function withoutServerWrittenJdKeys<
  T extends Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null },
>(change: T): T {
  const out = { ...change };
  for (const key of SERVER_WRITTEN_JD_KEYS) delete out[key];
  if (out.jdAnalysis)
    out.jdAnalysis = Object.fromEntries(
      Object.entries(out.jdAnalysis).filter(([key]) => !SERVER_WRITTEN_SQUASHED.has(squash(key))),
    );
  return out;
}

function pickFlat(row: TJdFlatFields): TJdFlatFields {
  const out = {} as Record<TJdFlatKey, unknown>;
  for (const key of JD_FLAT_KEYS) out[key] = row[key];
  return out as TJdFlatFields;
}
