import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  WORKFLOW_TIMINGS,
  getWorkflowPayloadErrors,
  type TWorkflowRequestStarted,
} from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { createWorkflowRequest } from '../api/create-workflow-request.ts';
import { getWorkflowRequest } from '../api/get-workflow-request.ts';
import { triggerWorkflowRequest } from '../api/trigger-workflow-request.ts';
import { workflowKeys } from '../api/workflow-keys.ts';
import { busyActions } from '../utils/busy-actions.ts';
import {
  buildTrackerWorkflowRequest,
  getCrmActionBlocker,
  type TCrmNeed,
  type TCrmTrackerType,
} from '../utils/crm-actions.ts';
import { getWorkflowActionLabel } from '../utils/workflow-display.ts';
import { translateWorkflowMessage } from '../utils/workflow-messages.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../utils/notify.ts';

export const WORKFLOWS_PATH = '/admin/workflows';

/** The trigger helper's failure text: the server's detail, else the error's message. */
export function getStartFailureMessage(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return t('workflows.errors.unknown');
}

type TDeps = {
  /** Reloads the need once the busy flag resets (the tracker's need query). */
  onNeedReload?: () => void;
  /** Test seam for the 5 s wait; defaults to setTimeout. `run` settles once the outcome is told. */
  schedule?: (run: () => Promise<void>, ms: number) => void;
};

/**
 * The tracker's CRM actions (spec 000 'CRM workflow starts from a need', spec 001 'Workflow
 * trigger helper'): create the request, trigger it, go to /admin/workflows. The action stays
 * busy for 5 s; then the need is reloaded and the request's outcome announced.
 */
export function useCrmWorkflowStart({
  onNeedReload,
  schedule = (run, ms) => void setTimeout(run, ms),
}: TDeps = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  useSyncExternalStore(busyActions.subscribe, busyActions.getVersion, busyActions.getVersion);

  const isBusy = (needId: string, type: TCrmTrackerType) =>
    busyActions.isBusy(busyActions.key(needId, type));

  const start = async (type: TCrmTrackerType, need: TCrmNeed): Promise<void> => {
    if (getCrmActionBlocker(type, need)) return;
    const key = busyActions.key(need.id, type);
    if (!busyActions.claim(key)) return;
    const label = getWorkflowActionLabel(t, type);
    const body = buildTrackerWorkflowRequest(type, need, user?.email ?? user?.name ?? 'tracker');

    let id: string;
    try {
      ({ id } = await createWorkflowRequest(body));
    } catch (error) {
      busyActions.release(key);
      notifyError(
        t('workflows.toasts.createFailed', {
          action: label,
          message: getStartFailureMessage(error),
        }),
      );
      return;
    }
    notifySuccess(t('workflows.toasts.created', { action: label }));
    void queryClient.invalidateQueries({ queryKey: workflowKeys.lists() });

    // A proposition names a candidate and an expected TJM the tracker does not know: it waits,
    // NEW, on its detail page, where the configure fields are.
    const missing = Object.values(getWorkflowPayloadErrors(type, body.payload));
    if (missing.length) {
      busyActions.release(key);
      notifyInfo(
        t('workflows.toasts.needsConfiguration', {
          action: label,
          missing: missing.map((m) => translateWorkflowMessage(t, m)).join('; '),
        }),
      );
      void navigate(`/admin/workflow-requests/${encodeURIComponent(id)}`);
      return;
    }

    let started: TWorkflowRequestStarted | null = null;
    try {
      started = await triggerWorkflowRequest(id);
      notifyInfo(t('workflows.toasts.started', { action: label }));
    } catch (error) {
      notifyError(
        t('workflows.toasts.startFailed', {
          action: label,
          message: getStartFailureMessage(error),
        }),
      );
    }
    void navigate(WORKFLOWS_PATH);

    schedule(async () => {
      busyActions.release(key);
      onNeedReload?.();
      if (!started) return;
      try {
        const request = await getWorkflowRequest(id);
        if (request.status === 'COMPLETED')
          notifySuccess(t('workflows.toasts.completed', { action: label }));
        else if (request.status === 'FAILED' || request.status === 'CANCELLED')
          notifyWarning(t('workflows.toasts.mayHaveFailed', { action: label }));
      } catch {
        notifyWarning(t('workflows.toasts.mayHaveFailed', { action: label }));
      }
    }, WORKFLOW_TIMINGS.singleRefreshMs);
  };

  return { start, isBusy };
}
