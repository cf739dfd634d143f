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
