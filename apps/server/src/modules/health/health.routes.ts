import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZHealthy = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Healthy', description: 'The server answers and its database too.' });
const ZUnhealthy = z
  .object({ status: z.literal('error'), detail: z.string() })
  .meta({ id: 'Unhealthy', description: 'The server answers but cannot reach its database.' });

export function registerHealthRoutes(app: TApp, deps: { db: TDb }) {
  tagRoutes(app, 'Health');
  app.get(
    '/healthz',
    { schema: { response: { 200: ZHealthy, 503: ZUnhealthy } } },
    async (_request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'error', detail: 'Database unavailable' });
      }
    },
  );
}
