import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';

export function registerHealthRoutes(app: TApp, deps: { db: TDb }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', detail: 'Database unavailable' });
    }
  });
}
