import { can, ErrorCode, isUuid, NEED_MESSAGES } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { readIfMatch } from '../../lib/if-match.ts';
import type { TNeedRow } from './need-record.sql.ts';

export const NEEDS_MUTATION_FORBIDDEN = 'You do not have permission to modify needs';
export const NEED_STALE_UPDATE =
  'This need was changed by someone else. Reload it to see the latest version.';

/** The versions a write was based on: body `version` and/or the `If-Match` header. */
export type TExpectedVersion = { version?: number; ifMatch?: string | string[] };

/** Recruiters read needs but never change them. */
export function requireMutate(actor: TActor) {
  if (!can.mutateNeeds(actor.role)) throw forbidden(NEEDS_MUTATION_FORBIDDEN);
}

export function requireNeedId(id: string) {
  if (!isUuid(id)) throw notFound(NEED_MESSAGES.needNotFound);
}

export function assertVersion(row: TNeedRow, expected: TExpectedVersion) {
  const versions = [expected.version, readIfMatch(expected.ifMatch, 'need')].filter(
    (v): v is number => v !== undefined,
  );
  if (versions.some((v) => v !== row.version))
    throw new AppError(ErrorCode.STALE_UPDATE, NEED_STALE_UPDATE, 409, {
      currentVersion: row.version,
    });
}
