import {
  isFlowFinished,
  getWorkflowAction,
  getWorkflowRequestMissingNeedData,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import {
  crmIdempotencyKey,
  CRM_ACTIONS,
  isPermanentCrmError,
  writeCrmAction,
  type TCrmAction,
  type TCrmCandidateFacts,
  type TCrmConnector,
  type TCrmNeedFacts,
  type TCrmRecord,
} from '../crm/crm-connector.ts';
import { defineJob, PermanentJobError, type TStageContext } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { commitStageOnce } from '../jobs/stage-commit.ts';
import type { TNeedInsert } from '../needs/needs.repository.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus, TLiveEvent } from '../realtime/event-bus.ts';
import type {
  TFlowOutcome,
  TWorkflowRequestsService,
  TWorkflowRunner,
} from './workflow-requests.service.ts';

/**
 * The jobs of workflow requests: one job type per CRM action (`rpa_<action>`, category crm_rpa,
 * flow ids `rpa_…`), each in three stages: poll (load the need and candidate, check the need is
 * complete), classify (the connector's idempotent CRM write keyed `<requestId>:<action>`) and
 * apply (the CRM id, link and date written back onto the need through needs.commands, once per
 * flow). The request follows its flow through the service's followFlow.
 *
 * This file is the only place that knows the jobs platform's API.
 */

/** What the flow carries: the request, its action and the payload it was started with. */
export type TCrmFlowPayload = {
  workflowRequestId: string;
  requestType: TWorkflowRequestType;
  action: TCrmAction;
  payload: Record<string, unknown>;
};

type TPolled = { need: TCrmNeedFacts; candidate: TCrmCandidateFacts | null };
export type TCrmApplied = {
  needId: string;
  object: string;
  crmId: string;
  crmUrl: string;
  createdAt: string;
  needFields: string[];
};

export const crmJobType = (action: TCrmAction) => `rpa_${action}`;

/** The need fields an action writes back (spec 000 CRM fields of the need). */
function needFieldsFor(action: TCrmAction, record: TCrmRecord): Partial<TNeedInsert> {
  const at = new Date(record.createdAt);
  if (action === 'opportunity')
    return {
      opportunitySalesforceId: record.id,
      opportunitySalesforceUrl: record.url,
      opportunityCreatedAt: at,
    };
  if (action === 'mission') return { missionSalesforceUrl: record.url, missionCreatedAt: at };
  if (action === 'proposition')
    return {
      propositionSalesforceId: record.id,
      propositionSalesforceUrl: record.url,
      propositionCreatedAt: at,
    };
  return {};
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A record gone while its job ran (a 404 from a command) cannot come back on a retry. */
function permanentIfGone(err: unknown): never {
  if (err instanceof AppError && err.status === 404) throw new PermanentJobError(err.message);
  throw err;
}

export function registerWorkflowRequestJobs(deps: {
  db: TDb;
  bus: TEventBus;
  runner: TJobs;
  connector: TCrmConnector;
  needs: Pick<TNeedsService, 'commands' | 'repo'>;
  candidates: Pick<TCandidatesService, 'repo'>;
  /** The request follows its flow (set once the service exists). */
  follow: () => TWorkflowRequestsService['followFlow'];
}): TWorkflowRunner {
  const { db, bus, runner, connector, needs, candidates } = deps;

  async function publishAll(events: TLiveEvent[]) {
    for (const event of events) await bus.publish(event).catch(() => {});
  }

  const payloadOf = (flow: TFlowRow) => flow.payload as TCrmFlowPayload;
  const follow = (flow: TFlowRow, outcome: TFlowOutcome) =>
    deps
      .follow()(
        {
          id: flow.id,
          type: flow.type,
          createdBy: flow.createdBy,
          requestId: payloadOf(flow).workflowRequestId,
        },
        outcome,
      )
      .then(() => undefined);

  /** Poll: the need and candidate as they are now; an incomplete need fails at once. */
  async function poll({ flow }: TStageContext): Promise<TPolled> {
    const { requestType, payload } = payloadOf(flow);
    const need = flow.needId ? await needs.repo.findById(flow.needId) : undefined;
    if (!need) throw new PermanentJobError('Need not found');
    const missing = getWorkflowRequestMissingNeedData(requestType, need);
    if (missing.message) throw new PermanentJobError(missing.message);
    const names = await needs.repo.userNames();
    const row = flow.candidateId ? await candidates.repo.findById(flow.candidateId) : undefined;
    if (flow.candidateId && !row) throw new PermanentJobError('Candidate not found');
    const candidateName = text(payload.candidateName);
    const candidate: TCrmCandidateFacts | null = row
      ? { id: row.id, name: row.name, email: row.email, salesforceId: row.salesforceId }
      : candidateName
        ? {
            id: null,
            name: candidateName,
            email: null,
            salesforceId: text(payload.candidateSalesforceId),
          }
        : null;
    return {
      need: {
        id: need.id,
        title: need.title,
        client: need.client,
        tjm: need.tjm,
        quantity: need.quantity,
        description: need.description,
        orderClients: need.orderClients,
        orderClientsEmail: need.orderClientsEmail,
        consultants: need.consultants.map((id) => names.get(id) ?? id),
        opportunitySalesforceId: need.opportunitySalesforceId,
        opportunitySalesforceUrl: need.opportunitySalesforceUrl,
        missionSalesforceUrl: need.missionSalesforceUrl,
        propositionSalesforceId: need.propositionSalesforceId,
      },
      candidate,
    };
  }

  /** Classify: the CRM write, an upsert on the request's key (a retry finds its record). */
  async function classify({ flow, outputs }: TStageContext): Promise<TCrmRecord> {
    const { action, payload } = payloadOf(flow);
    const polled = outputs.poll as TPolled;
    // The need's CRM links are read again at the moment of the write: a retry of this stage
    // after the opportunity was created (by another request) must see it, not the poll's copy.
    const now = await needs.repo.findById(polled.need.id);
    if (!now) throw new PermanentJobError('Need not found');
    return writeCrmAction(connector, action, {
      idempotencyKey: crmIdempotencyKey({
        action,
        needId: polled.need.id,
        candidate: polled.candidate,
      }),
      need: {
        ...polled.need,
        opportunitySalesforceId: now.opportunitySalesforceId,
        opportunitySalesforceUrl: now.opportunitySalesforceUrl,
        missionSalesforceUrl: now.missionSalesforceUrl,
        propositionSalesforceId: now.propositionSalesforceId,
      },
      candidate: polled.candidate,
      payload,
    });
  }

  /** Apply: the CRM record onto the need, through its commands, committed once per flow. */
  async function apply({ flow, outputs }: TStageContext): Promise<unknown> {
    const { workflowRequestId, action } = payloadOf(flow);
    const record = outputs.classify as TCrmRecord;
    const needId = flow.needId!;
    const fields = needFieldsFor(action, record);
    const committed = await commitStageOnce(
      db,
      flow.id,
      'apply',
      async (tx: TExecutor) => {
        if (Object.keys(fields).length === 0) return { changed: [] as string[], events: [] };
        const result = await needs.commands
          .change(tx, flow.createdBy, needId, `crm_${action}`, () => fields, {
            audit: { source: flow.type, flowId: flow.id, workflowRequestId, crmId: record.id },
          })
          .catch(permanentIfGone);
        return { changed: result.changed as string[], events: result.events };
      },
      (work): TCrmApplied => ({
        needId,
        object: record.object,
        crmId: record.id,
        crmUrl: record.url,
        createdAt: record.createdAt,
        needFields: work.changed,
      }),
    );
    if (committed.applied) await publishAll(committed.work.events);
    return committed.output;
  }

  for (const action of CRM_ACTIONS) {
    const definition = defineJob({
      type: crmJobType(action),
      category: FLOW_CATEGORY.crm,
      queue: `rpa-${action}`,
      // A CRM that does not answer is worth two more tries; its validation refusals are not.
      retry: { attempts: 3, backoffSeconds: 5 },
      timeoutSeconds: 2 * 60,
      isPermanent: isPermanentCrmError,
      stages: [
        {
          name: 'poll',
          role: 'poll',
          progress: 10,
          run: poll,
          summariseOutput: (o) => {
            const p = o as TPolled;
            return `${p.need.title} (${p.need.client})${p.candidate ? `, ${p.candidate.name}` : ''}`;
          },
        },
        {
          name: 'classify',
          role: 'classify',
          progress: 40,
          run: classify,
          summariseOutput: (o) => {
            const r = o as TCrmRecord;
            return `${r.object} ${r.id}${r.via ? ` (via ${r.via})` : ''}`;
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
