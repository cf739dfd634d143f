import { CV_PROFILE_FIELDS } from '../candidates/cv-profile-fields.ts';

/**
 * Values a person typed or corrected win over an analysis (docs/decisions/0012-reviewed-imports.md): a
 * need and a candidate keep the names of the fields a person set (`manualFields`), and an
 * analysis fills a field only when it is empty and not one of them. The screens show a differing
 * analysis value beside the typed one and let the person choose.
 */

/** The need fields an analysis can fill, by their API names. */
export const NEED_ANALYSED_FIELDS = [
  'title',
  'client',
  'description',
  'tjm',
  'jdSeniority',
  'jdTeam',
  'jdProjectName',
  'jdCompany',
  'jdLocation',
  'jdEducation',
  'jdExperienceYears',
  'jdStartDate',
  'jdDuration',
  'jdRemoteDays',
  'jdResponsibilities',
  'jdRequiredSkills',
  'jdDesiredSkills',
  'jdSoftSkills',
] as const;

/** The candidate fields an analysis can fill, by their API names. */
export const CANDIDATE_ANALYSED_FIELDS = [
  'name',
  'email',
  'phone',
  'skills',
  ...CV_PROFILE_FIELDS,
  'cvHardSkillsJson',
  'cvSoftSkillsJson',
  'cvKeyStrengthsJson',
  'cvLanguagesJson',
  'cv1stExperienceTitle',
  'cv1stExperienceCompany',
  'cv1stExperienceStartDate',
  'cv1stExperienceEndDate',
  'cv1stExperienceLocation',
  'cv1stExperienceResponsibilitiesJson',
  'cv2ndExperienceTitle',
  'cv2ndExperienceCompany',
  'cv2ndExperienceStartDate',
  'cv2ndExperienceEndDate',
  'cv2ndExperienceLocation',
  'cv3rdExperienceTitle',
  'cv3rdExperienceCompany',
  'cv3rdExperienceStartDate',
  'cv3rdExperienceEndDate',
  'cv3rdExperienceLocation',
] as const;

/** Null, blank text, an empty list or an empty JSON list ("[]"): nothing there yet. */
export function isEmptyFieldValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || value.trim() === '[]';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The manual fields after a person's write: each analysed field the request changes becomes
 * manual when it holds a value and stops being manual when the person emptied it. With `before`
 * (the record as it was), a value sent back unchanged (an edit form sends every field) changes
 * nothing.
 */
export function markManualFields(
  current: readonly string[],
  written: Record<string, unknown>,
  analysed: readonly string[],
  before?: Record<string, unknown>,
): string[] {
  const manual = new Set(current);
  for (const key of analysed) {
    if (!(key in written) || written[key] === undefined) continue;
    if (before && sameValue(written[key], before[key])) continue;
    if (isEmptyFieldValue(written[key])) manual.delete(key);
    else manual.add(key);
  }
  return analysed.filter((key) => manual.has(key));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyFieldValue(a) && isEmptyFieldValue(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether an analysis may write this field: it is empty and no person set it. */
export function canAnalysisFill(
  key: string,
  currentValue: unknown,
  manualFields: readonly string[],
): boolean {
  return isEmptyFieldValue(currentValue) && !manualFields.includes(key);
}

/** The part of an analysis's values it may write: empty fields no person set. */
export function keepFillableByAnalysis<T extends Record<string, unknown>>(
  values: T,
  current: Record<string, unknown>,
  manualFields: readonly string[],
  analysed: readonly string[],
): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (analysed.includes(key) && !canAnalysisFill(key, current[key], manualFields)) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}
