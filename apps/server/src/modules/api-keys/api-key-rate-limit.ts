import type { FastifyInstance } from 'fastify';
import { API_KEY_MESSAGES, ErrorCode } from '@staffing/domain';
import { AppError } from '../../lib/errors.ts';

const MINUTE_MS = 60_000;

/**
 * Requests per minute per API key, counted after the access hook has resolved the key (so this
 * hook must be added after `registerAccessControl`). People's session requests never count.
 * The counters live in this process (`@fastify/rate-limit`'s store): with several processes each
 * one allows the limit, which bounds a runaway integration without a database write per request.
 */
export function registerApiKeyRateLimit(app: FastifyInstance, perMinute: number): void {
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `api-key:${request.actor.apiKey!.id}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ErrorCode.RATE_LIMITED,
        API_KEY_MESSAGES.rateLimited(perMinute, Math.max(1, Math.ceil(context.ttl / 1000))),
        429,
      ),
  });
  // Callback-style: most requests are people's, and an async hook costs each of them a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.actor?.apiKey) return done();
    limit.call(app, request, reply).then(() => done(), done);
  });
}
