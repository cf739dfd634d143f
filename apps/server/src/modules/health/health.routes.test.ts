import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import { registerHealthRoutes } from './health.routes.ts';

/** The route alone, on a database stub that answers or fails. */
async function healthApp(execute: () => Promise<unknown>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerHealthRoutes(app as unknown as TApp, { db: { execute } as unknown as TDb });
  await app.ready();
  return app;
}

describe('GET /healthz', () => {
  it('answers ok while the database answers, and only the fields its schema names', async () => {
    const app = await healthApp(async () => []);
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers 503 with a reason when the database does not', async () => {
    const app = await healthApp(async () => {
      throw new Error('connection refused');
    });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', detail: 'Database unavailable' });
    await app.close();
  });
});

/** The readiness route alone, with probes a test makes answer or fail. */
async function readyApp(
  probes: {
    database?: () => Promise<unknown>;
    storage?: () => Promise<unknown>;
    queue?: () => Promise<unknown>;
    draining?: boolean;
  } = {},
) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerHealthRoutes(app as unknown as TApp, {
    db: { execute: probes.database ?? (async () => []) } as unknown as TDb,
    readiness: {
      storage: probes.storage ?? (async () => null),
      queue: probes.queue ?? (async () => undefined),
      isDraining: () => probes.draining ?? false,
    },
    checkTimeoutMs: 200,
  });
  await app.ready();
  return app;
}

const failing = async () => {
  throw new Error('unreachable');
};

describe('GET /readyz', () => {
  it('answers ready with every check named while the database, storage and queue answer', async () => {
    const app = await readyApp();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', queue: 'ok' },
    });
    await app.close();
  });

  it.each([
    ['database', 'Database unavailable'],
    ['storage', 'Storage unavailable'],
    ['queue', 'Job queue unavailable'],
  ] as const)('answers 503 naming the %s when it fails', async (name, detail) => {
    const app = await readyApp({ [name]: failing });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unready',
      checks: { database: 'ok', storage: 'ok', queue: 'ok', [name]: 'error' },
      detail,
    });
    await app.close();
  });

  it('counts a check that hangs past its bound as failed', async () => {
    const app = await readyApp({ storage: () => new Promise(() => {}) });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      checks: { storage: 'error' },
      detail: 'Storage unavailable',
    });
    await app.close();
  });

  it('answers 503 while the process drains, even with every check ok', async () => {
    const app = await readyApp({ draining: true });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unready', detail: 'Shutting down' });
    await app.close();
  });
});
