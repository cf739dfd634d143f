import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerText, serialId, ts, updatedAt } from './columns.ts';

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
    /** When the run's current job was queued (first queueing, a retry, a restart): queue wait. */
    queuedAt: ts('queued_at'),
    /** Set by a cancel while a stage runs: the run stops at its next stage boundary. */
    cancelRequestedAt: ts('cancel_requested_at'),
    /** Bumped by every stage claim; a claim names the value it saw (one UPDATE wins). */
    lease: integer('lease').notNull().default(0),
    /** The run (one handler call) holding the flow, its pg-boss job, and until when. */
    claimToken: text('claim_token'),
    claimJobId: text('claim_job_id'),
    leaseExpiresAt: ts('lease_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flows_category_status_idx').on(t.category, t.status),
    index('flows_created_at_idx').on(t.createdAt),
    index('flows_status_created_at_idx').on(t.status, t.createdAt),
    index('flows_need_id_idx').on(t.needId),
    index('flows_candidate_id_idx').on(t.candidateId),
    index('flows_completed_at_idx')
      .on(t.completedAt)
      .where(sql`${t.status} IN ('completed', 'error', 'cancelled')`),
  ],
);

/** One attempt of one stage of a flow: the run's timeline in Flow Administration. */
export const flowStageAttempts = pgTable(
  'flow_stage_attempts',
  {
    id: serialId(),
    flowId: ownerText('flow_id', () => flows.id),
    stage: text('stage').notNull(),
    role: text('role'),
    attempt: integer('attempt').notNull(),
    status: text('status').notNull().default('running'),
    queuedAt: ts('queued_at'),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    durationMs: integer('duration_ms'),
    queueWaitMs: integer('queue_wait_ms'),
    inputSummary: text('input_summary'),
    outputSummary: text('output_summary'),
    error: text('error'),
    claimToken: text('claim_token').notNull(),
    worker: text('worker'),
  },
  (t) => [index('flow_stage_attempts_flow_id_idx').on(t.flowId, t.id)],
);
