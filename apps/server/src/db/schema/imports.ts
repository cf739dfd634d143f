import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { TImportKind, TImportMapping } from '@staffing/domain';
import { createdAt, id, ownerUuid, ts } from './columns.ts';
import { flows } from './flows.ts';
import { users } from './users.ts';

/**
 * A CSV or XLSX import of needs or candidates: the parsed file (headers and rows as text), its
 * mapping, and where its run stands. The file itself is not kept.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    kind: text('kind').$type<TImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<TImportMapping>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count'),
    createdCount: integer('created_count').notNull().default(0),
    flowId: text('flow_id').references(() => flows.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
    undoneAt: ts('undone_at'),
  },
  (t) => [index('imports_created_by_idx').on(t.createdBy, t.createdAt)],
);

/**
 * The records an import created, row by row, with the version each had then: the run resumes
 * after the last row saved, and undo removes exactly these (refusing any changed since).
 */
export const importRecords = pgTable(
  'import_records',
  {
    importId: ownerUuid('import_id', () => imports.id),
    row: integer('row').notNull(),
    entityId: uuid('entity_id').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
