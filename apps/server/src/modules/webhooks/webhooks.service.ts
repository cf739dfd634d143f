import crypto from 'node:crypto';
import type { ZCreateWebhookEndpoint, ZUpdateWebhookEndpoint } from '@staffing/domain';
import {
  can,
  toPage,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type TCreatedWebhookEndpoint,
  type TWebhookDelivery,
  type TWebhookDeliveryPage,
  type TWebhookEndpoint,
  type TWebhookEndpointList,
} from '@staffing/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { deleteAudited, writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';
import { createEnabledEndpointsCache } from './enabled-endpoints-cache.ts';
import { WEBHOOK_JOB, WEBHOOK_QUEUE } from './webhook-delivery.job.ts';
import { toWebhookEvents, type TWebhookMessage } from './webhook-events.ts';
import { checkWebhookTarget, WebhookUrlError, type TUrlGuardOptions } from './url-guard.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { createWebhooksRepository, type TWebhookEndpointRow } from './webhooks.repository.ts';
import { serializeDelivery, serializeEndpoint } from './webhooks.serializer.ts';

type TCreateInput = z.output<typeof ZCreateWebhookEndpoint>;
type TUpdateInput = z.output<typeof ZUpdateWebhookEndpoint>;

/** `msg_` and 32 hex digits: the id receivers deduplicate by. */
export const newMessageId = () => `msg_${crypto.randomBytes(16).toString('hex')}`;
/** 24 random bytes, base64, as Standard Webhooks senders make them. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(24).toString('base64')}`;

export type TWebhooksServiceDeps = {
  db: TDb;
  bus: TEventBus;
  jobs: TJobs;
  guard: TUrlGuardOptions;
  logger: FastifyBaseLogger;
  secretBox: TSecretBox;
};

export function createWebhooksService(deps: TWebhooksServiceDeps) {
  const { db, jobs, guard, logger } = deps;
  const repo = createWebhooksRepository(db, deps.secretBox);
  const enabledEndpoints = createEnabledEndpointsCache({
    load: () => repo.listEnabledEndpoints(),
    bus: deps.bus,
  });

  function requireAdmin(actor: TActor) {
    if (!can.manageWebhooks(actor.role)) throw forbidden(WEBHOOK_MESSAGES.adminRequired);
  }

  async function requireEndpoint(id: string) {
    const row = await repo.findEndpoint(id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
    return row;
  }

  /** The registration check: the same guard as each delivery, answered as a 422. */
  async function checkUrl(url: string) {
    try {
      await checkWebhookTarget(url, guard);
    } catch (err) {
      if (err instanceof WebhookUrlError) throw badInput(err.message);
      throw err;
    }
  }

  async function endpointShape(row: TWebhookEndpointRow): Promise<TWebhookEndpoint> {
    const last = (await repo.lastDeliveries()).find((d) => d.endpointId === row.id);
    return serializeEndpoint(row, last);
  }

  /**
   * Writes one delivery per endpoint with its flow, in one transaction; the jobs are queued
   * after it commits. A dedupe key already sent to an endpoint makes no new delivery there.
   */
  async function createDeliveries(
    event: TWebhookMessage,
    endpoints: TWebhookEndpointRow[],
    options: { manual?: boolean; createdBy?: string | null } = {},
  ) {
    const created = await db.transaction(async (tx) => {
      const result: { flow: TFlowRow; deliveryId: string }[] = [];
      for (const endpoint of endpoints) {
        const id = newMessageId();
        const body = JSON.stringify({
          id,
          type: event.type,
          timestamp: event.occurredAt,
          data: event.data,
        });
        const delivery = await repo.insertDelivery(
          { id, endpointId: endpoint.id, eventType: event.type, body, dedupeKey: event.dedupeKey },
          tx,
        );
        if (!delivery) continue;
        const flow = await jobs.create(
          {
            type: WEBHOOK_JOB,
            payload: { deliveryId: id, ...(options.manual ? { manual: true } : {}) },
            needId: event.needId,
            candidateId: event.candidateId,
            createdBy: options.createdBy ?? null,
            message: `${event.type} → ${endpoint.url}`.slice(0, 500),
          },
          tx,
        );
        await repo.updateDelivery(id, { flowId: flow.id }, tx);
        result.push({ flow, deliveryId: id });
      }
      return result;
    });
    for (const { flow } of created) await jobs.enqueue(flow);
    return created;
  }

  async function deliveryShape(deliveryId: string): Promise<TWebhookDelivery> {
    const row = await repo.findDelivery(deliveryId);
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const attempts = await repo.listAttempts([row.id]);
    const next = await repo.nextAttempts(WEBHOOK_QUEUE, row.flowId ? [row.flowId] : []);
    return serializeDelivery(row, attempts, row.flowId ? next.get(row.flowId) : undefined);
  }

  return {
    repo,

    /**
     * Called once per live event, in the process that published it (never from the bus's
     * subscribers, which every process has): makes the deliveries the event calls for.
     */
    async onEvent(event: TLiveEvent): Promise<void> {
      const events = toWebhookEvents(event);
      if (events.length === 0) return;
      const endpoints = await enabledEndpoints.get();
      for (const webhookEvent of events) {
        const targets = endpoints.filter((e) => e.events.includes(webhookEvent.type));
        if (targets.length > 0) await createDeliveries(webhookEvent, targets);
      }
    },

    async list(actor: TActor): Promise<TWebhookEndpointList> {
      requireAdmin(actor);
      const [rows, last] = await Promise.all([repo.listEndpoints(), repo.lastDeliveries()]);
      const lastBy = new Map(last.map((d) => [d.endpointId, d]));
      return { items: rows.map((row) => serializeEndpoint(row, lastBy.get(row.id))) };
    },

    async create(actor: TActor, input: TCreateInput): Promise<TCreatedWebhookEndpoint> {
      requireAdmin(actor);
      await checkUrl(input.url);
      const row = await db.transaction(async (tx) => {
        if ((await repo.countEndpoints(tx)) >= WEBHOOK_LIMITS.endpointsMax)
          throw conflict(WEBHOOK_MESSAGES.tooManyEndpoints);
        const created = await repo.insertEndpoint(
          {
            url: input.url,
            description: input.description,
            events: input.events,
            enabled: input.enabled,
            secret: newSecret(),
            createdBy: actor.id,
            ...(input.enabled
              ? {}
              : { disabledReason: `Disabled by ${actor.name}`, disabledAt: new Date() }),
          },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'webhook_endpoint',
          entityId: created.id,
          action: 'create',
          actorId: actor.id,
          changes: { url: created.url, events: created.events, enabled: created.enabled },
        });
        return created;
      });
      await enabledEndpoints.changed(row.id);
      return { ...serializeEndpoint(row, undefined), secret: row.secret };
    },

    async update(actor: TActor, id: string, input: TUpdateInput): Promise<TWebhookEndpoint> {
      requireAdmin(actor);
      const current = await requireEndpoint(id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      const values: Partial<TWebhookEndpointRow> = {};
      if (input.url !== undefined) values.url = input.url;
      if (input.description !== undefined) values.description = input.description;
      if (input.events !== undefined) values.events = input.events;
      if (input.enabled === true && !current.enabled)
        // Re-enabled: the failures that disabled it are forgotten.
        Object.assign(values, {
          enabled: true,
          disabledReason: null,
          disabledAt: null,
          consecutiveFailures: 0,
        });
      if (input.enabled === false && current.enabled)
        Object.assign(values, {
          enabled: false,
          disabledReason: `Disabled by ${actor.name}`,
          disabledAt: new Date(),
        });
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateEndpoint(id, values, tx);
        if (!updated) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
        await writeAudit(tx, {
          entityType: 'webhook_endpoint',
          entityId: id,
          action: input.enabled === true && !current.enabled ? 'enable' : 'update',
          actorId: actor.id,
          changes: Object.fromEntries(
            Object.keys(values).map((k) => [
              k,
              {
                from: current[k as keyof TWebhookEndpointRow],
                to: values[k as keyof TWebhookEndpointRow],
              },
            ]),
          ),
        });
        return updated;
      });
      await enabledEndpoints.changed(id);
      return endpointShape(row);
    },

    async remove(actor: TActor, id: string): Promise<void> {
      requireAdmin(actor);
      await db.transaction((tx) =>
        deleteAudited(tx, actor, 'webhook_endpoint', id, {
          remove: () => repo.deleteEndpoint(id, tx),
          missing: () => notFound(WEBHOOK_MESSAGES.endpointNotFound),
          changes: (deleted) => ({ url: deleted.url }),
        }),
      );
      await enabledEndpoints.changed(id);
    },

    /** The signing secret, on request; each reading is audited. */
    async revealSecret(actor: TActor, id: string): Promise<{ secret: string }> {
      requireAdmin(actor);
      const row = await requireEndpoint(id);
      await writeAudit(db, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'reveal_secret',
        actorId: actor.id,
      });
      return { secret: row.secret };
    },

    async deliveries(
      actor: TActor,
      id: string,
      query: { page: number; size: number },
    ): Promise<TWebhookDeliveryPage> {
      requireAdmin(actor);
      await requireEndpoint(id);
      const { rows, total } = await repo.listDeliveries(id, query.page, query.size);
      const attempts = await repo.listAttempts(rows.map((r) => r.id));
      const flowIds = rows.flatMap((r) => (r.status === 'pending' && r.flowId ? [r.flowId] : []));
      const next = await repo.nextAttempts(WEBHOOK_QUEUE, flowIds);
      const items = rows.map((row) =>
        serializeDelivery(
          row,
          attempts.filter((a) => a.deliveryId === row.id),
          row.flowId ? next.get(row.flowId) : undefined,
        ),
      );
      return toPage(items, total, query.page, query.size);
    },

    /**
     * Sends a delivery again, same id and body (receivers deduplicate by the id), as a new run
     * with its own retries. A run of it still waiting is cancelled first, so one run sends it.
     */
    async redeliver(actor: TActor, id: string, deliveryId: string): Promise<TWebhookDelivery> {
      requireAdmin(actor);
      await requireEndpoint(id);
      const delivery = await repo.findDelivery(deliveryId);
      if (!delivery || delivery.endpointId !== id)
        throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      if (delivery.flowId) {
        try {
          await jobs.cancel(delivery.flowId, { actorId: actor.id, reason: 'Redelivered by hand' });
        } catch (err) {
          // Finished runs cannot be cancelled, which is what we want anyway.
          if (!(err instanceof AppError)) throw err;
        }
      }
      const flow = await db.transaction(async (tx) => {
        const created = await jobs.create(
          {
            type: WEBHOOK_JOB,
            payload: { deliveryId, manual: true },
            createdBy: actor.id,
            message: `${delivery.eventType} → redelivery`,
          },
          tx,
        );
        await repo.updateDelivery(deliveryId, { status: 'pending', flowId: created.id }, tx);
        await writeAudit(tx, {
          entityType: 'webhook_delivery',
          entityId: deliveryId,
          action: 'redeliver',
          actorId: actor.id,
          changes: { endpointId: id, flowId: created.id },
        });
        return created;
      });
      await jobs.enqueue(flow);
      return deliveryShape(deliveryId);
    },

    /** A `webhook.test` message to one endpoint (even a disabled one, to check it before enabling). */
    async sendTest(actor: TActor, id: string): Promise<TWebhookDelivery> {
      requireAdmin(actor);
      const endpoint = await requireEndpoint(id);
      const [created] = await createDeliveries(
        {
          type: WEBHOOK_TEST_EVENT,
          occurredAt: new Date().toISOString(),
          data: { message: 'A test event sent from the webhooks page', endpointId: id },
          needId: null,
          candidateId: null,
          dedupeKey: null,
        },
        [endpoint],
        { manual: true, createdBy: actor.id },
      );
      if (!created) throw conflict('The test event could not be created');
      logger.info({ endpointId: id, deliveryId: created.deliveryId }, 'webhook test event queued');
      return deliveryShape(created.deliveryId);
    },
  };
}

export type TWebhooksService = ReturnType<typeof createWebhooksService>;
