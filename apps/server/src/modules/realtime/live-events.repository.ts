import { eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { liveEvents } from '../../db/schema/index.ts';

/** Storage of events too large for NOTIFY, and the NOTIFY itself. */
export function createLiveEventsRepository(db: TDb) {
  return {
    async notify(channel: string, text: string): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${channel}, ${text})`);
    },
    async insert(event: Record<string, unknown>): Promise<number> {
      const [row] = await db.insert(liveEvents).values({ event }).returning({ id: liveEvents.id });
      return row!.id;
    },
    async findById(id: number): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ event: liveEvents.event })
        .from(liveEvents)
        .where(eq(liveEvents.id, id));
      return row?.event ?? null;
    },
    /** Deletes rows older than `seconds`, by the database clock so every instance agrees. */
    async pruneOlderThan(seconds: number): Promise<void> {
      await db
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`));
    },
  };
}

export type TLiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
