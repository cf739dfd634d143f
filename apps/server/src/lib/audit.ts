import type { TExecutor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type TAuditEntry = {
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  changes?: Record<string, unknown>;
};

/** Written in the same transaction as the change it records. */
export async function writeAudit(tx: TExecutor, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}
