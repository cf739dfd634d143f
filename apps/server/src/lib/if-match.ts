import { ErrorCode } from '@staffing/domain';
import { AppError } from './errors.ts';

/**
 * The version an `If-Match` header asks for: `"3"`, `W/"3"` or `3`; absent or `*` asks for no
 * check. Anything else is a malformed header, refused with 400 rather than ignored, so a client
 * never believes it wrote under a check that did not happen. `entity` names the record
 * ('need', 'candidate', ...) in the message.
 */
export function readIfMatch(
  header: string | string[] | undefined,
  entity: string,
): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(value);
  if (!match)
    throw new AppError(ErrorCode.VALIDATION, `If-Match must be the version of the ${entity}`, 400);
  return Number(match[1]);
}
