import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  FLOW_RETRY_STAGE,
  FLOW_TIMINGS,
  getRpaRelaunch,
  type TFlow,
  type TFlowAction,
} from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useLaunchRpaFlow } from '../api/launch-rpa-flow.ts';
import { useRunFlowAction } from '../api/run-flow-action.ts';
import { readFlowUpdate } from '../utils/flow-cache.ts';
import { flowStageLabel, getFlowRetry, type TFlowRetryAction } from '../utils/flow-display.ts';
import { translateRpaMessage } from '../utils/rpa-messages.ts';
import { applyFlowUpdate } from './use-flow-live-updates.ts';

/** Toasts last 5 s (spec 001 §9). */
const TOAST_MS = 5000;

export type TFlowBusyAction = TFlowAction | TFlowRetryAction;
/** The flow an action is running for, to show its button loading. */
export type TFlowBusy = { id: string | null; action: TFlowBusyAction | null } | null;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retry and Cancel of one flow with the spec's toasts. A stage retry's answer is put in place at
 * once; a crm_rpa run restarts through a new RPA launch, 1 s after the click. `onSettled` lets the
 * page refetch (1 s after an action, 2 s after an RPA retry: spec 001 §9).
 */
export function useFlowActions({ onSettled }: { onSettled: (delayMs?: number) => void }) {
  const queryClient = useQueryClient();
  const mutation = useRunFlowAction();
  const launch = useLaunchRpaFlow();
  const [relaunching, setRelaunching] = useState<string | null>(null);

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
              ? t('flows.toasts.cancelled')
              : t('flows.toasts.retriggered', {
                  stage: flowStageLabel(t, FLOW_RETRY_STAGE[action]),
                });
          notifications.show({ color: 'green', message, autoClose: TOAST_MS });
        },
        onError: (error) => {
          const detail = getErrorMessage(error, error.message);
          const message =
            action === 'cancel'
              ? t('flows.toasts.cancelFailed', { message: detail })
              : t('flows.toasts.actionFailed', { action, message: detail });
          notifications.show({ color: 'red', message, autoClose: TOAST_MS });
        },
        onSettled: () => onSettled(),
      },
    );

  /** Spec 001 'RPA retry': the same action, need, candidate and interview, as a new run. */
  const relaunch = async (flow: TFlow) => {
    const failed = (message: string) =>
      notifications.show({
        color: 'red',
        message: t('flows.toasts.rpaRetryFailed', { message }),
        autoClose: TOAST_MS,
      });
    const check = getRpaRelaunch(flow);
    if (!check.ok) {
      failed(translateRpaMessage(t, check.error));
      return;
    }
    setRelaunching(flow.id);
    try {
      await wait(FLOW_TIMINGS.rpaRelaunchDelayMs);
      const answer = await launch.mutateAsync(check.launch);
      notifications.show({
        color: 'green',
        message: t('flows.toasts.rpaRestarted', {
          action: check.launch.action,
          id: answer.flow_id,
        }),
        autoClose: TOAST_MS,
      });
    } catch (error) {
      failed(
        getErrorMessage(
          error,
          error instanceof Error ? error.message : t('flows.toasts.unknownError'),
        ),
      );
    } finally {
      setRelaunching(null);
      onSettled(FLOW_TIMINGS.refetchAfterRpaRetryMs);
    }
  };

  /** The Retry button of a row or the details dialog (spec 001 §4 retry mapping). */
  const retry = (flow: TFlow) => {
    const { action } = getFlowRetry(flow);
    if (action === 'rpa_relaunch') void relaunch(flow);
    else run(flow, action);
  };

  const busy: TFlowBusy = relaunching
    ? { id: relaunching, action: 'rpa_relaunch' }
    : mutation.isPending
      ? { id: mutation.variables?.id ?? null, action: mutation.variables?.action ?? null }
      : null;

  return { run, retry, busy };
}
