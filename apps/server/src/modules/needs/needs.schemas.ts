import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import {
  NEED_MESSAGES,
  ZNeedListQuery,
  ZUpdateNeedAnalysisRequest,
  ZUpdateNeedRequest,
} from '@staffing/domain';
import { badInput, describeZodIssues } from '../../lib/errors.ts';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Without an explicit `scope` the list shows active needs (everything not sold, canceled or
 * deleted); a `statuses` filter alone searches every column, so `statuses=sold` finds sold needs.
 */
function withDefaultScope(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const scope = raw.scope;
  if (typeof scope === 'string' && scope.trim()) return raw;
  const hasStatuses = raw.statuses !== undefined && raw.statuses !== '';
  return { ...raw, scope: hasStatuses ? 'all' : 'active' };
}

/** `GET /needs`: the domain's list query with the server's default scope. */
export const ZNeedsListQuery = z.preprocess(withDefaultScope, ZNeedListQuery);
export type TNeedsListQuery = z.infer<typeof ZNeedsListQuery>;

/** C0 control characters and DEL (NUL among them), which no filter value ever needs. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
}

/**
 * `GET /exports/needs.csv`: the spec's parameters (consultant_id, consultantId, client, priority,
 * search) plus every filter of the list; paging parameters are ignored, the export is whole.
 */
export const ZNeedsExportQuery = z
  .preprocess((raw) => {
    if (!isPlainObject(raw)) return raw;
    const { page: _page, size: _size, client, priority, ...rest } = raw;
    return withDefaultScope({
      ...rest,
      clients: rest.clients ?? client,
      priorities: rest.priorities ?? priority,
    });
  }, ZNeedListQuery)
  .superRefine((query, ctx) => {
    // Filter text goes into the first query: a control character (NUL among them) is refused
    // here, naming the parameter, rather than by the database once the file has started.
    const texts: [string, unknown][] = [
      ['search', query.search],
      ['consultant', query.consultant],
      ...(query.priorities ?? []).map((v): [string, unknown] => ['priority', v]),
      ...(query.clients ?? []).map((v): [string, unknown] => ['client', v]),
    ];
    for (const [field, value] of texts)
      if (typeof value === 'string' && hasControlCharacter(value)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field}: Invalid character` });
        return;
      }
  });
export type TNeedsExportQuery = z.infer<typeof ZNeedsExportQuery>;

// A PATCH without a body has nothing to update: say so rather than "expected object".
export const ZNeedsUpdateBody = z.preprocess((v) => v ?? {}, ZUpdateNeedRequest);
export const ZNeedsAnalysisBody = z.preprocess((v) => v ?? {}, ZUpdateNeedAnalysisRequest);

/** Path ids are checked in the service, so a malformed one is a plain 'Need not found'. */
export const ZNeedIdParams = z.object({ id: z.string() });

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
