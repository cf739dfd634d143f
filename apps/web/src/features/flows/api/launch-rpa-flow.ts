import { useMutation } from '@tanstack/react-query';
import type { TRpaLaunchAction, TRpaLaunchResult } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type TRpaLaunchInput = {
  action: TRpaLaunchAction;
  needId: string;
  headless: boolean;
  body: {
    candidateId?: string;
    expectedTjm?: number;
    /** DD/MM/YYYY and HH:MM. */
    interviewDate?: string;
    interviewTime?: string;
    /** DD/MM/YYYY (retention). */
    projectedStartDate?: string;
  };
};

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
