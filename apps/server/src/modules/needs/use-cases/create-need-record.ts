import type { TNeed } from '@staffing/domain';
import type { TExecutor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { liveEvent, type TLiveEvent } from '../../realtime/event-bus.ts';
import type { TNeedInsert } from '../need-record.sql.ts';
import type { TNeedsContext } from './context.ts';

/** A new need, its audit record and need_created {need}. */
export async function createNeedRecord(
  ctx: TNeedsContext,
  tx: TExecutor,
  actorId: string | null,
  values: TNeedInsert,
  options: { candidateIds?: string[]; audit?: Record<string, unknown> } = {},
): Promise<{ need: TNeed; events: TLiveEvent[] }> {
  const { repo, assertConsultants, serializeIn } = ctx;
  await assertConsultants(values.consultants ?? [], [], tx);
  const created = await repo.insert(values, tx);
  if (options.candidateIds?.length)
    await repo.linkExistingCandidates(created.id, options.candidateIds, tx);
  await writeAudit(tx, {
    entityType: 'need',
    entityId: created.id,
    action: 'create',
    actorId,
    changes: {
      title: created.title,
      client: created.client,
      column: created.column,
      ...options.audit,
    },
  });
  const need = await serializeIn(created, tx);
  return { need, events: [liveEvent('need_created', need.id, { need })] };
}
