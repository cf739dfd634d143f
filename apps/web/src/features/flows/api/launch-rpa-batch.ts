import { useMutation } from '@tanstack/react-query';
import type { TRpaBatchResult, TRpaLaunchAction } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import type { TRpaLaunchInput } from './launch-rpa-flow.ts';

export type TRpaBatchInput = {
  flows: ({ action: TRpaLaunchAction; needId: string } & TRpaLaunchInput['body'])[];
  headless: boolean;
  /** false (default): the runs go one after the other. */
  concurrent: boolean;
};

/** POST /admin/flows/rpa/batch: several runs at once; answers each run's flow id. */
export function launchRpaBatch(input: TRpaBatchInput): Promise<TRpaBatchResult> {
  return apiClient.POST('/api/v1/admin/flows/rpa/batch', { body: input });
}

export function useLaunchRpaBatch() {
  return useMutation({ mutationFn: launchRpaBatch });
}
