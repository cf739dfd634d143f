import type { FastifyInstance } from 'fastify';
import { findRefusedField } from '@staffing/domain';
import { badInput } from './errors.ts';

const hasNul = (text: string) => text.includes('\u0000');

/** Where a NUL character hides in parsed input, as a field path (`skills.2`), or null. */
export function findNulField(value: unknown): string | null {
  return findRefusedField(hasNul, value);
}

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so one that slipped through would
 * turn into a server error deep in a query. Refuse it at the door, naming the field.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findRefusedField(hasNul, request.params, request.query, request.body);
    done(field ? badInput(`${field}: must not contain a NUL character`) : undefined);
  });
}
