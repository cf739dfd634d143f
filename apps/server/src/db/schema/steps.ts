import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pairColumns } from './candidates.ts';
import { createdAt, id, ts, updatedAt } from './columns.ts';

export const steps = pgTable(
  'steps',
  {
    id: id(),
    ...pairColumns(),
    type: text('type').notNull(),
    status: text('status').notNull().default('COMPLETED'),
    date: ts('date').notNull().defaultNow(),
    comment: text('comment'),
    propositionUrl: text('proposition_url'),
    missionUrl: text('mission_url'),
    workflowRequestId: text('workflow_request_id'),
    salesforceId: text('salesforce_id'),
    source: text('source'),
    priority: text('priority'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    /** The detail object of the step's own type (sent, interview, go/no-go, sale). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Creation order: the latest step of a pair is the one with the highest seq (docs/decisions/0009-latest-step.md),
     * whatever date was typed; unlike created_at it also orders steps made in one transaction.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('steps_pair_idx').on(t.needId, t.candidateId, t.seq),
    index('steps_candidate_idx').on(t.candidateId),
    // Each type once per pair (FROZEN may repeat): the database backs the DUPLICATE_STEP rule under races.
    uniqueIndex('steps_pair_type_idx')
      .on(t.needId, t.candidateId, t.type)
      .where(sql`${t.type} <> 'FROZEN'`),
  ],
);
