import { getRpaMissingNeedMessage, type TRpaLaunchAction } from '@staffing/domain';
import { crmIdempotencyKey, isCrmAction, type TCrmAction } from '../crm/crm-connector.ts';
import { buildCrmWrite } from '../crm/crm-mapping.ts';
import { toCrmCandidateFacts, toCrmNeedFacts } from '../crm/crm-writeback.ts';
import { PermanentJobError } from '../jobs/job-definition.ts';
import type { TRpaFlowPayload } from './rpa-flow-payload.ts';
import type { TPreparedWrite, TRpaJobsDeps } from './rpa-job-types.ts';

/** The CRM action a browser run writes (the device check writes none). */
export function crmActionOf(action: TRpaLaunchAction): TCrmAction {
  if (!isCrmAction(action)) throw new PermanentJobError(`${action} writes no CRM record`);
  return action;
}

/** The launch's own values the mapping may use, beside the request's payload. */
function launchValues(payload: TRpaFlowPayload): Record<string, unknown> {
  return {
    ...(payload.requestPayload ?? {}),
    ...(payload.expectedTjm != null ? { expectedTjm: payload.expectedTjm } : {}),
    ...(payload.interviewDate ? { interviewDate: payload.interviewDate } : {}),
    ...(payload.interviewTime ? { interviewTime: payload.interviewTime } : {}),
    ...(payload.projectedStartDate ? { projectedStartDate: payload.projectedStartDate } : {}),
  };
}

/** Poll: the need and candidate now, the mapped write the form gets (never rebuilt later). */
export async function pollCrmWrite(
  { needs, candidates, mapping }: Pick<TRpaJobsDeps, 'needs' | 'candidates' | 'mapping'>,
  payload: TRpaFlowPayload,
): Promise<TPreparedWrite> {
  const action = crmActionOf(payload.action);
  const need = await needs.repo.findById(payload.needId);
  if (!need) throw new PermanentJobError('Need not found');
  const missing = getRpaMissingNeedMessage(action, need);
  if (missing) throw new PermanentJobError(missing.message);
  const row = payload.candidateId ? await candidates.repo.findById(payload.candidateId) : undefined;
  if (payload.candidateId && !row) throw new PermanentJobError('Candidate not found');
  const candidate = toCrmCandidateFacts(row, payload.requestPayload ?? {});
  const write = buildCrmWrite(
    action,
    {
      idempotencyKey: crmIdempotencyKey({ action, needId: need.id, candidate }),
      need: toCrmNeedFacts(need, await needs.repo.userNames()),
      candidate,
      payload: launchValues(payload),
    },
    mapping,
  );
  return { object: write.object, externalKey: write.externalKey, fields: write.fields };
}
