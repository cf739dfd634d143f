import { z } from 'zod';
import { blankToUndefined, filterList, ZFilterValue } from '../common/form-input.ts';
import { isJsonObject } from '../common/json-object.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { pageQueryFields } from '../common/pagination.schema.ts';
import { camelizeKeys } from './case-keys.ts';
import { COLUMN_TO_STATUS, NEED_COLUMNS, type TNeedColumn } from './need-column.ts';
import { NEED_LIMITS } from './need-messages.ts';

// ---- GET /needs ------------------------------------------------------------------------------

export const NEED_SORT_FIELDS = [
  'title',
  'client',
  'priority',
  'column',
  'status',
  'quantity',
  'tjm',
  'progressPct',
  'createdAt',
  'updatedAt',
] as const;
export const NEED_SCOPES = ['active', 'finished', 'all'] as const;

const STATUS_TO_COLUMN_INPUT: Record<string, TNeedColumn> = Object.fromEntries([
  ...NEED_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ...NEED_COLUMNS.map((c) => [COLUMN_TO_STATUS[c], c] as const),
]);

/** A status filter value: a column (`SALE`) or its front-end name (`sold`), any case. */
const ZStatusFilter = z.string().transform((v, ctx) => {
  const column =
    STATUS_TO_COLUMN_INPUT[v.trim().toLowerCase().replace(/_/g, '-')] ??
    STATUS_TO_COLUMN_INPUT[v.trim().toLowerCase()];
  if (!column) {
    ctx.addIssue({ code: 'custom', message: `Invalid column: ${v}` });
    return z.NEVER;
  }
  return column;
});

export const ZNeedListQuery = z.preprocess(
  camelizeKeys,
  z
    .object({
      ...pageQueryFields(NEED_LIMITS.maxPageSize, NEED_LIMITS.defaultPageSize),
      search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
      priorities: filterList('priorities', ZFilterValue),
      clients: filterList('clients', ZFilterValue),
      statuses: filterList('statuses', ZFilterValue.pipe(ZStatusFilter)),
      consultant: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('consultant', INPUT_LIMITS.idMax))
          .optional(),
      ),
      consultantId: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('consultantId', INPUT_LIMITS.idMax))
          .optional(),
      ),
      sortBy: z.preprocess(blankToUndefined, z.enum(NEED_SORT_FIELDS).optional()),
      sortOrder: z.preprocess(
        (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
        z.enum(['asc', 'desc']).optional(),
      ),
      /** active: workflow + Frozen/Push columns; finished: SALE, CANCELED, DELETED. */
      scope: z.preprocess(blankToUndefined, z.enum(NEED_SCOPES).default('all')),
    })
    .transform(({ consultantId, ...q }) => ({ ...q, consultant: q.consultant ?? consultantId })),
);
export type TNeedListQuery = z.infer<typeof ZNeedListQuery>;

/** Default sort: the needs list by title ascending, Finished Needs by updatedAt descending. */
export function getDefaultNeedSort(scope: TNeedListQuery['scope']): {
  sortBy: (typeof NEED_SORT_FIELDS)[number];
  sortOrder: 'asc' | 'desc';
} {
  return scope === 'finished'
    ? { sortBy: 'updatedAt', sortOrder: 'desc' }
    : { sortBy: 'title', sortOrder: 'asc' };
}

// ---- GET /exports/needs.csv ------------------------------------------------------------------

/**
 * Without an explicit `scope` the list shows active needs (everything not sold, canceled or
 * deleted); a `statuses` filter alone searches every column, so `statuses=sold` finds sold needs.
 */
export function withDefaultNeedScope(raw: unknown): unknown {
  if (!isJsonObject(raw)) return raw;
  const scope = raw.scope;
  if (typeof scope === 'string' && scope.trim()) return raw;
  const hasStatuses = raw.statuses !== undefined && raw.statuses !== '';
  return { ...raw, scope: hasStatuses ? 'all' : 'active' };
}

/** C0 control characters and DEL (NUL among them), which no filter value ever needs. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
}

/** The spec's parameters of the export as the web sends them (the list's filters also work). */
export type TNeedsExportParams = {
  consultant_id?: string;
  client?: string;
  priority?: string;
  search?: string;
};

/**
 * `GET /exports/needs.csv`: the spec's parameters (consultant_id, consultantId, client, priority,
 * search) plus every filter of the list; paging parameters are ignored, the export is whole.
 */
export const ZNeedsExportQuery = z
  .preprocess((raw) => {
    if (!isJsonObject(raw)) return raw;
    const { page: _page, size: _size, client, priority, ...rest } = raw;
    return withDefaultNeedScope({
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
