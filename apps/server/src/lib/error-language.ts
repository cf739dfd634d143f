import type { FastifyInstance } from 'fastify';
import { pickLocale, translateMessage } from '@staffing/domain';

/** An error answer: `{ detail, code }` (and maybe fields of its own). */
function isErrorBody(payload: unknown): payload is { detail: string; code?: unknown } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { detail?: unknown }).detail === 'string'
  );
}

/**
 * Every error `detail` in the language of the request's `Accept-Language`: the code
 * writes English, this one hook writes the French when the reader asks for it. Nothing else of the
 * answer changes; answers that carry a `detail` say that they vary with the header.
 */
export function registerErrorLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return done(null, payload);
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Language'));
    const locale = pickLocale(request.headers['accept-language']);
    if (locale === 'en') return done(null, payload);
    done(null, { ...payload, detail: translateMessage(payload.detail, locale) });
  });
}

function appendVary(current: unknown, name: string): string {
  const text = Array.isArray(current)
    ? current.join(', ')
    : typeof current === 'string'
      ? current
      : '';
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return text;
  return [...names, name].join(', ');
}
