import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { TActor } from './actor.ts';

export type TAuditEntry = {
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  changes?: Record<string, unknown>;
};

/** An audit record's values as a statement takes them: values, or placeholders of a prepared one. */
export type TAuditValues = {
  entityType: unknown;
  entityId: unknown;
  action: unknown;
  actorId: unknown;
  /** The changes as JSON text (`auditChangesJson`), or null. */
  changesJson: unknown;
};

/** `changes` as jsonb takes it, stored as drizzle stores jsonb (JSON.stringify). */
export const auditChangesJson = (changes: TAuditEntry['changes']): string | null =>
  changes == null ? null : JSON.stringify(changes);

/**
 * The insert of an audit record for each row of `source` (a WITH query of the same statement,
 * named as SQL renders it): a change and its record written by one statement, the record only
 * when the change found its row.
 */
export function auditInsertFor(values: TAuditValues, source: SQL): SQL {
  const column = (c: { name: string }) => sql.identifier(c.name);
  return sql`insert into ${auditLog} (${column(auditLog.entityType)}, ${column(auditLog.entityId)}, ${column(auditLog.action)}, ${column(auditLog.actorId)}, ${column(auditLog.changes)})
    select ${values.entityType}, ${values.entityId}, ${values.action}, ${values.actorId}::uuid, ${values.changesJson}::jsonb
    from ${source} returning ${column(auditLog.id)}`;
}

/** Written in the same transaction as the change it records. */
export async function writeAudit(tx: TExecutor, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}

/**
 * An actor's delete of the record `id` and its audit line, in one transaction: `remove` answers
 * what it deleted, or nothing when there was no such record, and then `missing` is thrown instead.
 */
export async function deleteAudited<T>(
  tx: TExecutor,
  actor: TActor,
  entityType: string,
  id: string,
  how: {
    remove: () => Promise<T | null | undefined | false>;
    missing: () => Error | Promise<Error>;
    /** The audit line's action; 'delete' unless the module names its delete otherwise. */
    action?: string;
    changes?: (deleted: T) => TAuditEntry['changes'];
  },
): Promise<T> {
  const deleted = await how.remove();
  if (!deleted) throw await how.missing();
  await writeAudit(tx, {
    entityType,
    entityId: id,
    action: how.action ?? 'delete',
    actorId: actor.id,
    changes: how.changes?.(deleted),
  });
  return deleted;
}

const MAX_AUDIT_TEXT = 500;

function auditValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_AUDIT_TEXT)
    return `${value.slice(0, MAX_AUDIT_TEXT - 1)}…`;
  return value ?? null;
}

/**
 * `{field: {from, to}}` for the `fields` whose value differs between the row before and after a
 * write (the history timeline shows them); dates as ISO strings, long text cut.
 */
export function auditDiff(
  before: object | null | undefined,
  after: object,
  fields: readonly string[],
): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = auditValue((before as Record<string, unknown> | null | undefined)?.[field]);
    const to = auditValue((after as Record<string, unknown>)[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) diff[field] = { from, to };
  }
  return diff;
}
