import { isValidEmail } from '../candidates/candidate.schema.ts';
import { readDecimal } from '../common/read-number.ts';

/** Value checks of step details, shared by the request schemas and the step rules (forms). */
export const STEP_DETAIL_MESSAGES = {
  /** The spec's e-mail message (candidate form), shown under the Client Email field. */
  clientEmailInvalid: 'Please enter a valid email address',
  tjmNotNegative: 'TJM must be greater than or equal to 0',
  concessionNotNegative: 'Commercial concession must be greater than or equal to 0',
} as const;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A client e-mail, when given, must be an e-mail address. */
export function isValidClientEmail(value: unknown): boolean {
  return isBlank(value) || (typeof value === 'string' && isValidEmail(value));
}

/** TJM and commercial concession are never negative; a blank or unreadable value is not judged here. */
export function isNonNegativeAmount(value: unknown): boolean {
  const n = readDecimal(value);
  return n === null || n >= 0;
}
