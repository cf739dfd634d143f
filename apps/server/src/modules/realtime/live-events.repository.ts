import { eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { liveEvents } from '../../db/schema/index.ts';

/** Storage of events too large for NOTIFY, and the NOTIFY itself. */
export function createLiveEventsRepository(db: TDb) {
  return {
    async notify(channel: string, text: string): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${channel}, ${text})`);
    },
    /** Connections LISTENing on this database under this application name (one per process). */
    async countListeners(applicationName: string): Promise<number> {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = ${applicationName}`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        n: number;
      }[];
      return Number(rows[0]?.n ?? 0);
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
