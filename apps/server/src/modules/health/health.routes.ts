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

export const READY_CHECKS = ['database', 'storage', 'queue'] as const;
export type TReadyCheck = (typeof READY_CHECKS)[number];

const ZCheckState = z.enum(['ok', 'error']);
const ZChecks = z.object({ database: ZCheckState, storage: ZCheckState, queue: ZCheckState });
const ZReady = z
  .object({ status: z.literal('ready'), checks: ZChecks })
  .meta({ id: 'Ready', description: 'The database, the file storage and the job queue answer.' });
const ZNotReady = z
  .object({ status: z.literal('unready'), checks: ZChecks, detail: z.string() })
  .meta({
    id: 'NotReady',
    description: 'A dependency does not answer (named in detail), or the server is shutting down.',
  });

/** How long one readiness check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 3_000;

const UNAVAILABLE: Record<TReadyCheck, string> = {
  database: 'Database unavailable',
  storage: 'Storage unavailable',
  queue: 'Job queue unavailable',
};

export type TReadiness = {
  /** Resolves when the file storage answers (a lookup of an object that need not exist). */
  storage: () => Promise<unknown>;
  /** Resolves when the job queue is started and its tables answer. */
  queue: () => Promise<unknown>;
  /** True once the process is draining (SIGTERM): the proxy must stop sending it traffic. */
  isDraining: () => boolean;
};

function withinBound(check: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve().then(check),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: the process is up and its database answers (liveness, unchanged).
 * `/readyz`: everything a request may need answers (database, storage, queue), and the process
 * is not draining (readiness: a load balancer sends traffic only while it is 200).
 * Both are public and outside /api, like any probe.
 */
export function registerHealthRoutes(
  app: TApp,
  deps: { db: TDb; readiness?: TReadiness; checkTimeoutMs?: number },
) {
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

  const readiness = deps.readiness;
  if (!readiness) return;
  const bound = deps.checkTimeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const probes: Record<TReadyCheck, () => Promise<unknown>> = {
    database: () => deps.db.execute(sql`select 1`),
    storage: readiness.storage,
    queue: readiness.queue,
  };
  app.get(
    '/readyz',
    { schema: { response: { 200: ZReady, 503: ZNotReady } } },
    async (request, reply) => {
      const results = await Promise.all(
        READY_CHECKS.map(async (name) => {
          try {
            await withinBound(probes[name], bound);
            return [name, 'ok'] as const;
          } catch (err) {
            request.log.warn({ err, check: name }, 'readiness check failed');
            return [name, 'error'] as const;
          }
        }),
      );
      const checks = Object.fromEntries(results) as Record<TReadyCheck, 'ok' | 'error'>;
      const failing = READY_CHECKS.filter((name) => checks[name] === 'error');
      if (readiness.isDraining())
        return reply.status(503).send({ status: 'unready', checks, detail: 'Shutting down' });
      if (failing.length > 0)
        return reply.status(503).send({
          status: 'unready',
          checks,
          detail: failing.map((name) => UNAVAILABLE[name]).join('; '),
        });
      return { status: 'ready' as const, checks };
    },
  );
}
