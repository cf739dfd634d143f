import type { TExecutor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type TAuditEntry = {
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  changes?: Record<string, unknown>;
};

/** The insert of an audit record, for a statement that writes it beside its change. */
export function auditInsert(tx: TExecutor, entry: TAuditEntry) {
  return tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}

/** Written in the same transaction as the change it records. */
export async function writeAudit(tx: TExecutor, entry: TAuditEntry): Promise<void> {
  await auditInsert(tx, entry);
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
