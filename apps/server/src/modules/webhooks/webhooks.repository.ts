import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { updateById } from '../../db/row-writes.ts';
import { isSealed, type TSecretBox } from '../../lib/secret-box.ts';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export type TWebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type TWebhookEndpointInsert = typeof webhookEndpoints.$inferInsert;
export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type TWebhookDeliveryInsert = typeof webhookDeliveries.$inferInsert;
export type TWebhookAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
export type TWebhookAttemptInsert = typeof webhookDeliveryAttempts.$inferInsert;

/** Signing secrets are sealed on their way in and opened on their way out: only this file sees both. */
export function createWebhooksRepository(db: TExecutor, box: TSecretBox) {
  function opened<T extends TWebhookEndpointRow | undefined>(row: T): T {
    return (row ? { ...row, secret: box.open(row.secret) } : row) as T;
  }
  function sealed<T extends Partial<TWebhookEndpointInsert>>(values: T): T {
    return values.secret === undefined ? values : { ...values, secret: box.seal(values.secret) };
  }

  return {
    async listEndpoints(tx: TExecutor = db): Promise<TWebhookEndpointRow[]> {
      const rows = await tx
        .select()
        .from(webhookEndpoints)
        .orderBy(asc(webhookEndpoints.createdAt));
      return rows.map(opened);
    },

    /** Seals the secrets of endpoints registered before secrets were encrypted at rest. */
    async sealPlainSecrets(tx: TExecutor = db): Promise<number> {
      const rows = await tx
        .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
        .from(webhookEndpoints);
      const plain = rows.filter((row) => !isSealed(row.secret));
      for (const row of plain)
        await tx
          .update(webhookEndpoints)
          .set({ secret: box.seal(row.secret) })
          .where(eq(webhookEndpoints.id, row.id));
      return plain.length;
    },

    async countEndpoints(tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(webhookEndpoints);
      return Number(row?.n ?? 0);
    },

    async listEnabledEndpoints(tx: TExecutor = db): Promise<TWebhookEndpointRow[]> {
      const rows = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.enabled, true));
      return rows.map(opened);
    },

    async findEndpoint(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return opened(row);
    },

    async insertEndpoint(values: TWebhookEndpointInsert, tx: TExecutor = db) {
      const [row] = await tx.insert(webhookEndpoints).values(sealed(values)).returning();
      return opened(row!);
    },

    async updateEndpoint(id: string, values: Partial<TWebhookEndpointInsert>, tx: TExecutor = db) {
      return opened(await updateById(tx, webhookEndpoints, id, sealed(values)));
    },

    async deleteEndpoint(id: string, tx: TExecutor = db) {
      const [row] = await tx
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return opened(row);
    },

    /** A failed attempt: one more in a row; returns the count. A success starts again from zero. */
    async recordOutcome(id: string, isSuccess: boolean, tx: TExecutor = db) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: isSuccess ? 0 : sql`${webhookEndpoints.consecutiveFailures} + 1`,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning({ consecutiveFailures: webhookEndpoints.consecutiveFailures });
      return row?.consecutiveFailures ?? 0;
    },

    /** Disables an enabled endpoint; undefined when it already was (the notice goes out once). */
    async disableIfEnabled(id: string, reason: string, tx: TExecutor = db) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          enabled: false,
          disabledReason: reason,
          disabledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning();
      return opened(row);
    },

    /** Inserts a delivery; undefined when its dedupe key was already sent to this endpoint. */
    async insertDelivery(values: TWebhookDeliveryInsert, tx: TExecutor = db) {
      const [row] = await tx
        .insert(webhookDeliveries)
        .values(values)
        .onConflictDoNothing({
          target: [webhookDeliveries.endpointId, webhookDeliveries.dedupeKey],
        })
        .returning();
      return row;
    },

    async findDelivery(id: string, tx: TExecutor = db) {
      const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    async updateDelivery(id: string, values: Partial<TWebhookDeliveryInsert>, tx: TExecutor = db) {
      return updateById(tx, webhookDeliveries, id, values);
    },

    /** Counts the attempt on the delivery and returns its number (1 for the first). */
    async nextAttemptNumber(id: string, tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({ attemptCount: sql`${webhookDeliveries.attemptCount} + 1`, updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, id))
        .returning({ n: webhookDeliveries.attemptCount });
      return row?.n ?? 0;
    },

    async insertAttempt(values: TWebhookAttemptInsert, tx: TExecutor = db) {
      await tx.insert(webhookDeliveryAttempts).values(values);
    },

    async listDeliveries(endpointId: string, page: number, size: number, tx: TExecutor = db) {
      const where = eq(webhookDeliveries.endpointId, endpointId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(size)
          .offset((page - 1) * size),
        tx.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async listAttempts(deliveryIds: string[], tx: TExecutor = db) {
      if (deliveryIds.length === 0) return [];
      return tx
        .select()
        .from(webhookDeliveryAttempts)
        .where(inArray(webhookDeliveryAttempts.deliveryId, deliveryIds))
        .orderBy(asc(webhookDeliveryAttempts.number), asc(webhookDeliveryAttempts.id));
    },

    /** The newest delivery of each endpoint (the endpoints table's "last delivery"). */
    async lastDeliveries(tx: TExecutor = db): Promise<TWebhookDeliveryRow[]> {
      const result = await tx.execute(sql`
        SELECT DISTINCT ON (endpoint_id) id FROM webhook_deliveries
        ORDER BY endpoint_id, created_at DESC, id DESC`);
      const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return [];
      return tx.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
    },

    /**
     * When pg-boss will run each waiting retry, by flow id: the exact time it chose (its
     * backoff has jitter, so it cannot be computed here).
     */
    async nextAttempts(queue: string, flowIds: string[], tx: TExecutor = db) {
      const result = new Map<string, Date>();
      if (flowIds.length === 0) return result;
      const rows = await tx.execute(sql`
        SELECT data->>'flowId' AS flow_id, max(start_after) AS start_after FROM pgboss.job
        WHERE name = ${queue} AND state IN ('created', 'retry')
          AND data->>'flowId' IN (${sql.join(
            flowIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        GROUP BY 1`);
      for (const row of (rows as unknown as { rows: { flow_id: string; start_after: unknown }[] })
        .rows)
        result.set(row.flow_id, new Date(row.start_after as string));
      return result;
    },
  };
}

export type TWebhooksRepository = ReturnType<typeof createWebhooksRepository>;
