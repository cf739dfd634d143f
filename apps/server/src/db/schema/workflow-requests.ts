import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

/**
 * CRM workflow requests (spec 001 section 3). need_id and candidate_id copy the payload's ids so
 * the list filters and the search join use an index; no foreign key, so a request outlives a
 * deleted need as history (its context then reads null).
 */
export const workflowRequests = pgTable(
  'workflow_requests',
  {
    id: id(),
    stepId: text('step_id'),
    type: text('type').notNull(),
    status: text('status').notNull().default('NEW'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    flowId: text('flow_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    needId: uuid('need_id').notNull(),
    candidateId: uuid('candidate_id'),
    createdBy: uuid('created_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list is newest first, filtered by status and type.
    index('workflow_requests_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('workflow_requests_status_idx').on(t.status, t.createdAt),
    index('workflow_requests_type_idx').on(t.type, t.createdAt),
    index('workflow_requests_need_idx').on(t.needId),
    index('workflow_requests_candidate_idx').on(t.candidateId),
    index('workflow_requests_flow_idx').on(t.flowId),
  ],
);
