import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import {
  NEED_MESSAGES,
  withDefaultNeedScope,
  ZNeedListQuery,
  ZUpdateNeedAnalysisRequest,
  ZUpdateNeedRequest,
} from '@staffing/domain';
import { badInput, describeZodIssues } from '../../lib/errors.ts';

/** `GET /needs`: the domain's list query with the server's default scope (docs/decisions/0005-active-scope.md). */
export const ZNeedsListQuery = z.preprocess(withDefaultNeedScope, ZNeedListQuery);
export type TNeedsListQuery = z.infer<typeof ZNeedsListQuery>;

// A PATCH without a body has nothing to update: say so rather than "expected object".
export const ZNeedsUpdateBody = z.preprocess((v) => v ?? {}, ZUpdateNeedRequest);
export const ZNeedsAnalysisBody = z.preprocess((v) => v ?? {}, ZUpdateNeedAnalysisRequest);

const OWN_MESSAGES = new Set<string>(Object.values(NEED_MESSAGES));

/**
 * Validation failures of the needs routes: the spec's own messages travel exactly as written
 * ('Invalid column selection', not 'column: Invalid column selection'), since the web matches
 * them; zod's generic ones get their field in front.
 */
export function formatNeedsSchemaError(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  const message = first?.message ?? 'Invalid request';
  if (OWN_MESSAGES.has(message) || message.startsWith('Invalid column')) return badInput(message);
  const issues = errors.map((e) => ({
    path: String(e.instancePath ?? '')
      .split('/')
      .filter(Boolean),
    message: e.message ?? 'Invalid value',
  }));
  return badInput(describeZodIssues(issues));
}
