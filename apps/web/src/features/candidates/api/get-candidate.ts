import { useQuery } from '@tanstack/react-query';
import type { TCandidate } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { candidateKeys } from './candidate-keys.ts';

export function getCandidate(id: string): Promise<TCandidate> {
  return apiClient.GET('/api/v1/candidates/{id}', { params: { path: { id } } });
}

/** The full candidate (with all its needs); lists seed it so the modal opens at once. */
export function useCandidate(id: string | null | undefined, placeholder?: TCandidate | null) {
  return useQuery({
    queryKey: candidateKeys.detail(id ?? ''),
    queryFn: () => getCandidate(id ?? ''),
    enabled: !!id,
    placeholderData: placeholder ?? undefined,
  });
}
