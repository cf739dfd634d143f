import { useMutation } from '@tanstack/react-query';
import type { TRpaLaunchAction, TRpaLaunchResult, TRpaRelaunch } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

/** A launch from the form: the same request a Retry sends again, plus the device check. */
export type TRpaLaunchInput = Omit<TRpaRelaunch, 'action'> & { action: TRpaLaunchAction };

/** POST /admin/flows/rpa/{action}/{needId}?headless=: starts one RPA run; answers its flow id. */
export function launchRpaFlow({
  action,
  needId,
  headless,
  body,
}: TRpaLaunchInput): Promise<TRpaLaunchResult> {
  return apiClient.POST('/api/v1/admin/flows/rpa/{action}/{needId}', {
    params: { path: { action, needId }, query: { headless } },
    body,
  });
}

export function useLaunchRpaFlow() {
  return useMutation({ mutationFn: launchRpaFlow });
}
