import type { FastifyInstance } from 'fastify';
import { SandboxCrmError } from './sandbox-record-rules.ts';

/** A NUL or a lone UTF-16 surrogate: neither can be stored as PostgreSQL text or JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Where such a character hides in parsed input, as a field path (`fields.Name`), or null. */
export function findUnstorableField(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (isUnstorable(key)) return here.join('.');
    const found = findUnstorableField(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refused at the door with 400, naming the field, before it can reach a query. */
export function registerSandboxInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableField(part);
      if (field)
        throw new SandboxCrmError(
          'INVALID_FIELD',
          `${field}: must not contain a NUL character or a lone surrogate`,
          [field],
          400,
        );
    }
  });
}
