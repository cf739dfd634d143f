import { z } from 'zod';
import { isUuid } from './uuid.ts';

/**
 * Size bounds of every request field without a bound of its own in the spec, in one place so the
 * web forms and the server refuse the same input (no unbounded list or string).
 */
export const INPUT_LIMITS = {
  /** Names, titles, companies, locations and other one-line labels. */
  nameMax: 200,
  emailMax: 254,
  urlMax: 2000,
  /** Ids, keys and other identifiers sent as text (a UUID is 36). */
  idMax: 100,
  /** Search boxes and single filter values. */
  searchMax: 200,
  passwordMax: 200,
  tokenMax: 4096,
  /** Descriptions, comments, JSON-text fields. */
  textMax: 20_000,
  /** One skill, responsibility or other list entry. */
  listItemMax: 500,
  /** Skills, responsibilities, order clients and the like. */
  listMax: 200,
  /** Filter values of one query parameter. */
  filterValuesMax: 100,
  consultantsMax: 20,
  /** Candidates or needs named in one request. */
  idListMax: 200,
  /** Free-form JSON objects (analysis results, step meta), as serialised characters. */
  jsonMax: 200_000,
} as const;

/** Years a date may fall in: what a person can mean, and well inside what PostgreSQL stores. */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

/** A parseable date (ISO text or Date) between DATE_YEARS.min and DATE_YEARS.max. */
export function isPlausibleDate(value: string | Date): boolean {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/** A value shown inside a message is cut, so a huge input never comes back whole. */
export function clipForMessage(value: unknown, max = 40): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export const LIMIT_MESSAGES = {
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooManyItems: (field: string, max: number) => `${field} must have at most ${max} items`,
  itemTooLong: (field: string, max: number) =>
    `Each entry of ${field} must be at most ${max} characters`,
  tooLarge: (field: string) =>
    `${field} is too large (at most ${INPUT_LIMITS.jsonMax} characters as JSON)`,
  invalidConsultant: (value: unknown) => `Invalid consultant id: ${clipForMessage(value)}`,
  unknownConsultant: (id: string) => `Unknown consultant: ${id} is not a Sales user`,
} as const;

/**
 * An array of unknown entries bounded in count and, for text entries, in length. Entries that are
 * not text are left for the caller's own cleaning (as before).
 */
export function boundedArray(
  field: string,
  max: number = INPUT_LIMITS.listMax,
  itemMax: number = INPUT_LIMITS.listItemMax,
) {
  return z
    .array(z.unknown())
    .max(max, LIMIT_MESSAGES.tooManyItems(field, max))
    .superRefine((items, ctx) => {
      const i = items.findIndex((v) => typeof v === 'string' && v.length > itemMax);
      if (i >= 0)
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: LIMIT_MESSAGES.itemTooLong(field, itemMax),
        });
    });
}

/** A free-form JSON object whose serialised size is bounded. */
export function isWithinJsonLimit(value: unknown, max: number = INPUT_LIMITS.jsonMax): boolean {
  if (value === null || value === undefined) return true;
  try {
    return (JSON.stringify(value)?.length ?? 0) <= max;
  } catch {
    return false;
  }
}

/** Consultant ids: UUIDs (of Sales users, which the server checks), at most `consultantsMax`. */
export function checkConsultantIds(ids: readonly string[]): string | null {
  if (ids.length > INPUT_LIMITS.consultantsMax)
    return LIMIT_MESSAGES.tooManyItems('consultants', INPUT_LIMITS.consultantsMax);
  const bad = ids.find((id) => !isUuid(id));
  return bad === undefined ? null : LIMIT_MESSAGES.invalidConsultant(bad);
}
