import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { flows } from '../../db/schema/index.ts';

export type TFlowRow = typeof flows.$inferSelect;
export type TFlowInsert = typeof flows.$inferInsert;
export type TFlowPatch = Partial<Omit<TFlowInsert, 'id' | 'createdAt'>>;

export const FLOW_STATUS = {
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  error: 'error',
  cancelled: 'cancelled',
} as const;
export type TFlowStatus = (typeof FLOW_STATUS)[keyof typeof FLOW_STATUS];

export const FLOW_CATEGORY = {
  analysis: 'analysis_processing',
  mail: 'mail_processing',
  crm: 'crm_rpa',
} as const;

export function createFlowsRepository(db: TExecutor) {
  return {
    async insert(values: TFlowInsert, tx: TExecutor = db): Promise<TFlowRow> {
      const [row] = await tx.insert(flows).values(values).returning();
      return row!;
    },
    async findById(id: string, tx: TExecutor = db): Promise<TFlowRow | undefined> {
      const [row] = await tx.select().from(flows).where(eq(flows.id, id));
      return row;
    },
    /** Locks the flow row for the rest of the transaction (one stage commit at a time). */
    async findForUpdate(id: string, tx: TExecutor): Promise<TFlowRow | undefined> {
      const [row] = await tx.select().from(flows).where(eq(flows.id, id)).for('update');
      return row;
    },
    /** Flows not finished yet (waiting for or running their job). */
    async listUnfinished(tx: TExecutor = db): Promise<TFlowRow[]> {
      return tx
        .select()
        .from(flows)
        .where(inArray(flows.status, [FLOW_STATUS.pending, FLOW_STATUS.processing]));
    },
    /** Updates the flow only while it is in one of `from` (one UPDATE): undefined otherwise. */
    async transition(
      id: string,
      from: readonly TFlowStatus[],
      patch: TFlowPatch,
      tx: TExecutor = db,
    ): Promise<TFlowRow | undefined> {
      const [row] = await tx
        .update(flows)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(flows.id, id), inArray(flows.status, [...from])))
        .returning();
      return row;
    },
    async update(id: string, patch: TFlowPatch, tx: TExecutor = db): Promise<TFlowRow | undefined> {
      const [row] = await tx
        .update(flows)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(flows.id, id))
        .returning();
      return row;
    },
  };
}

export type TFlowsRepository = ReturnType<typeof createFlowsRepository>;
