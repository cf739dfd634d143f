import { sql } from 'drizzle-orm';
import { flows } from '../../db/schema/index.ts';

// A flow's metadata is changed in SQL, one key at a time, so that writes made meanwhile (an
// admin's action, a stage's outcome) all stay.

/** An entry of metadata.actions: who did what to a flow, and why. */
export type TFlowAction = { action: string; reason: string | null; by: string | null; at: string };

/** `metadata.actions` with one more entry, written in SQL so concurrent actions all stay. */
export function appendAction(entry: TFlowAction) {
  return sql`jsonb_set(coalesce(${flows.metadata}, '{}'::jsonb), '{actions}',
    coalesce(${flows.metadata}->'actions', '[]'::jsonb) || jsonb_build_array(${JSON.stringify(entry)}::jsonb))`;
}

/**
 * The row's metadata with one key set to `value`, or removed when `value` is null, written in
 * SQL so the other keys (an admin action appended meanwhile) stay as they are.
 */
export function withMetadataKey(key: string, value: unknown) {
  const current = sql`coalesce(${flows.metadata}, '{}'::jsonb)`;
  if (value === null || value === undefined) return sql`${current} - ${key}::text`;
  return sql`${current} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`;
}
