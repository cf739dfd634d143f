import { sql } from 'drizzle-orm';
import { bigserial, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_FOLD_SQL } from '@staffing/domain';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
/** The id of a row of a log (audit lines, attempts, events): a number that only grows. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();
/** The uuid id of the row this one belongs to: required, and deleting that row deletes this one. */
export const ownerUuid = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });
/** The same, where the owner's id is text (flows, webhook deliveries). */
export const ownerText = (name: string, owner: () => AnyPgColumn) =>
  text(name).notNull().references(owner, { onDelete: 'cascade' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Bumped on every write so that a stale edit is refused instead of silently overwriting. */
export const version = () => integer('version').notNull().default(1);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const sqlLiteral = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/**
 * A row's searchable fields (SQL expressions of its columns) folded by the domain's rule (lower case, no accents), kept by the
 * database itself so that every write path stays searchable. Fields are joined by a
 * newline, which a typed query never holds, so a match never spans two fields.
 */
export const searchText = (fields: readonly string[]) =>
  text('search_text').generatedAlwaysAs(
    sql`translate(${sql.raw(fields.map((field) => `coalesce(${field}, '')`).join(' || chr(10) || '))}, ${sqlLiteral(SEARCH_FOLD_SQL.from)}, ${sqlLiteral(SEARCH_FOLD_SQL.to)})`,
  );
