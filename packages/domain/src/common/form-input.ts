import { z } from 'zod';
import { splitList } from '../needs/case-keys.ts';
import { INPUT_LIMITS, isPlausibleDate, LIMIT_MESSAGES } from './limits.ts';
import { readDecimal } from './read-number.ts';

/** Small preprocessors shared by the request schemas: what forms and query strings send. */

export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A required field sent as null or not at all reads as empty, so it gets the "required" message. */
export const absentToEmpty = (v: unknown) => v ?? '';

/** A text that must not be blank: missing, not text or empty once trimmed gives `message`. */
export const requiredText = (message: string) => z.string({ message }).trim().min(1, message);

/** Form inputs send numbers as text (a decimal comma too); a blank means "not set". */
export const textToNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? null : (readDecimal(v) ?? v);
};

/** An optional date bound of a list query (an ISO date or timestamp); blank reads as absent. */
export const optionalDateQuery = (field: string, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong(field, INPUT_LIMITS.idMax))
      .refine((v) => isPlausibleDate(v), invalid)
      .optional(),
  );

/** The free search of a list query, at most `searchMax` characters; blank reads as absent. */
export const searchQuery = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(INPUT_LIMITS.searchMax, LIMIT_MESSAGES.tooLong('search', INPUT_LIMITS.searchMax))
    .optional(),
);

/** One value of a list query's filter (a priority, a client, a status), at most `searchMax` characters. */
export const ZFilterValue = z
  .string()
  .max(INPUT_LIMITS.searchMax, LIMIT_MESSAGES.tooLong('Filter value', INPUT_LIMITS.searchMax));

/** A filter of a list query: comma list or repeated parameter, at most `filterValuesMax` values. */
export const filterList = <T extends z.ZodType>(field: string, item: T) =>
  z.preprocess(
    splitList,
    z
      .array(item)
      .max(
        INPUT_LIMITS.filterValuesMax,
        LIMIT_MESSAGES.tooManyItems(field, INPUT_LIMITS.filterValuesMax),
      )
      .optional(),
  );
