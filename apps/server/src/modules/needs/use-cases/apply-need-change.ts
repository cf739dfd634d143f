import type { TNeed } from '@staffing/domain';
import type { TExecutor } from '../../../db/client.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import { assertVersion, type TExpectedVersion } from '../need-access.ts';
import { isSameValue } from '../need-values.ts';
import type { TNeedInsert, TNeedRow } from '../need-record.sql.ts';
import { serializeNeed } from '../needs.serializer.ts';
import type { TNeedsContext } from './context.ts';

/** What a write sets, worked out from the need as it is (only reads through `tx`). */
export type TBuildChange = (
  row: TNeedRow,
  tx: TExecutor,
) => Partial<TNeedInsert> | Promise<Partial<TNeedInsert>>;

/**
 * Checks the version the caller names, builds the values from `row` and writes what really
 * changed. `guarded`: `row` was read without a lock, so the write applies only while the need is
 * still at the version read, and null says another write came first.
 */
export async function applyNeedChange(
  ctx: TNeedsContext,
  tx: TExecutor,
  actorId: string | null,
  row: TNeedRow,
  action: string,
  build: TBuildChange,
  options: { expected?: TExpectedVersion; audit?: Record<string, unknown> },
  guarded: boolean,
) {
  const { repo, serializeIn } = ctx;
  assertVersion(row, options.expected ?? {});
  const values = await build(row, tx);
  // An undefined value is not written (drizzle leaves the column as it is): not a change.
  const changed = Object.keys(values).filter(
    (k) =>
      values[k as keyof TNeedInsert] !== undefined &&
      !isSameValue(values[k as keyof TNeedInsert], row[k as keyof TNeedRow]),
  ) as (keyof TNeedInsert)[];
  if (changed.length === 0) {
    const need = await serializeIn(row, tx);
    return { before: row, after: row, changed, need, events: [] as TLiveEvent[] };
  }
  const update = Object.fromEntries(changed.map((k) => [k, values[k]]));
  // The record says what was written: `to` is the value sent to the database, which reads
  // back the same (the audit's jsonb orders object keys as the need's own jsonb columns do).
  const after = await repo.update(
    row.id,
    update,
    {
      entityType: 'need',
      entityId: row.id,
      action,
      actorId,
      changes: {
        ...Object.fromEntries(
          changed.map((k) => [k, { from: row[k as keyof TNeedRow], to: update[k] }]),
        ),
        ...options.audit,
      },
    },
    tx,
    guarded ? row.version : undefined,
  );
  if (!after) return null;
  const need = serializeNeed(after);
  // The changed fields at the top level, then the derived status, the version and the need.
  const changes: Partial<TNeed> = Object.fromEntries(
    changed.map((k) => [k, need[k as keyof TNeed]]),
  );
  const status = changed.includes('column') ? { status: need.status } : {};
  const payload = {
    ...changes,
    ...status,
    version: need.version,
    updatedAt: need.updatedAt,
    need,
  };
  return {
    before: row,
    after,
    changed,
    need,
    events: [liveEvent('need_updated', row.id, payload)],
  };
}
