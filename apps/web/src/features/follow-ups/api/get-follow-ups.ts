import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFollowUpPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { followUpKeys } from './follow-up-keys.ts';

export const FOLLOW_UPS_PAGE_SIZE = 50;

/** GET /follow-ups: candidates sent to a client with no later step, longest waiting first. */
export function getFollowUps(page: number, signal?: AbortSignal): Promise<TFollowUpPage> {
  return apiClient.GET('/api/v1/follow-ups', {
    signal,
    params: { query: { page, size: FOLLOW_UPS_PAGE_SIZE } },
  });
}

export function useFollowUps(page: number) {
  return useQuery({
    queryKey: followUpKeys.page(page),
    queryFn: ({ signal }) => getFollowUps(page, signal),
    placeholderData: keepPreviousData,
  });
}
