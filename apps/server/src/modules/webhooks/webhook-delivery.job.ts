import { z } from 'zod';
import {
  isWebhookDelivered,
  signWebhook,
  WEBHOOK_DELIVERY_DEFAULTS,
  WEBHOOK_DISABLED_EVENT,
  WEBHOOK_HEADERS,
  WEBHOOK_MESSAGES,
  type TWebhookDisabledNotice,
} from '@staffing/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineJob, PermanentJobError, type TStageContext } from '../jobs/job-definition.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { liveEvent, type TEventBus } from '../realtime/event-bus.ts';
import { sendWebhook, type TSendResult } from './send-webhook.ts';
import { checkWebhookTarget, WebhookUrlError, type TUrlGuardOptions } from './url-guard.ts';
import type { TWebhooksRepository } from './webhooks.repository.ts';

export const WEBHOOK_JOB = 'webhook_delivery';
/** The pg-boss queue (the type with dashes). */
export const WEBHOOK_QUEUE = 'webhook-delivery';

export const ZWebhookJobPayload = z.object({
  deliveryId: z.string(),
  /** Sent by an Admin (Redeliver, Send test event): goes out even to a disabled endpoint. */
  manual: z.boolean().optional(),
});
type TWebhookJobPayload = z.infer<typeof ZWebhookJobPayload>;
/** What a delivered attempt keeps: the receiver's answer and how long it took. */
const DELIVERY_OUTPUTS = {
  deliver: z.object({ statusCode: z.number().nullable(), durationMs: z.number() }),
};

export type TWebhookJobDeps = {
  db: TDb;
  repo: TWebhooksRepository;
  bus: TEventBus;
  config: Pick<TConfig, 'WEBHOOK_MAX_ATTEMPTS' | 'WEBHOOK_RETRY_BASE_SECONDS'>;
  guard: TUrlGuardOptions;
  logger: FastifyBaseLogger;
  /** Shorter in tests that make a receiver hang. */
  requestTimeoutMs?: number;
};

const payloadOf = (flow: TFlowRow) => ZWebhookJobPayload.parse(flow.payload ?? {});

function describeFailure(result: TSendResult): string {
  if (result.statusCode !== null) return `The receiver answered HTTP ${result.statusCode}`;
  return result.error ?? 'The receiver did not answer';
}

/**
 * One delivery attempt per stage run: sign, POST, record the attempt and its answer. A failed
 * attempt throws, so pg-boss (the one retry layer) runs it again after its backoff; when the last
 * attempt fails, the endpoint is disabled and Admins are told.
 */
export function createWebhookDeliveryJob(deps: TWebhookJobDeps) {
  const { db, repo, bus, config, guard, logger } = deps;
  const timeoutMs = deps.requestTimeoutMs ?? WEBHOOK_DELIVERY_DEFAULTS.timeoutSeconds * 1000;

  async function deliver({ payload }: TStageContext<TWebhookJobPayload, typeof DELIVERY_OUTPUTS>) {
    const delivery = await repo.findDelivery(payload.deliveryId);
    if (!delivery) throw new PermanentJobError('The delivery no longer exists (endpoint deleted)');
    const endpoint = await repo.findEndpoint(delivery.endpointId);
    if (!endpoint) throw new PermanentJobError('The endpoint no longer exists');
    if (!endpoint.enabled && !payload.manual)
      throw new PermanentJobError(WEBHOOK_MESSAGES.endpointDisabled);

    const attemptedAt = new Date();
    let result: TSendResult;
    try {
      // Checked again at each attempt, on the address actually used: DNS may have changed.
      const { url, target } = await checkWebhookTarget(endpoint.url, guard);
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = await signWebhook({
        id: delivery.id,
        timestamp,
        body: delivery.body,
        secret: endpoint.secret,
      });
      result = await sendWebhook({
        url,
        target,
        body: delivery.body,
        headers: {
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signature,
        },
        timeoutMs,
        excerptBytes: WEBHOOK_DELIVERY_DEFAULTS.responseExcerptBytes,
      });
    } catch (err) {
      if (!(err instanceof WebhookUrlError)) throw err;
      result = { statusCode: null, responseExcerpt: null, error: err.message, durationMs: 0 };
    }
    const isDelivered = isWebhookDelivered(result.statusCode);
    await db.transaction(async (tx) => {
      const number = await repo.nextAttemptNumber(delivery.id, tx);
      await repo.insertAttempt(
        {
          deliveryId: delivery.id,
          number,
          attemptedAt,
          statusCode: result.statusCode,
          responseExcerpt: result.responseExcerpt,
          error: isDelivered ? null : (result.error ?? describeFailure(result)),
          durationMs: result.durationMs,
          manual: payload.manual ?? false,
        },
        tx,
      );
      await repo.updateDelivery(
        delivery.id,
        {
          status: isDelivered ? 'delivered' : 'pending',
          lastStatusCode: result.statusCode,
          lastError: isDelivered ? null : describeFailure(result),
          ...(isDelivered ? { deliveredAt: new Date() } : {}),
        },
        tx,
      );
      await repo.recordOutcome(endpoint.id, isDelivered, tx);
    });
    if (!isDelivered) throw new Error(describeFailure(result));
    return { statusCode: result.statusCode, durationMs: result.durationMs };
  }

  /** The last attempt failed: the delivery is failed and its endpoint disabled (once). */
  async function giveUp(flow: TFlowRow, message: string) {
    const { deliveryId } = payloadOf(flow);
    const delivery = await repo.findDelivery(deliveryId);
    if (!delivery) return;
    await repo.updateDelivery(deliveryId, {
      status: 'failed',
      lastError: delivery.lastError ?? message.slice(0, 2000),
    });
    // Already disabled (by an Admin, or a manual send to a disabled endpoint): no new notice.
    const reason = WEBHOOK_MESSAGES.disabledAfterFailures(config.WEBHOOK_MAX_ATTEMPTS);
    const disabled = await db.transaction(async (tx) => {
      const row = await repo.disableIfEnabled(delivery.endpointId, reason, tx);
      if (row)
        await writeAudit(tx, {
          entityType: 'webhook_endpoint',
          entityId: row.id,
          action: 'disable',
          actorId: null,
          changes: { reason, deliveryId, lastError: delivery.lastError },
        });
      return row;
    });
    if (!disabled) return;
    logger.warn(
      { endpointId: disabled.id, deliveryId },
      'webhook endpoint disabled after failures',
    );
    const notice: TWebhookDisabledNotice = { id: disabled.id, url: disabled.url, reason };
    try {
      await bus.publish({
        ...liveEvent(WEBHOOK_DISABLED_EVENT, disabled.id, notice),
        audience: ['Admin'],
      });
    } catch (err) {
      logger.error({ err }, 'webhook disabled notice not published');
    }
  }

  return defineJob({
    type: WEBHOOK_JOB,
    category: 'webhook_delivery',
    queue: WEBHOOK_QUEUE,
    payload: ZWebhookJobPayload,
    outputs: DELIVERY_OUTPUTS,
    stages: [
      {
        name: 'deliver',
        role: 'apply',
        progress: 50,
        summariseInput: ({ payload }) => `delivery ${payload.deliveryId}`,
        run: deliver,
      },
    ],
    retry: {
      attempts: config.WEBHOOK_MAX_ATTEMPTS,
      backoffSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
    },
    // The request's own limit, plus the address check and the bookkeeping.
    timeoutSeconds: Math.ceil(timeoutMs / 1000) + 20,
    concurrency: 4,
    onError: giveUp,
    onRestart: async (flow) => {
      await repo.updateDelivery(payloadOf(flow).deliveryId, { status: 'pending', flowId: flow.id });
    },
    verify: async (flow) => {
      const delivery = await repo.findDelivery(payloadOf(flow).deliveryId);
      return delivery
        ? { verified: delivery.status === 'delivered', detail: `Delivery is ${delivery.status}` }
        : { verified: false, detail: 'The delivery no longer exists' };
    },
  });
}
