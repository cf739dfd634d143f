import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetupRequest } from '@staffing/domain';
import { apiClient, isApiError } from '../../../shared/api/index.ts';
import { signInWith, type TAuthResponse } from '../../../shared/session/index.ts';
import { setupStatusQueryKey, type TSetupStatus } from './get-setup-status.ts';

/** POST /setup creates the first Admin and signs them in. */
export async function completeSetup(body: TSetupRequest): Promise<TAuthResponse> {
  return apiClient.POST('/api/v1/setup', { body, auth: false });
}

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: (reply) => {
      signInWith(reply);
      queryClient.setQueryData<TSetupStatus>(setupStatusQueryKey, { is_setup_complete: true });
    },
    onError: (error) => {
      // 409: someone finished setup meanwhile; the login page is the way in now.
      if (isApiError(error) && error.status === 409) {
        queryClient.setQueryData<TSetupStatus>(setupStatusQueryKey, { is_setup_complete: true });
      }
    },
  });
}
