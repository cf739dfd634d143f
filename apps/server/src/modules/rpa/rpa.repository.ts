import { asc, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { flows } from '../../db/schema/index.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';

/** Where a flow sits in a launched batch (metadata.batch). */
export type TRpaBatchInfo = { id: string; index: number; size: number; concurrent: boolean };

export function batchOf(flow: Pick<TFlowRow, 'metadata'>): TRpaBatchInfo | null {
  const batch = flow.metadata?.batch as Partial<TRpaBatchInfo> | undefined;
  return batch && typeof batch.id === 'string' && typeof batch.index === 'number'
    ? {
        id: batch.id,
        index: batch.index,
        size: batch.size ?? 0,
        concurrent: batch.concurrent === true,
      }
    : null;
}

export function createRpaRepository(db: TExecutor) {
  return {
    /** The flows of a batch, in launch order. */
    async listBatch(batchId: string, tx: TExecutor = db): Promise<TFlowRow[]> {
      return tx
        .select()
        .from(flows)
        .where(sql`${flows.metadata}->'batch'->>'id' = ${batchId}`)
        .orderBy(asc(sql`(${flows.metadata}->'batch'->>'index')::int`));
    },
  };
}
