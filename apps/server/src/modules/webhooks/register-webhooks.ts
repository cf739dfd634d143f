import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TUrlGuardOptions } from './url-guard.ts';
import { createWebhookDeliveryJob } from './webhook-delivery.job.ts';
import { registerWebhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService } from './webhooks.service.ts';

export type TWebhooksOptions = {
  /** A shorter per-request limit for tests with a receiver that hangs. */
  requestTimeoutMs?: number;
  /** Tests answer DNS themselves (no network here). */
  resolve?: TUrlGuardOptions['resolve'];
};

/** Webhooks: the routes, the delivery job, and the hook that turns live events into deliveries. */
export function registerWebhooks(
  app: TApp,
  deps: {
    db: TDb;
    bus: TEventBus;
    jobs: TJobs;
    config: TConfig;
    logger: FastifyBaseLogger;
    options?: TWebhooksOptions;
  },
) {
  const { db, bus, jobs, config, logger, options } = deps;
  const guard: TUrlGuardOptions = {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    isDevelopment: config.NODE_ENV === 'development',
    resolve: options?.resolve,
  };
  const webhooks = createWebhooksService({ db, bus, jobs, guard, logger });
  jobs.register(
    createWebhookDeliveryJob({
      db,
      repo: webhooks.repo,
      bus,
      config,
      guard,
      logger,
      requestTimeoutMs: options?.requestTimeoutMs,
    }),
  );
  registerWebhooksRoutes(app, { webhooks });
  return webhooks;
}

export type TWebhooksModule = ReturnType<typeof registerWebhooks>;
