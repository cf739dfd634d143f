import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';

export type TUserField = 'name' | 'email' | 'password' | 'role';
export type TMappedUserError = { field: TUserField | null; message: string };

/** Puts a server refusal next to the field it is about (409: the e-mail), else in the form banner. */
export function mapUserError(error: unknown, fallback: string): TMappedUserError {
  const message = getErrorMessage(
    error,
    error instanceof Error && !isApiError(error) ? error.message : fallback,
  );
  if (isApiError(error) && error.status === 409) return { field: 'email', message };
  const lower = message.toLowerCase();
  // The server answers in the interface's language: the field's name in either.
  if (isApiError(error) && (error.status === 400 || error.status === 422)) {
    if (/e-?mail|courriel/.test(lower)) return { field: 'email', message };
    if (/password|mot de passe/.test(lower)) return { field: 'password', message };
    if (/\brole\b|rôle/.test(lower)) return { field: 'role', message };
    if (/name|\bnom\b/.test(lower)) return { field: 'name', message };
  }
  return { field: null, message };
}
