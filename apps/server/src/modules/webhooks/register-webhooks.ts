import type { FastifyBaseLogger } from 'fastify';
import { createSecretBox } from '../../lib/secret-box.ts';
import { loadOrCreateSecret } from '../../lib/secrets.ts';
import type { TApp } from '../../lib/types.ts';
import type { TJobModuleDeps } from '../jobs/jobs.ts';
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

/**
 * Webhooks: the routes, the delivery job, and the hook that turns live events into deliveries.
 * Signing secrets are encrypted at rest with a key kept apart from the database, like the JWT secret.
 */
export async function registerWebhooks(
  app: TApp,
  deps: TJobModuleDeps & {
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
  const secretKey =
    config.WEBHOOK_SECRET_KEY ?? loadOrCreateSecret(config.DATA_DIR, WEBHOOK_KEY_FILE);
  const webhooks = createWebhooksService({
    db,
    bus,
    jobs,
    guard,
    logger,
    secretBox: createSecretBox(secretKey),
  });
  const sealedNow = await webhooks.repo.sealPlainSecrets();
  if (sealedNow > 0) logger.info({ count: sealedNow }, 'webhook signing secrets encrypted at rest');
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

/** The data-folder file that holds the key when WEBHOOK_SECRET_KEY is not set. */
export const WEBHOOK_KEY_FILE = 'webhook-secret-key';

export type TWebhooksModule = Awaited<ReturnType<typeof registerWebhooks>>;
