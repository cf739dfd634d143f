import type {
  TWorkflowRequest,
  TWorkflowRequestContext,
  TWorkflowRequestStatus,
  TWorkflowRequestType,
} from '@staffing/domain';
import type { TCandidateRow } from '../candidates/candidates.repository.ts';
import type { TNeedRow } from '../needs/need-record.sql.ts';
import type { TWorkflowRequestRow } from './workflow-requests.repository.ts';

/** The only shape of a workflow request that leaves the server (domain ZWorkflowRequest). */
export function serializeWorkflowRequest(row: TWorkflowRequestRow): TWorkflowRequest {
  return {
    id: row.id,
    stepId: row.stepId,
    type: row.type as TWorkflowRequestType,
    status: row.status as TWorkflowRequestStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastError: row.lastError,
    flowId: row.flowId,
    createdBy: row.createdBy ?? null,
    payload: row.payload,
    version: row.version,
  };
}

/** The business context panel: the need and candidate as they are now. */
export function serializeWorkflowRequestContext(
  need: TNeedRow | undefined,
  candidate: TCandidateRow | undefined,
): TWorkflowRequestContext {
  return {
    need: need
      ? {
          id: need.id,
          title: need.title,
          client: need.client,
          tjm: need.tjm,
          column: need.column,
          opportunitySalesforceId: need.opportunitySalesforceId,
          opportunitySalesforceUrl: need.opportunitySalesforceUrl,
        }
      : null,
    candidate: candidate
      ? {
          id: candidate.id,
          name: candidate.name,
          email: candidate.email,
          salesforceId: candidate.salesforceId,
        }
      : null,
  };
}
