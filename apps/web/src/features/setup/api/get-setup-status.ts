import { useQuery } from '@tanstack/react-query';
import type { TSetupStatus } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type { TSetupStatus };

export const setupStatusQueryKey = ['setup-status'] as const;

/** GET /setup; when the check fails, setup is assumed complete (spec 001 §2 Setup check). */
export async function getSetupStatus(): Promise<TSetupStatus> {
  try {
    const status = await apiClient.GET('/api/v1/setup', { auth: false });
    return { is_setup_complete: status.is_setup_complete !== false };
  } catch {
    return { is_setup_complete: true };
  }
}

export function useSetupStatus() {
  return useQuery({
    queryKey: setupStatusQueryKey,
    queryFn: getSetupStatus,
    staleTime: Infinity,
    retry: false,
  });
}
