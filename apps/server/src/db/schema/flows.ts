import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns.ts';

/** What Flow Administration shows for each background job (analysis, mail, scoring, CRM). */
export const flows = pgTable(
  'flows',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('pending'),
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    needId: uuid('need_id'),
    candidateId: uuid('candidate_id'),
    needName: text('need_name'),
    candidateName: text('candidate_name'),
    candidateEmail: text('candidate_email'),
    clientEmail: text('client_email'),
    message: text('message'),
    error: text('error'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by'),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flows_category_status_idx').on(t.category, t.status),
    index('flows_created_at_idx').on(t.createdAt),
  ],
);
