import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { rpaTwofaCodes } from '../../db/schema/index.ts';

/** The verification codes typed for browser runs (the only file that touches their table). */
export function createTwofaCodesRepository(db: TExecutor) {
  return {
    async insert(flowId: string, code: string): Promise<void> {
      await db.insert(rpaTwofaCodes).values({ flowId, code });
    },

    /**
     * Takes the oldest unused code of the flow typed less than `maxAgeMs` ago, marking it used in
     * the same statement (two takers never get the same code). Undefined when none waits.
     */
    async take(flowId: string, maxAgeMs: number): Promise<string | undefined> {
      const fresh = and(
        eq(rpaTwofaCodes.flowId, flowId),
        isNull(rpaTwofaCodes.consumedAt),
        gt(rpaTwofaCodes.createdAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`),
      );
      const [oldest] = await db
        .select({ id: rpaTwofaCodes.id })
        .from(rpaTwofaCodes)
        .where(fresh)
        .orderBy(asc(rpaTwofaCodes.createdAt), asc(rpaTwofaCodes.id))
        .limit(1);
      if (!oldest) return undefined;
      const [taken] = await db
        .update(rpaTwofaCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(rpaTwofaCodes.id, oldest.id), isNull(rpaTwofaCodes.consumedAt)))
        .returning({ code: rpaTwofaCodes.code });
      return taken?.code;
    },

    /** Codes typed before the run asked are not for this request: they are dropped. */
    async discard(flowId: string): Promise<void> {
      await db.delete(rpaTwofaCodes).where(eq(rpaTwofaCodes.flowId, flowId));
    },
  };
}

export type TTwofaCodesRepository = ReturnType<typeof createTwofaCodesRepository>;
