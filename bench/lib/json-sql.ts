// SQL that makes PostgreSQL write the API's JSON itself, for the raw baseline: each key of a
// response schema becomes one aliased expression of a row_to_json / json_agg select, so Node
// passes the database's text through without parsing or serialising a row.
import type { Column } from 'drizzle-orm';

/** A timestamp as JavaScript's Date#toISOString writes it (UTC, milliseconds, 'Z'). */
export const isoSql = (expr: string) =>
  `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `expression AS "key"` for every key of a response schema, in its order: a column of the same
 * name (timestamps as ISO text), or the expression `extra` gives for it. A key with neither is a
 * mistake of the baseline, reported at start rather than as a silent difference.
 */
export function jsonSelect(
  alias: string,
  keys: readonly string[],
  columns: Record<string, Column>,
  extra: Record<string, string> = {},
): string {
  return keys
    .map((key) => {
      const given = extra[key];
      if (given !== undefined) return `${given} AS "${key}"`;
      const column = columns[key];
      if (!column) throw new Error(`baseline: no SQL for the response key "${key}"`);
      const ref = `${alias}."${column.name}"`;
      return `${column.columnType === 'PgTimestamp' ? isoSql(ref) : ref} AS "${key}"`;
    })
    .join(',\n  ');
}
