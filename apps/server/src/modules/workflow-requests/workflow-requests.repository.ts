import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { updateById } from '../../db/row-writes.ts';
import { candidates, needs, workflowRequests } from '../../db/schema/index.ts';

export type TWorkflowRequestRow = typeof workflowRequests.$inferSelect;
export type TWorkflowRequestInsert = typeof workflowRequests.$inferInsert;
/** A change of a request; attempts may be `sql\`attempts + 1\`` (counted in the UPDATE). */
export type TWorkflowRequestPatch = Partial<
  Omit<TWorkflowRequestInsert, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'attempts'>
> & { attempts?: number | SQL };

export type TWorkflowRequestFilter = {
  statuses?: string[];
  types?: string[];
  needId?: string;
  candidateId?: string;
  search?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createWorkflowRequestsRepository(db: TExecutor) {
  return {
    async insert(values: TWorkflowRequestInsert, tx: TExecutor = db): Promise<TWorkflowRequestRow> {
      const [row] = await tx.insert(workflowRequests).values(values).returning();
      return row!;
    },

    async findById(id: string, tx: TExecutor = db): Promise<TWorkflowRequestRow | undefined> {
      const [row] = await tx.select().from(workflowRequests).where(eq(workflowRequests.id, id));
      return row;
    },

    /**
     * Changes the request only while its status is one of `from`, in ONE statement: of two
     * simultaneous callers, the second waits for the first's row lock, then sees the new status
     * and changes nothing. Undefined when the request is missing or in another status.
     */
    async transition(
      id: string,
      from: readonly string[],
      patch: TWorkflowRequestPatch,
      tx: TExecutor = db,
      expectedVersion?: number,
    ): Promise<TWorkflowRequestRow | undefined> {
      const [row] = await tx
        .update(workflowRequests)
        .set({
          ...patch,
          version: sql`${workflowRequests.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(workflowRequests.id, id),
            inArray(workflowRequests.status, [...from]),
            expectedVersion === undefined
              ? undefined
              : eq(workflowRequests.version, expectedVersion),
          ),
        )
        .returning();
      return row;
    },

    async update(
      id: string,
      patch: TWorkflowRequestPatch,
      tx: TExecutor = db,
    ): Promise<TWorkflowRequestRow | undefined> {
      return updateById(tx, workflowRequests, id, patch);
    },

    /** Follows a flow: changes the request only while it still runs that flow, in `from`. */
    async transitionForFlow(
      id: string,
      flowId: string,
      from: readonly string[],
      patch: TWorkflowRequestPatch,
      tx: TExecutor = db,
    ): Promise<TWorkflowRequestRow | undefined> {
      const [row] = await tx
        .update(workflowRequests)
        .set({ ...patch, version: sql`${workflowRequests.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(workflowRequests.id, id),
            eq(workflowRequests.flowId, flowId),
            inArray(workflowRequests.status, [...from]),
          ),
        )
        .returning();
      return row;
    },

    async deleteIn(
      id: string,
      from: readonly string[],
      tx: TExecutor = db,
    ): Promise<TWorkflowRequestRow | undefined> {
      const [row] = await tx
        .delete(workflowRequests)
        .where(and(eq(workflowRequests.id, id), inArray(workflowRequests.status, [...from])))
        .returning();
      return row;
    },

    /** Newest first; search over the need's title and client and the candidate's name. */
    async list(
      filter: TWorkflowRequestFilter,
      page: { page: number; size: number },
      tx: TExecutor = db,
    ): Promise<{ rows: TWorkflowRequestRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.statuses?.length) where.push(inArray(workflowRequests.status, filter.statuses));
      if (filter.types?.length) where.push(inArray(workflowRequests.type, filter.types));
      if (filter.needId) where.push(eq(workflowRequests.needId, filter.needId));
      if (filter.candidateId) where.push(eq(workflowRequests.candidateId, filter.candidateId));
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        // The records as they are now, and the names the payload kept (records since deleted).
        where.push(
          or(
            ilike(needs.title, pattern),
            ilike(needs.client, pattern),
            ilike(candidates.name, pattern),
            sql`${workflowRequests.payload}->>'needTitle' ILIKE ${pattern}`,
            sql`${workflowRequests.payload}->>'clientName' ILIKE ${pattern}`,
            sql`${workflowRequests.payload}->>'candidateName' ILIKE ${pattern}`,
          )!,
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const base = () =>
        tx
          .select({ row: workflowRequests })
          .from(workflowRequests)
          .leftJoin(needs, eq(needs.id, workflowRequests.needId))
          .leftJoin(candidates, eq(candidates.id, workflowRequests.candidateId))
          .where(condition);
      const [rows, [totalRow]] = await Promise.all([
        base()
          .orderBy(desc(workflowRequests.createdAt), desc(workflowRequests.id))
          .limit(page.size)
          .offset((page.page - 1) * page.size),
        tx
          .select({ n: count() })
          .from(workflowRequests)
          .leftJoin(needs, eq(needs.id, workflowRequests.needId))
          .leftJoin(candidates, eq(candidates.id, workflowRequests.candidateId))
          .where(condition),
      ]);
      return { rows: rows.map((r) => r.row), total: totalRow?.n ?? 0 };
    },
  };
}
export type TWorkflowRequestsRepository = ReturnType<typeof createWorkflowRequestsRepository>;
