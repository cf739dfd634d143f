import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  verifyWebhook,
  ZCreatedApiKey,
  WEBHOOK_DISABLED_EVENT,
  WEBHOOK_MESSAGES,
  ZCreatedWebhookEndpoint,
  ZWebhookDeliveryPage,
  ZWebhookEndpointList,
  type TWebhookDelivery,
} from '@staffing/domain';
import { auditLog } from '../../db/schema/index.ts';
import { useTestContext, type TTestContext, type TTestUser } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { recordEvents } from '../analysis/test-support/events.ts';

const BASE = '/api/v1/admin/webhooks';

type TReceived = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 that answers each request with the next status of `statuses`. */
async function startReceiver(statuses: number[], fallback = 200) {
  const received: TReceived[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = statuses[received.length - 1] ?? fallback;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 300 ? `failure number ${received.length}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receivers.push(server);
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}
const receivers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    receivers.splice(0).map((s) => new Promise((resolve) => s.close(() => resolve(null)))),
  );
});

/** Deliveries go through the jobs queue with retries: a slow machine gets a wide margin. */
const untilDelivered = <T>(read: () => Promise<T>) => until(read, { timeout: 45_000 });

async function register(t: TTestContext, admin: TTestUser, url: string, events: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: BASE,
    headers: t.auth(admin),
    payload: { url, description: 'Test receiver', events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZCreatedWebhookEndpoint.parse(res.json());
}

async function deliveries(t: TTestContext, admin: TTestUser, endpointId: string) {
  const res = await t.app.inject({
    url: `${BASE}/${endpointId}/deliveries`,
    headers: t.auth(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZWebhookDeliveryPage.parse(res.json()).items;
}

async function createNeed(t: TTestContext, user: TTestUser, title = 'Rust developer') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers: t.auth(user),
    payload: { title, client: 'ACME', priority: 'P1', tjm: 600 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const settled = (d: TWebhookDelivery | undefined) => (d && d.status !== 'pending' ? d : undefined);

describe('webhooks, delivered to a real receiver', () => {
  const t = useTestContext({
    env: {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      WEBHOOK_MAX_ATTEMPTS: '3',
    },
    // On PostgreSQL, live events go through LISTEN/NOTIFY as with several processes.
    useDatabaseUrl: true,
    // A workflow request's run writes to the sandbox CRM, a separate application.
    sandboxCrm: true,
  });

  it('delivers a need created with a Sales API key, signed, once, after the receiver failed twice', async () => {
    const admin = await t.createUser('Admin');
    const receiver = await startReceiver([500, 500, 200]);
    const endpoint = await register(t, admin, receiver.url, ['need.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);

    // An integration, not a person: the need is written with an API key.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: t.auth(admin),
      payload: { name: 'ATS sync', role: 'Sales', expiresInDays: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = ZCreatedApiKey.parse(created.json()).key;
    const needRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: { authorization: `Bearer ${key}` },
      payload: { title: 'Rust developer', client: 'ACME', priority: 'P1', tjm: 600 },
    });
    expect(needRes.statusCode, needRes.body).toBe(201);
    const needId = needRes.json().id as string;
    const delivery = await untilDelivered(async () =>
      settled((await deliveries(t, admin, endpoint.id))[0]),
    );

    expect(delivery.status).toBe('delivered');
    expect(delivery.attemptCount).toBe(3);
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0]!.responseExcerpt).toBe('failure number 1');
    expect(delivery.attempts[0]!.error).toBe('The receiver answered HTTP 500');
    expect(delivery.attempts[2]!.error).toBeNull();
    expect(delivery.nextAttemptAt).toBeNull();

    // Three requests, one message id: the receiver keeps the event once.
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect([...ids]).toEqual([delivery.id]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);

    const last = receiver.received[2]!;
    const verified = await verifyWebhook({
      headers: last.headers,
      body: last.body,
      secret: endpoint.secret,
    });
    expect(verified).toEqual({ ok: true, id: delivery.id });
    const message = JSON.parse(last.body);
    expect(message).toMatchObject({
      id: delivery.id,
      type: 'need.created',
      data: { need: { id: needId } },
    });
    expect(typeof message.timestamp).toBe('string');
    // Another secret does not verify it.
    const other = await register(t, admin, receiver.url, ['need.closed']);
    expect(
      (await verifyWebhook({ headers: last.headers, body: last.body, secret: other.secret })).ok,
    ).toBe(false);

    // The endpoints table shows the last delivery, and the failure count started again.
    const list = ZEndpoints(await t.app.inject({ url: BASE, headers: t.auth(admin) }));
    const row = list.items.find((e) => e.id === endpoint.id)!;
    expect(row.lastDelivery).toMatchObject({ id: delivery.id, status: 'delivered' });
    expect(row.consecutiveFailures).toBe(0);
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);

    // Redelivered by hand: same id and body, one more attempt marked manual.
    const redeliver = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${endpoint.id}/deliveries/${delivery.id}/redeliver`,
      headers: t.auth(admin),
    });
    expect(redeliver.statusCode, redeliver.body).toBe(202);
    const again = await untilDelivered(async () => {
      const d = (await deliveries(t, admin, endpoint.id))[0];
      return d && d.attemptCount === 4 && d.status === 'delivered' ? d : undefined;
    });
    expect(again.id).toBe(delivery.id);
    expect(again.attempts.at(-1)).toMatchObject({ statusCode: 200, manual: true });
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.headers['webhook-id']).toBe(delivery.id);
    expect(receiver.received[3]!.body).toBe(last.body);
  });

  it('sends only the events an endpoint chose: moved, closed, linked and step created', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const receiver = await startReceiver([]);
    const endpoint = await register(t, admin, receiver.url, [
      'need.moved',
      'need.closed',
      'candidate.linked',
      'step.created',
    ]);
    const needId = await createNeed(t, sales);
    const patch = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url, headers: t.auth(sales), payload });
    expect((await patch(`/api/v1/needs/${needId}`, { title: 'Renamed' })).statusCode).toBe(200);
    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needId}/candidates`,
      headers: t.auth(sales),
      payload: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(
      (await patch(`/api/v1/needs/${needId}/column`, { column: 'CANDIDATE_SENT' })).statusCode,
    ).toBe(200);
    expect((await patch(`/api/v1/needs/${needId}/column`, { column: 'CANCELED' })).statusCode).toBe(
      200,
    );

    const types = await untilDelivered(async () => {
      const items = await deliveries(t, admin, endpoint.id);
      return items.length >= 6 && items.every((d) => d.status === 'delivered')
        ? items.map((d) => d.eventType).sort()
        : undefined;
    });
    // The candidate's first step, then the steps each move added to it; no need.updated.
    expect(types).toEqual(
      [
        'candidate.linked',
        'need.closed',
        'need.moved',
        'step.created',
        'step.created',
        'step.created',
      ].sort(),
    );
  });

  it('sends workflow_request.finished once per run, not again when the finished request is edited', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const receiver = await startReceiver([]);
    const endpoint = await register(t, admin, receiver.url, ['workflow_request.finished']);
    const marker = await register(t, admin, (await startReceiver([])).url, ['need.created']);
    const createNeed = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: {
          title,
          client: 'ACME',
          priority: 'P1',
          tjm: 650,
          consultants: [sales.id],
          orderClients: ['Jane Buyer'],
          orderClientsEmail: ['jane@acme.fr'],
        },
      });
    const need = await createNeed('Senior Java developer');
    const send = (method: string, url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method: method as 'POST', url, headers: t.auth(sales), payload });
    const created = await send('POST', '/api/v1/workflow-requests', {
      type: 'salesforce_opportunity_create',
      payload: { needId: need.json().id },
    });
    const id = created.json().id as string;
    expect((await send('POST', `/api/v1/workflow-requests/${id}/trigger`)).statusCode).toBe(202);
    const [delivery] = await untilDelivered(async () => {
      const items = await deliveries(t, admin, endpoint.id);
      return items.length > 0 && items[0]!.status === 'delivered' ? items : undefined;
    });
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'workflow_request.finished',
      data: { workflowRequest: { id, status: 'COMPLETED' } },
    });
    // Editing the finished request publishes it again: no second delivery for the same outcome.
    const edit = await send('PATCH', `/api/v1/workflow-requests/${id}`, { lastError: 'noted' });
    expect(edit.statusCode, edit.body).toBe(200);
    // Deliveries are recorded in publish order: once a need created after the edit has its
    // delivery, the edit's turn has passed.
    const later = (await createNeed('Java tech lead')).json().id as string;
    await untilDelivered(async () =>
      (await deliveries(t, admin, marker.id)).some((d) => d.body.includes(later)),
    );
    expect(await deliveries(t, admin, endpoint.id)).toHaveLength(1);
  });

  it('disables an endpoint whose delivery failed every attempt, and tells the Admins', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const recorder = recordEvents(t.app.ctx.bus);
    const receiver = await startReceiver([], 503);
    const endpoint = await register(t, admin, receiver.url, ['need.created']);
    await createNeed(t, sales);

    const notice = await recorder.waitFor((e) => e.event_type === WEBHOOK_DISABLED_EVENT, 45_000);
    expect(notice).toMatchObject({
      entity_id: endpoint.id,
      audience: ['Admin'],
      payload: { id: endpoint.id, reason: WEBHOOK_MESSAGES.disabledAfterFailures(3) },
    });
    const [delivery] = await deliveries(t, admin, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 3, lastStatusCode: 503 });
    const list = ZEndpoints(await t.app.inject({ url: BASE, headers: t.auth(admin) }));
    expect(list.items[0]).toMatchObject({
      enabled: false,
      disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures(3),
      consecutiveFailures: 3,
    });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, endpoint.id));
    expect(audit.map((a) => a.action)).toContain('disable');

    // A disabled endpoint gets no new events...
    await createNeed(t, sales, 'Another need');
    expect(await deliveries(t, admin, endpoint.id)).toHaveLength(1);
    // ...until an Admin enables it again, which forgets the failures.
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${endpoint.id}`,
      headers: t.auth(admin),
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    recorder.stop();
  });
});

function ZEndpoints(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return ZWebhookEndpointList.parse(res.json());
}

describe('webhook endpoints, registration', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('refuses the server network without WEBHOOK_ALLOW_PRIVATE, and plain http', async () => {
    const admin = await t.createUser('Admin');
    for (const [url, detail] of [
      ['https://127.0.0.1:8443/hooks', WEBHOOK_MESSAGES.urlPrivate('127.0.0.1', '127.0.0.1')],
      ['https://192.168.1.20/hooks', WEBHOOK_MESSAGES.urlPrivate('192.168.1.20', '192.168.1.20')],
      [
        'https://[::ffff:10.0.0.1]/hooks',
        WEBHOOK_MESSAGES.urlPrivate('::ffff:a00:1', '::ffff:a00:1'),
      ],
      ['http://93.184.215.14/hooks', WEBHOOK_MESSAGES.urlHttps],
      ['https://nowhere.invalid/hooks', WEBHOOK_MESSAGES.urlUnresolvable('nowhere.invalid')],
      ['ftp://93.184.215.14/hooks', WEBHOOK_MESSAGES.urlInvalid],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: t.auth(admin),
        payload: { url, events: ['need.created'] },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toBe(detail);
    }
  });

  it('registers, edits, reveals the secret, sends a test event and deletes; Admin only', async () => {
    const admin = await t.createUser('Admin');
    const sales = await t.createUser('Sales');
    const endpoint = await register(t, admin, 'https://93.184.215.14/hooks', ['need.created']);
    const refused = await t.app.inject({ url: BASE, headers: t.auth(sales) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WEBHOOK_MESSAGES.adminRequired);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${endpoint.id}`,
      headers: t.auth(admin),
      payload: { events: ['step.created', 'need.closed'], enabled: false },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      events: ['need.closed', 'step.created'],
      enabled: false,
      disabledReason: expect.stringMatching(/^Disabled by /),
    });
    const secret = await t.app.inject({
      url: `${BASE}/${endpoint.id}/secret`,
      headers: t.auth(admin),
    });
    expect(secret.json()).toEqual({ secret: endpoint.secret });

    const test = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${endpoint.id}/test`,
      headers: t.auth(admin),
    });
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    expect(JSON.parse(test.json().body)).toMatchObject({
      type: 'webhook.test',
      id: test.json().id,
    });

    const missing = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${endpoint.id}/deliveries/msg_${'0'.repeat(32)}/redeliver`,
      headers: t.auth(admin),
    });
    expect(missing.statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${endpoint.id}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(ZEndpoints(await t.app.inject({ url: BASE, headers: t.auth(admin) })).items).toEqual([]);
  });
});
