import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '@staffing/domain';
import { login } from '../../../shared/session/index.ts';

/** POST /auth/login; on success the session holds the tokens and the user. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: TLoginRequest) => login(email.trim(), password),
  });
}
