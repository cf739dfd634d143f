import type { FastifyInstance } from 'fastify';
import { findRefusedField } from '@staffing/domain';
import { SandboxCrmError } from './sandbox-record-rules.ts';

/** A NUL or a lone UTF-16 surrogate: neither can be stored as PostgreSQL text or JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Refused at the door with 400, naming the field, before it can reach a query. */
export function registerSandboxInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findRefusedField(isUnstorable, request.params, request.query, request.body);
    if (field)
      throw new SandboxCrmError(
        'INVALID_FIELD',
        `${field}: must not contain a NUL character or a lone surrogate`,
        [field],
        400,
      );
  });
}
