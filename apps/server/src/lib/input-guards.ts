import type { FastifyInstance } from 'fastify';
import { badInput } from './errors.ts';

/** Where a NUL character hides in parsed input, as a field path (`skills.2`), or null. */
export function findNulField(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (key.includes('\u0000')) return here.join('.');
    const found = findNulField(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so one that slipped through would
 * turn into a server error deep in a query. Refuse it at the door, naming the field.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulField(part);
      if (field) return done(badInput(`${field}: must not contain a NUL character`));
    }
    done();
  });
}
