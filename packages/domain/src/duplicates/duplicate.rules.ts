import { CV_PROFILE_FIELDS } from '../candidates/cv-profile-fields.ts';
import { toPhonePrefix } from './duplicate-keys.ts';

/** Why two records may be one person, strongest first. */
export const DUPLICATE_REASONS = [
  'same_email',
  'same_linkedin',
  'same_phone',
  'similar_name_same_employer',
  'similar_name_same_city',
  'similar_name_same_phone_prefix',
] as const;
export type TDuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** How sure each reason is on its own (0–100); the list is ordered by the best one. */
const REASON_WEIGHTS: Record<TDuplicateReason, number> = {
  same_email: 100,
  same_linkedin: 95,
  same_phone: 90,
  similar_name_same_employer: 70,
  similar_name_same_city: 60,
  similar_name_same_phone_prefix: 60,
};

/**
 * pg_trgm similarity of the folded names above which two names are "similar". 0.5 keeps
 * "Karim Benali" / "Karim Ben Ali" / "Benali Karim" and drops two people sharing a first name.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/** What the rule reads of a record: its stored keys (see duplicate-keys.ts). */
export type TDuplicateKeys = {
  emailKey: string | null;
  phoneKey: string | null;
  linkedinKey: string | null;
  /** Employers (toPlaceKey), any of the experiences. */
  employerKeys: readonly string[];
  cityKey: string | null;
};

/** The reasons two records may be one person, strongest first; empty when they are not. */
export function duplicateReasons(
  a: TDuplicateKeys,
  b: TDuplicateKeys,
  nameSimilarity: number,
): TDuplicateReason[] {
  const reasons: TDuplicateReason[] = [];
  if (a.emailKey && a.emailKey === b.emailKey) reasons.push('same_email');
  if (a.linkedinKey && a.linkedinKey === b.linkedinKey) reasons.push('same_linkedin');
  if (a.phoneKey && a.phoneKey === b.phoneKey) reasons.push('same_phone');
  if (nameSimilarity >= NAME_SIMILARITY_THRESHOLD) {
    if (a.employerKeys.some((e) => b.employerKeys.includes(e)))
      reasons.push('similar_name_same_employer');
    if (a.cityKey && a.cityKey === b.cityKey) reasons.push('similar_name_same_city');
    const prefix = toPhonePrefix(a.phoneKey);
    if (prefix && a.phoneKey !== b.phoneKey && prefix === toPhonePrefix(b.phoneKey))
      reasons.push('similar_name_same_phone_prefix');
  }
  return reasons;
}

/** 0–100: the strongest reason, plus 5 for each further one (capped). */
export function duplicateScore(reasons: readonly TDuplicateReason[]): number {
  if (reasons.length === 0) return 0;
  const best = Math.max(...reasons.map((r) => REASON_WEIGHTS[r]));
  return Math.min(100, best + 5 * (reasons.length - 1));
}

/** The English label of a reason; the web's catalogue holds both languages. */
export const DUPLICATE_REASON_LABELS: Record<TDuplicateReason, string> = {
  same_email: 'same e-mail',
  same_linkedin: 'same LinkedIn profile',
  same_phone: 'same phone',
  similar_name_same_employer: 'similar name, same employer',
  similar_name_same_city: 'similar name, same city',
  similar_name_same_phone_prefix: 'similar name, nearly the same phone',
};

/** 'This may be Karim Benali (same phone)'. */
export function describeDuplicate(name: string, reasons: readonly TDuplicateReason[]): string {
  const why = reasons.map((r) => DUPLICATE_REASON_LABELS[r]).join(', ');
  return `This may be ${name} (${why})`;
}

/** Undo is offered this long after a merge. */
export const MERGE_UNDO_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function canUndoMerge(mergedAt: Date, now: Date): boolean {
  return now.getTime() - mergedAt.getTime() <= MERGE_UNDO_DAYS * DAY_MS;
}

/** The candidate fields a merge lets a person pick from either record. */
export const MERGE_FIELDS = [
  'name',
  'email',
  'phone',
  'linkedinUrl',
  'cvUrl',
  'expectedTjm',
  'salesforceId',
  ...CV_PROFILE_FIELDS,
  'cv1stExperienceTitle',
  'cv1stExperienceCompany',
  'cv2ndExperienceTitle',
  'cv2ndExperienceCompany',
  'cv3rdExperienceTitle',
  'cv3rdExperienceCompany',
] as const;
export type TMergeField = (typeof MERGE_FIELDS)[number];
export type TMergeSide = 'kept' | 'merged';

type TMergeRecord = { updatedAt: string | Date } & Partial<Record<TMergeField, unknown>>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The side each field is taken from unless the person chooses: the record updated last, unless
 * its value is empty and the other's is not.
 */
export function defaultMergeChoices(
  kept: TMergeRecord,
  merged: TMergeRecord,
): Record<TMergeField, TMergeSide> {
  const newest: TMergeSide =
    new Date(merged.updatedAt).getTime() > new Date(kept.updatedAt).getTime() ? 'merged' : 'kept';
  const other: TMergeSide = newest === 'kept' ? 'merged' : 'kept';
  const pick = { kept, merged };
  const out = {} as Record<TMergeField, TMergeSide>;
  for (const field of MERGE_FIELDS)
    out[field] = isEmpty(pick[newest][field]) && !isEmpty(pick[other][field]) ? other : newest;
  return out;
}
