import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may send as its request id: short, printable, no spaces (it lands in log lines). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the proxy's or caller's `X-Request-Id` when it is a sane token, otherwise
 * a fresh UUID. A header that is too long or carries anything else is ignored, never echoed.
 */
export function genRequestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && REQUEST_ID_PATTERN.test(value) ? value : crypto.randomUUID();
}

const store = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, if any (e.g. a job created by a route handler). */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/**
 * Echoes the request id in every answer and makes it readable (`currentRequestId`) by whatever
 * the request's handler calls: a job created there records it, so the job's log lines carry it.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    store.run({ requestId: request.id }, done);
  });
}
