import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isWorkflowRequestActionAllowed,
  WORKFLOW_TIMINGS,
  type TWorkflowRequest,
} from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { getWorkflowRequest } from '../api/get-workflow-request.ts';
import { triggerWorkflowRequest } from '../api/trigger-workflow-request.ts';
import { applyWorkflowChange } from '../api/workflow-cache.ts';
import { workflowKeys } from '../api/workflow-keys.ts';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '../utils/notify.ts';

/** The selected requests the status machine lets start (spec 001 §4). */
export const startableOf = (requests: TWorkflowRequest[]) =>
  requests.filter((r) => isWorkflowRequestActionAllowed('start', r.status));

/**
 * The workflow helper's batch start (spec 001 'Workflow trigger helper'): every selected request
 * is triggered, 'Started n/m workflows' says how many went; the busy flag holds 8 s, then the
 * requests are read again and 'Batch workflows completed' or 'Some workflows may have failed'
 * follows. None started: 'Batch workflow failed: …' with the first refusal.
 */
export function useBatchWorkflowStart() {
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function settle(ids: string[]) {
    try {
      const now = await Promise.all(ids.map((id) => getWorkflowRequest(id)));
      for (const request of now) applyWorkflowChange(queryClient, { kind: 'upsert', request });
      if (now.some((r) => r.status === 'FAILED' || r.status === 'CANCELLED'))
        notifyWarning(t('workflows.toasts.batchMayHaveFailed'));
      else notifySuccess(t('workflows.toasts.batchCompleted'));
    } catch {
      notifyWarning(t('workflows.toasts.batchMayHaveFailed'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
    }
  }

  async function start(requests: TWorkflowRequest[]) {
    if (isBusy || requests.length === 0) return;
    setBusy(true);
    const results = await Promise.allSettled(
      requests.map((request) => triggerWorkflowRequest(request.id)),
    );
    const started = results.flatMap((r, i) => (r.status === 'fulfilled' ? [requests[i]!.id] : []));
    void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
    if (started.length === 0) {
      const first = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      notifyError(
        t('workflows.toasts.batchFailed', {
          message: getErrorMessage(first?.reason, t('workflows.errors.unknown')),
        }),
      );
      setBusy(false);
      return;
    }
    notifyInfo(
      t('workflows.toasts.batchStarted', { started: started.length, total: requests.length }),
    );
    timer.current = setTimeout(() => void settle(started), WORKFLOW_TIMINGS.batchRefreshMs);
  }

  return { start, isBusy };
}
