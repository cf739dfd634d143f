import type { TTriggerWorkflowRequest } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { bindUseCase } from '../../lib/use-case.ts';
import { cancelWorkflowRequest } from './use-cases/cancel-workflow-request.ts';
import type { TWorkflowRequestsContext, TWorkflowRunner } from './use-cases/context.ts';
import { createWorkflowRequest } from './use-cases/create-workflow-request.ts';
import { deleteWorkflowRequest } from './use-cases/delete-workflow-request.ts';
import { followWorkflowFlow } from './use-cases/follow-workflow-flow.ts';
import { getWorkflowRequest } from './use-cases/get-workflow-request.ts';
import { listWorkflowRequests } from './use-cases/list-workflow-requests.ts';
import { startWorkflowRequest } from './use-cases/start-workflow-request.ts';
import { updateWorkflowRequest } from './use-cases/update-workflow-request.ts';

export type { TFlowOutcome, TWorkflowRunner } from './use-cases/context.ts';

/**
 * The workflow requests module: its use cases (one file each) given one shared context; the
 * runner (the requests' jobs) starts and cancels their flows.
 */
export function createWorkflowRequestsService(
  context: TWorkflowRequestsContext,
  runner: TWorkflowRunner,
) {
  const ctx = { ...context, runner };
  return {
    repo: ctx.repo,
    list: bindUseCase(ctx, listWorkflowRequests),
    get: bindUseCase(ctx, getWorkflowRequest),
    /** A NEW request for an existing need; missing display names are filled from the records. */
    create: bindUseCase(ctx, createWorkflowRequest),
    /** The edit form: status and last error always; the payload unless the request runs. */
    update: bindUseCase(ctx, updateWorkflowRequest),
    remove: bindUseCase(ctx, deleteWorkflowRequest),

    trigger(actor: TActor, id: string, input: TTriggerWorkflowRequest) {
      return startWorkflowRequest(ctx, actor, id, 'start', input.payload);
    },

    retry(actor: TActor, id: string) {
      return startWorkflowRequest(ctx, actor, id, 'retry', undefined);
    },

    /** PENDING or IN_PROGRESS → CANCELLED; its flow stops at its next stage boundary. */
    cancel: bindUseCase(ctx, cancelWorkflowRequest),
    /**
     * The request follows its flow: completed → COMPLETED, error → FAILED with the flow's error,
     * cancelled → CANCELLED, restarted → IN_PROGRESS. Only while the request still runs that flow
     * and is in a status the outcome may change (a request cancelled meanwhile stays CANCELLED).
     */
    followFlow: bindUseCase(ctx, followWorkflowFlow),
  };
}

export type TWorkflowRequestsService = ReturnType<typeof createWorkflowRequestsService>;
