import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZErrorBody } from '@staffing/domain';
import type { TAccess } from './access.ts';

export { ZErrorBody };

/**
 * A 204 answer: no body. `undefined`, so that `reply.status(204).send()` type-checks; the type
 * provider writes it as `type: 'null'`, which the OpenAPI document shows as no content.
 */
export const ZNoContent = z.undefined().meta({ description: 'Done; no content.' });

type TSchemaParts = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string | number, unknown>;
};

/**
 * The error statuses a route can answer whatever its own logic: a route declares its successes
 * and its own errors (404, 409, ...) and the app adds these, so that every answer has a schema
 * (in the OpenAPI document and for serialisation) without each route repeating them.
 */
export function standardErrorStatuses(route: {
  method: string;
  access?: TAccess;
  schema?: TSchemaParts;
}): number[] {
  const statuses = [500];
  const { schema, access, method } = route;
  if (schema?.body || schema?.querystring || schema?.params) statuses.push(422);
  // A malformed path id answers 404, as an unknown one does (lib/path-params.ts).
  if (schema?.params) statuses.push(404);
  // A body that is not JSON (400), too large (413) or of another type (415).
  if (['POST', 'PUT', 'PATCH'].includes(method)) statuses.push(400, 413, 415);
  if (access?.kind === 'signed-in' || access?.kind === 'link') statuses.push(401);
  if (access?.kind === 'signed-in') {
    // A role rule refuses with 403, and so does a read-only API key on any write.
    if (access.allows || access.unless || method !== 'GET') statuses.push(403);
    // Integrations (API keys) are rate limited on every route.
    statuses.push(429);
  }
  return statuses;
}

/** Installs the standard error answers on every /api route. Call before any route is declared. */
export function registerStandardResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || (route as { websocket?: boolean }).websocket) return;
    const method = [route.method].flat()[0] ?? 'GET';
    const schema = (route.schema ?? {}) as TSchemaParts;
    const declared = schema.response ?? {};
    const response: Record<string | number, unknown> = {};
    for (const status of standardErrorStatuses({ method, access: route.config?.access, schema }))
      if (!(status in declared)) response[status] = ZErrorBody;
    route.schema = { ...schema, response: { ...response, ...declared } };
  });
}
