import { useQuery } from '@tanstack/react-query';
import type { TBench } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { poolKeys } from './pool-keys.ts';

/** GET /bench: the firm's consultants by availability (Admin and Sales). */
export function getBench(signal?: AbortSignal) {
  return apiClient.GET('/api/v1/bench', { signal }) as Promise<TBench>;
}

export function useBench() {
  return useQuery({ queryKey: poolKeys.bench, queryFn: ({ signal }) => getBench(signal) });
}
