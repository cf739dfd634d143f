import {
  FLOW_ACTION_FROM,
  FLOW_BULK_MAX,
  FLOW_CATEGORIES,
  FLOW_STATUSES,
  FLOW_TIMINGS,
  getFlowRetryKind,
  LIMIT_MESSAGES,
  toPage,
  ZFlowListQuery,
  type TFlow,
  type TFlowBulkRequest,
  type TFlowBulkResult,
  type TFlowCategory,
  type TFlowListQuery,
  type TFlowMetrics,
  type TFlowMetricsQuery,
  type TFlowStageRole,
  type TFlowStatusCounts,
  type TFlowVerifyResult,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { AppError, badInput, describeZodIssues, notFound } from '../../lib/errors.ts';
import type { TVerifyResult } from '../jobs/job-definition.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { createAdminFlowsRepository, type TFlowFilter } from './flows.repository.ts';
import { serializeFlow } from '../jobs/flows.serializer.ts';
import { savedStagesOf } from '../jobs/stage-commit.ts';

const emptyCounts = (): TFlowStatusCounts => ({
  total: 0,
  pending: 0,
  processing: 0,
  completed: 0,
  error: 0,
  cancelled: 0,
});

function addCount(counts: TFlowStatusCounts, status: string, n: number) {
  const s = status === 'failed' ? 'error' : status;
  counts.total += n;
  if ((FLOW_STATUSES as readonly string[]).includes(s))
    counts[s as keyof Omit<TFlowStatusCounts, 'total'>] += n;
}

/** Flow Administration (Admin only): the list, metrics, timeline and the actions on runs. */
export function createFlowsService(deps: { db: TDb; jobs: TJobs }) {
  const { db, jobs } = deps;
  const repo = createAdminFlowsRepository(db);

  async function requireFlow(id: string): Promise<TFlowRow> {
    const flow = await jobs.flows.findById(id);
    if (!flow) throw notFound('Flow not found');
    return flow;
  }

  /** The stage role the Retry button (and bulk retry) of a flow uses. */
  function retryRoleOf(flow: TFlowRow): TFlowStageRole {
    const kind = getFlowRetryKind(flow);
    const role: TFlowStageRole = kind === 'rpa_relaunch' ? 'poll' : kind;
    const def = jobs.definitionOf(flow.type);
    if (!def || def.stages.some((s) => s.role === role)) return role;
    // The type has no such stage: from the stage that failed, or from the start.
    return def.stages.find((s) => s.name === flow.stage)?.role ?? def.stages[0]!.role;
  }

  /** The default verify: the records the flow and its last output name still exist. */
  async function verifyRecords(flow: TFlowRow, output: unknown): Promise<TVerifyResult> {
    const named = (output && typeof output === 'object' ? output : {}) as Record<string, unknown>;
    const needId = typeof named.needId === 'string' ? named.needId : flow.needId;
    const candidateId =
      typeof named.candidateId === 'string' ? named.candidateId : flow.candidateId;
    if (needId && !(await repo.needExists(needId)))
      return { verified: false, detail: `Need ${needId} no longer exists` };
    if (candidateId && !(await repo.candidateExists(candidateId)))
      return { verified: false, detail: `Candidate ${candidateId} no longer exists` };
    const what = [needId && 'need', candidateId && 'candidate'].filter(Boolean).join(' and ');
    return {
      verified: true,
      detail: what ? `The ${what} written by this flow exist` : 'The stage output is recorded',
    };
  }

  return {
    async list(query: TFlowListQuery) {
      const { page, size, ...filter } = query;
      const { rows, total } = await repo.list(filter, page, size);
      return toPage(
        rows.map((r) => serializeFlow(r)),
        total,
        page,
        size,
      );
    },

    async metrics(query: TFlowMetricsQuery): Promise<TFlowMetrics> {
      const { windowHours, category } = query;
      const totals = emptyCounts();
      const byCategory = Object.fromEntries(
        FLOW_CATEGORIES.map((c) => [c, emptyCounts()]),
      ) as Record<TFlowCategory, TFlowStatusCounts>;
      for (const row of await repo.statusCounts(category)) {
        addCount(totals, row.status, row.n);
        const bucket = byCategory[row.category as TFlowCategory];
        if (bucket) addCount(bucket, row.status, row.n);
      }
      const window = await repo.windowStats(windowHours, category);
      return {
        windowHours,
        totals,
        byCategory,
        throughputPerHour: window.finished / windowHours,
        errorRate: window.finished ? window.errors / window.finished : 0,
        durationMs: { p50: window.d50, p95: window.d95 },
        queueWaitMs: await repo.queueWait(windowHours, category),
        stuck: await repo.stuck(FLOW_TIMINGS.stuckAfterMs, category),
      };
    },

    async get(id: string): Promise<TFlow> {
      const flow = await requireFlow(id);
      return serializeFlow(flow, await jobs.flows.listAttempts(id));
    },

    async retry(actor: TActor, id: string, role: TFlowStageRole, reason?: string): Promise<TFlow> {
      const flow = await jobs.restartFrom(id, role, { actorId: actor.id, reason });
      return serializeFlow(flow);
    },

    async cancel(actor: TActor, id: string, reason?: string): Promise<TFlow> {
      const flow = await jobs.cancel(id, { actorId: actor.id, reason });
      return serializeFlow(flow);
    },

    /** Read-only check of the last completed stage against the records (the check is logged). */
    async verifyStep(actor: TActor, id: string, reason?: string): Promise<TFlowVerifyResult> {
      const flow = await requireFlow(id);
      const attempts = await jobs.flows.listAttempts(id);
      const last = attempts.filter((a) => a.status === 'completed').at(-1);
      const stages = savedStagesOf(flow);
      const stage = last?.stage ?? Object.keys(stages).at(-1) ?? null;
      let result: TVerifyResult;
      if (!stage) result = { verified: false, detail: 'No completed stage to verify' };
      else {
        const def = jobs.definitionOf(flow.type);
        const output = stages[stage];
        result = def?.verify
          ? await def.verify(flow, stage, output)
          : await verifyRecords(flow, output);
      }
      await jobs.recordAction(id, 'verify-step', { actorId: actor.id, reason });
      return { flowId: id, stage, ...result };
    },

    /**
     * Bulk retry or cancel of the flows named by `ids` or matching `filter`. A dry run only
     * counts; otherwise each eligible flow gets the action with the reason, one by one (a flow
     * that changed meanwhile is skipped).
     */
    async bulk(actor: TActor, request: TFlowBulkRequest): Promise<TFlowBulkResult> {
      const { action, dryRun, reason } = request;
      const statuses =
        action === 'retry'
          ? [...FLOW_ACTION_FROM['retry-poll'], 'failed']
          : [...FLOW_ACTION_FROM.cancel];
      let filter: TFlowFilter | null = null;
      if (request.filter) {
        const parsed = ZFlowListQuery.safeParse(request.filter);
        if (!parsed.success) throw badInput(describeZodIssues(parsed.error.issues));
        const { page: _page, size: _size, ...rest } = parsed.data;
        filter = rest;
      }
      const ids = request.ids ? [...new Set(request.ids)] : null;
      const matched = ids ? await repo.countByIds(ids) : await repo.count(filter!);
      const eligibleRows = await repo.listForAction(filter, ids, statuses, FLOW_BULK_MAX + 1);
      const eligible = ids ? eligibleRows.length : await repo.count(filter!, statuses);
      if (dryRun)
        return {
          action,
          dryRun: true,
          matched,
          eligible,
          affected: 0,
          skipped: matched - eligible,
          flowIds: eligibleRows.slice(0, FLOW_BULK_MAX).map((f) => f.id),
        };
      if (eligible > FLOW_BULK_MAX)
        throw badInput(LIMIT_MESSAGES.tooManyItems('flows', FLOW_BULK_MAX));
      const by = { actorId: actor.id, reason: reason ?? null };
      const done: string[] = [];
      for (const flow of eligibleRows) {
        try {
          if (action === 'retry') await jobs.restartFrom(flow.id, retryRoleOf(flow), by);
          else await jobs.cancel(flow.id, by);
          done.push(flow.id);
        } catch (err) {
          // Changed since it was listed (finished, restarted) or no stage to retry: skipped.
          if (!(err instanceof AppError) || err.status !== 409) throw err;
        }
      }
      return {
        action,
        dryRun: false,
        matched,
        eligible,
        affected: done.length,
        skipped: matched - done.length,
        flowIds: done,
      };
    },
  };
}

export type TFlowsService = ReturnType<typeof createFlowsService>;
