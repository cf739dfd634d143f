import type { TWorkflowRequest } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useCancelWorkflowRequest } from '../api/cancel-workflow-request.ts';
import { useDeleteWorkflowRequest } from '../api/delete-workflow-request.ts';
import { useRetryWorkflowRequest } from '../api/retry-workflow-request.ts';
import { useTriggerWorkflowRequest } from '../api/trigger-workflow-request.ts';
import { getWorkflowActionLabel } from '../utils/workflow-display.ts';
import { notifyError, notifyInfo, notifySuccess } from '../utils/notify.ts';
import type { TWorkflowRowAction } from '../utils/workflow-row-actions.ts';

const FAILURES: Record<TWorkflowRowAction, TMessageKey> = {
  start: 'workflows.errors.triggerFailed',
  retry: 'workflows.errors.retryFailed',
  cancel: 'workflows.errors.cancelFailed',
  delete: 'workflows.errors.deleteFailed',
};

/**
 * Start, Retry, Cancel and Delete of a request with their toasts: the spec's error texts with
 * the server's reason (a 409 names the status that refused it). `onDone` runs after success.
 */
export function useWorkflowRequestActions({
  onDone,
}: { onDone?: (action: TWorkflowRowAction, request: TWorkflowRequest) => void } = {}) {
  const trigger = useTriggerWorkflowRequest();
  const retry = useRetryWorkflowRequest();
  const cancel = useCancelWorkflowRequest();
  const remove = useDeleteWorkflowRequest();

  const fail = (action: TWorkflowRowAction) => (error: unknown) =>
    notifyError(
      t(FAILURES[action]),
      getErrorMessage(error, error instanceof Error ? error.message : ''),
    );

  const run = (action: TWorkflowRowAction, request: TWorkflowRequest) => {
    const label = getWorkflowActionLabel(t, request.type);
    // Each action toasts its own success, then tells the caller; a failure toasts the reason.
    const after = (notify: () => void) => ({
      onSuccess: () => {
        notify();
        onDone?.(action, request);
      },
      onError: fail(action),
    });
    if (action === 'start')
      trigger.mutate(
        { request },
        after(() => notifyInfo(t('workflows.toasts.started', { action: label }))),
      );
    else if (action === 'retry')
      retry.mutate(
        request,
        after(() => notifyInfo(t('workflows.toasts.started', { action: label }))),
      );
    else if (action === 'cancel')
      cancel.mutate(
        request,
        after(() => notifySuccess(t('workflows.toasts.cancelled', { action: label }))),
      );
    else
      remove.mutate(
        request,
        after(() => notifySuccess(t('workflows.toasts.deleted', { action: label }))),
      );
  };

  const pendingIds = new Set(
    [
      trigger.isPending ? trigger.variables?.request.id : undefined,
      retry.isPending ? retry.variables?.id : undefined,
      cancel.isPending ? cancel.variables?.id : undefined,
      remove.isPending ? remove.variables?.id : undefined,
    ].filter((id): id is string => Boolean(id)),
  );

  return { run, isPending: (id: string) => pendingIds.has(id) };
}
