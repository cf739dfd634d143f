import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  FLOW_MESSAGES,
  FLOW_RETRY_STAGE,
  FLOW_STAGE_LABELS,
  type TFlow,
  type TFlowAction,
} from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useRunFlowAction } from '../api/run-flow-action.ts';
import { readFlowUpdate } from '../utils/flow-cache.ts';
import { applyFlowUpdate } from './use-flow-live-updates.ts';

/** Toasts last 5 s (spec 001 §9). */
const TOAST_MS = 5000;

/**
 * Retry (per stage) and Cancel of one flow with the spec's toasts. The answer is put in place at
 * once; `onSettled` lets the page refetch 1 s later (spec 001 §9).
 */
export function useFlowActions({ onSettled }: { onSettled: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useRunFlowAction();

  const run = (flow: TFlow, action: TFlowAction, reason?: string) =>
    mutation.mutate(
      { id: flow.id, action, ...(reason ? { reason } : {}) },
      {
        onSuccess: (answer) => {
          if (answer && typeof answer === 'object' && answer.id) {
            const update = readFlowUpdate(answer, answer.id);
            if (update) applyFlowUpdate(queryClient, update);
          }
          const message =
            action === 'cancel'
              ? FLOW_MESSAGES.cancelled
              : FLOW_MESSAGES.retriggered(FLOW_STAGE_LABELS[FLOW_RETRY_STAGE[action]]);
          notifications.show({ color: 'green', message, autoClose: TOAST_MS });
        },
        onError: (error) => {
          const detail = getErrorMessage(error, error.message);
          const message =
            action === 'cancel'
              ? FLOW_MESSAGES.cancelFailed(detail)
              : FLOW_MESSAGES.actionFailed(action, detail);
          notifications.show({ color: 'red', message, autoClose: TOAST_MS });
        },
        onSettled,
      },
    );

  const busy = mutation.isPending
    ? { id: mutation.variables?.id ?? null, action: mutation.variables?.action ?? null }
    : null;

  return { run, busy };
}
