import { z } from 'zod';

/**
 * The one UUID pattern (docs/decisions/0001-ids-and-errors.md): any version and variant, as PostgreSQL's
 * uuid type accepts (zod's z.uuid() refuses ids such as 12345678-1234-1234-1234-123456789012
 * that the database stores).
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same pattern as text, for SQL (PostgreSQL's case-insensitive `~*`): one definition. */
export const UUID_PATTERN_SOURCE = UUID_PATTERN.source;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A UUID field refused with `message` (the server's path ids, filters and bodies). */
export const ZUuid = (message: string) => z.string({ message }).refine(isUuid, message);

/** Ids are shown truncated to 8 characters everywhere in the interface. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
