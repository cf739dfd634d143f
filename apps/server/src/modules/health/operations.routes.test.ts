import { describe, expect, it } from 'vitest';
import { createTestContext, useTestContext } from '../../../test/test-app.ts';

describe('operations routes on the whole app', () => {
  const t = useTestContext();

  it('GET /readyz is public and ready on a working app (database, storage, queue)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', queue: 'ok' },
    });
    t.app.ctx.isDraining = true;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    t.app.ctx.isDraining = false;
  });

  it('echoes a sane X-Request-Id, and replaces a bad or long one with a fresh UUID', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123.DEF:4/5' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123.DEF:4/5');
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/needs' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /metrics counts requests by route pattern (never the raw URL), on loopback', async () => {
    const admin = await t.createUser('Admin');
    const id = '00000000-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/v1/needs/${id}`, headers: t.auth(admin) });
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /staffing_http_requests_total\{method="GET",route="\/api\/v1\/needs\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(/staffing_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain(id);
    expect(text).toMatch(/^staffing_live_sockets 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('GET /metrics from another address is refused without METRICS_TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('needs the bearer token, from any address', async () => {
    const t = await createTestContext({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
    try {
      const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(anonymous.statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-wrong' },
      });
      expect(wrong.statusCode).toBe(401);
      const ok = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('staffing_http_requests_total');
    } finally {
      await t.close();
    }
  });
});
