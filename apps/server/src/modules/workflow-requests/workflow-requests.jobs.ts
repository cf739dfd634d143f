import { z } from 'zod';
import {
  isFlowFinished,
  getWorkflowAction,
  getWorkflowRequestMissingNeedData,
  WORKFLOW_REQUEST_TYPES,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import {
  crmIdempotencyKey,
  CRM_ACTIONS,
  isPermanentCrmError,
  ZCrmCandidateFacts,
  ZCrmNeedFacts,
  ZCrmRecord,
  type TCrmAction,
  type TCrmConnector,
  type TCrmNeedFacts,
} from '../crm/crm-connector.ts';
import {
  applyCrmRecordToNeed,
  toCrmCandidateFacts,
  toCrmNeedFacts,
  ZCrmApplied,
  type TCrmApplied,
} from '../crm/crm-writeback.ts';
import { defineJob, PermanentJobError, type TStageContext } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TRpaModule } from '../rpa/register-rpa.ts';
import type {
  TFlowOutcome,
  TWorkflowRequestsService,
  TWorkflowRunner,
} from './workflow-requests.service.ts';

/**
 * The jobs of workflow requests: one job type per CRM action (`rpa_<action>`, category crm_rpa,
 * flow ids `rpa_…`), each in three stages: poll (load the need and candidate, check the need is
 * complete), classify (the connector's idempotent CRM write keyed by the record's business
 * identity, see crmIdempotencyKey) and
 * apply (the CRM id, link and date written back onto the need through needs.commands, once per
 * flow). The request follows its flow through the service's followFlow.
 *
 * This file is the only place that knows the jobs platform's API.
 */

/** What the flow carries: the request, its action and the payload it was started with. */
export const ZCrmFlowPayload = z.object({
  workflowRequestId: z.string(),
  requestType: z.enum(WORKFLOW_REQUEST_TYPES),
  action: z.enum(CRM_ACTIONS),
  payload: z.record(z.string(), z.unknown()),
});
export type TCrmFlowPayload = z.infer<typeof ZCrmFlowPayload>;

const ZPolled = z.object({ need: ZCrmNeedFacts, candidate: ZCrmCandidateFacts.nullable() });
type TPolled = z.infer<typeof ZPolled>;
/** The classify output: the record of the action, and those an opportunity added with it. */
const ZCrmClassified = ZCrmRecord.extend({
  also: z.array(z.object({ action: z.enum(CRM_ACTIONS), record: ZCrmRecord })).optional(),
});
type TCrmClassified = z.infer<typeof ZCrmClassified>;

const CRM_FLOW_OUTPUTS = { poll: ZPolled, classify: ZCrmClassified, apply: ZCrmApplied };
type TCrmStageContext = TStageContext<TCrmFlowPayload, typeof CRM_FLOW_OUTPUTS>;
/** What a browser run started by a request names (the request follows it). */
const ZFollowedRun = z.object({ workflowRequestId: z.string().nullish() });

export const crmJobType = (action: TCrmAction) => `rpa_${action}`;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function registerWorkflowRequestJobs(deps: {
  db: TDb;
  bus: TEventBus;
  runner: TJobs;
  connector: TCrmConnector;
  needs: Pick<TNeedsService, 'commands' | 'repo'>;
  candidates: Pick<TCandidatesService, 'repo'>;
  /** How each action is written (CRM_MODE): `rpa` starts a browser run instead. */
  crmMode?: Record<TCrmAction, 'api' | 'rpa'>;
  rpa?: TRpaModule;
  /** The request follows its flow. */
  follow: TWorkflowRequestsService['followFlow'];
}): TWorkflowRunner {
  const { db, bus, runner, connector, needs, candidates } = deps;

  const follow = (flow: TFlowRow, outcome: TFlowOutcome) =>
    deps
      .follow(
        {
          id: flow.id,
          type: flow.type,
          createdBy: flow.createdBy,
          requestId: ZCrmFlowPayload.parse(flow.payload).workflowRequestId,
        },
        outcome,
      )
      .then(() => undefined);

  /** Poll: the need and candidate as they are now; an incomplete need fails at once. */
  async function poll({ flow, payload: started }: TCrmStageContext): Promise<TPolled> {
    const { requestType, payload } = started;
    const need = flow.needId ? await needs.repo.findById(flow.needId) : undefined;
    if (!need) throw new PermanentJobError('Need not found');
    const missing = getWorkflowRequestMissingNeedData(requestType, need);
    if (missing.message) throw new PermanentJobError(missing.message);
    const names = await needs.repo.userNames();
    const row = flow.candidateId ? await candidates.repo.findById(flow.candidateId) : undefined;
    if (flow.candidateId && !row) throw new PermanentJobError('Candidate not found');
    return { need: toCrmNeedFacts(need, names), candidate: toCrmCandidateFacts(row, payload) };
  }

  /**
   * Classify: the CRM write, an upsert on the record's business key (a retry finds its record).
   * An opportunity request may also add the need's product line and its mission
   * (autoCreateProduct, autoCreateMission): each an upsert of its own key, under the opportunity
   * just written, so a retry of this stage redoes all of them without a second record.
   */
  async function classify({ payload: started, output }: TCrmStageContext): Promise<TCrmClassified> {
    const { action, payload } = started;
    const polled = output('poll');
    // The need's CRM links are read again at the moment of the write: a retry of this stage
    // after the opportunity was created (by another request) must see it, not the poll's copy.
    const now = await needs.repo.findById(polled.need.id);
    if (!now) throw new PermanentJobError('Need not found');
    const need: TCrmNeedFacts = {
      ...polled.need,
      opportunitySalesforceId: now.opportunitySalesforceId,
      opportunitySalesforceUrl: now.opportunitySalesforceUrl,
      missionSalesforceUrl: now.missionSalesforceUrl,
      propositionSalesforceId: now.propositionSalesforceId,
    };
    const write = (writeAction: TCrmAction, facts: TCrmNeedFacts) =>
      connector.write(writeAction, {
        idempotencyKey: crmIdempotencyKey({
          action: writeAction,
          needId: polled.need.id,
          candidate: polled.candidate,
        }),
        need: facts,
        candidate: polled.candidate,
        payload,
      });
    const record = await write(action, need);
    if (action !== 'opportunity') return record;
    const under = { ...need, opportunitySalesforceId: record.id };
    const also: TCrmClassified['also'] = [];
    if (payload.autoCreateProduct === true)
      also.push({ action: 'product', record: await write('product', under) });
    if (payload.autoCreateMission === true)
      also.push({ action: 'mission', record: await write('mission', under) });
    return also.length ? { ...record, also } : record;
  }

  /** Apply: the CRM records onto the need, through its commands, committed once per flow. */
  async function apply({ flow, payload, output }: TCrmStageContext): Promise<TCrmApplied> {
    const { workflowRequestId, action } = payload;
    const { also, ...record } = output('classify');
    return applyCrmRecordToNeed(
      { db, bus, needs },
      {
        flow,
        stage: 'apply',
        needId: flow.needId!,
        action,
        record,
        also,
        audit: { workflowRequestId },
      },
    );
  }

  // A browser run started by a request ends like an API run: the request follows it.
  deps.rpa?.onRunEnded(async (flow, outcome) => {
    const run = ZFollowedRun.safeParse(flow.payload ?? {});
    const requestId = run.success ? run.data.workflowRequestId : null;
    if (!requestId) return;
    await deps.follow(
      { id: flow.id, type: flow.type, createdBy: flow.createdBy, requestId },
      outcome,
    );
  });

  for (const action of CRM_ACTIONS) {
    const definition = defineJob({
      type: crmJobType(action),
      category: FLOW_CATEGORY.crm,
      queue: `rpa-${action}`,
      // A CRM that does not answer is worth two more tries; its validation refusals are not.
      retry: { attempts: 3, backoffSeconds: 5 },
      timeoutSeconds: 2 * 60,
      isPermanent: isPermanentCrmError,
      payload: ZCrmFlowPayload,
      outputs: CRM_FLOW_OUTPUTS,
      stages: [
        {
          name: 'poll',
          role: 'poll',
          progress: 10,
          run: poll,
          summariseOutput: (p) =>
            `${p.need.title} (${p.need.client})${p.candidate ? `, ${p.candidate.name}` : ''}`,
        },
        {
          name: 'classify',
          role: 'classify',
          progress: 40,
          run: classify,
          summariseOutput: (r) => {
            const also = (r.also ?? []).map((a) => `, ${a.record.object} ${a.record.id}`).join('');
            return `${r.object} ${r.id}${also}${r.via ? ` (via ${r.via})` : ''}`;
          },
        },
        { name: 'apply', role: 'apply', progress: 80, run: apply },
      ],
      onComplete: (flow) => follow(flow, { status: 'COMPLETED' }),
      onError: (flow, message) => follow(flow, { status: 'FAILED', lastError: message }),
      onCancel: (flow) => follow(flow, { status: 'CANCELLED' }),
      onRestart: (flow) => follow(flow, { status: 'IN_PROGRESS' }),
    });
    runner.register(definition);
  }

  return {
    async start({ request, need, candidate, actorId }, tx) {
      const type = request.type as TWorkflowRequestType;
      const action = getWorkflowAction(type) as TCrmAction;
      if (deps.crmMode?.[action] === 'rpa' && deps.rpa) {
        // This action is written through the CRM's pages: a browser run, followed the same way.
        const run = await deps.rpa.service.createForWorkflowRequest(
          {
            action,
            requestId: request.id,
            requestPayload: request.payload,
            need,
            candidate,
            actorId,
          },
          tx,
        );
        return { flowId: run.id, enqueue: () => runner.enqueue(run) };
      }
      const payload: TCrmFlowPayload = {
        workflowRequestId: request.id,
        requestType: type,
        action,
        payload: request.payload,
      };
      const flow = await runner.create(
        {
          type: crmJobType(action),
          category: FLOW_CATEGORY.crm,
          idPrefix: 'rpa_',
          payload,
          needId: need.id,
          candidateId: candidate?.id ?? null,
          needName: need.title,
          candidateName: candidate?.name ?? text(request.payload.candidateName),
          candidateEmail: candidate?.email ?? null,
          createdBy: actorId,
          message: `${type} for workflow request ${request.id}`,
        },
        tx,
      );
      return { flowId: flow.id, enqueue: () => runner.enqueue(flow) };
    },
    async cancel(flowId, actorId) {
      const flow = await runner.flows.findById(flowId);
      if (!flow || isFlowFinished(flow.status)) return;
      await runner
        .cancel(flowId, { actorId, reason: 'Workflow request cancelled' })
        .catch((err) => {
          // The flow ended between the two reads: nothing left to cancel.
          if (!(err instanceof AppError && err.status === 409)) throw err;
        });
    },
  };
}
