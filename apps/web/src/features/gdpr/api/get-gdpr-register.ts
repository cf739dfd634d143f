import { useQuery } from '@tanstack/react-query';
import type { TGdprRegister } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { gdprKeys } from './gdpr-keys.ts';

/** GET /gdpr/register (Admin): counts by legal basis, upcoming erasures, erasures done. */
export function getGdprRegister(signal?: AbortSignal): Promise<TGdprRegister> {
  return apiClient.GET('/api/v1/gdpr/register', { signal });
}

export function useGdprRegister() {
  return useQuery({
    queryKey: gdprKeys.register(),
    queryFn: ({ signal }) => getGdprRegister(signal),
  });
}
