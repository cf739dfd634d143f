import { z } from 'zod';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TCandidateRow } from '../candidates/candidates.repository.ts';
import { permanentIfGone } from '../jobs/job-definition.ts';
import type { TFlowRow } from '../jobs/flows.repository.ts';
import { commitStageOnce } from '../jobs/stage-commit.ts';
import type { TNeedInsert, TNeedRow } from '../needs/need-record.sql.ts';
import type { TNeedsService } from '../needs/needs.service.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TCrmAction, TCrmCandidateFacts, TCrmNeedFacts, TCrmRecord } from './crm-connector.ts';

/**
 * What every CRM path (API jobs of workflow requests, browser runs) shares around the write
 * itself: the need and candidate as the write sees them, and the write-back of the record onto
 * the need, once per flow.
 */

export const ZCrmApplied = z.object({
  needId: z.string(),
  object: z.string(),
  crmId: z.string(),
  crmUrl: z.string(),
  createdAt: z.string(),
  needFields: z.array(z.string()),
});
export type TCrmApplied = z.infer<typeof ZCrmApplied>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The need as a CRM write sees it; consultants by name (`names`: user id → name). */
export function toCrmNeedFacts(need: TNeedRow, names: Map<string, string>): TCrmNeedFacts {
  return {
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
  };
}

/** The candidate record, or the name a request gave for a candidate not in the database. */
export function toCrmCandidateFacts(
  row: TCandidateRow | undefined,
  payload: Record<string, unknown>,
): TCrmCandidateFacts | null {
  if (row) return { id: row.id, name: row.name, email: row.email, salesforceId: row.salesforceId };
  const name = text(payload.candidateName);
  return name
    ? { id: null, name, email: null, salesforceId: text(payload.candidateSalesforceId) }
    : null;
}

/**
 * The need fields an action writes back (spec 000 CRM fields of the need). A record the need
 * already links keeps the date it was first linked (a second run of the same key finds the same
 * record: it is not new).
 */
export function needFieldsFor(
  action: TCrmAction,
  record: TCrmRecord,
  current?: Pick<
    TNeedRow,
    | 'opportunitySalesforceId'
    | 'opportunityCreatedAt'
    | 'propositionSalesforceId'
    | 'propositionCreatedAt'
    | 'missionSalesforceUrl'
    | 'missionCreatedAt'
  >,
): Partial<TNeedInsert> {
  const at = new Date(record.createdAt);
  const linkedAt = (isSameRecord: boolean, firstAt: Date | null | undefined) =>
    isSameRecord && firstAt ? firstAt : at;
  if (action === 'opportunity')
    return {
      opportunitySalesforceId: record.id,
      opportunitySalesforceUrl: record.url,
      opportunityCreatedAt: linkedAt(
        current?.opportunitySalesforceId === record.id,
        current?.opportunityCreatedAt,
      ),
    };
  if (action === 'mission')
    return {
      missionSalesforceUrl: record.url,
      missionCreatedAt: linkedAt(
        current?.missionSalesforceUrl === record.url,
        current?.missionCreatedAt,
      ),
    };
  if (action === 'proposition')
    return {
      propositionSalesforceId: record.id,
      propositionSalesforceUrl: record.url,
      propositionCreatedAt: linkedAt(
        current?.propositionSalesforceId === record.id,
        current?.propositionCreatedAt,
      ),
    };
  return {};
}

/**
 * The apply stage of a CRM flow: the CRM record onto the need through its commands, committed
 * with the stage's output in one transaction (commitStageOnce), so a retried or doubled run
 * writes it once; the need events are published after commit.
 */
export async function applyCrmRecordToNeed(
  deps: { db: TDb; bus: TEventBus; needs: Pick<TNeedsService, 'commands'> },
  input: {
    flow: TFlowRow;
    stage: string;
    needId: string;
    action: TCrmAction;
    record: TCrmRecord;
    /** Records written with it (an opportunity's product line and mission). */
    also?: { action: TCrmAction; record: TCrmRecord }[];
    audit: Record<string, unknown>;
  },
): Promise<TCrmApplied> {
  const { db, bus, needs } = deps;
  const { flow, stage, needId, action, record } = input;
  const committed = await commitStageOnce(
    db,
    flow.id,
    stage,
    async (tx: TExecutor) => {
      const written = [{ action, record }, ...(input.also ?? [])];
      const fieldsOf = (row?: Parameters<typeof needFieldsFor>[2]) =>
        Object.assign({}, ...written.map((w) => needFieldsFor(w.action, w.record, row)));
      if (Object.keys(fieldsOf()).length === 0) return { changed: [] as string[], events: [] };
      const result = await needs.commands
        .change(tx, flow.createdBy, needId, `crm_${action}`, (row) => fieldsOf(row), {
          audit: { source: flow.type, flowId: flow.id, crmId: record.id, ...input.audit },
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
    ZCrmApplied,
  );
  if (committed.applied)
    for (const event of committed.work.events) await bus.publish(event).catch(() => {});
  return committed.output;
}
