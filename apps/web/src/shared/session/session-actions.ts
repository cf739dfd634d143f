import type { TUser } from '@staffing/domain';
import { refreshSession } from '../api/api-client.ts';
import { apiClient } from '../api/typed-api.ts';
import { isApiError } from '../api/api-error.ts';
import { isTokenExpiringWithin } from './jwt.ts';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  getSessionSnapshot,
  setSessionStatus,
  setSessionUser,
  startSession,
  type TTokenPair,
} from './session-store.ts';

/** Refresh when the access token expires within 5 minutes; check every 2 minutes (spec 000 §9). */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;
export const TOKEN_CHECK_INTERVAL_MS = 120_000;

export type TAuthResponse = TTokenPair & { refresh_token: string; user: TUser };

/** Signs in with the tokens of a login or first-run setup reply. */
export function signInWith(reply: TAuthResponse): TUser {
  const { user } = reply;
  startSession({ access_token: reply.access_token, refresh_token: reply.refresh_token, user });
  return user;
}

export async function login(email: string, password: string): Promise<TUser> {
  const reply = await apiClient.POST('/api/v1/auth/login', {
    body: { email, password },
    auth: false,
  });
  return signInWith(reply);
}

/** Tells the server, then forgets tokens, user and caches whatever it answered. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  if (refreshToken) {
    try {
      // No refresh and retry here: a rejected token is signed out all the same.
      await apiClient.POST('/api/v1/auth/logout', {
        auth: false,
        ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
        body: { refresh_token: refreshToken },
      });
    } catch {
      // Neither an unreachable server nor a refusal may keep the user signed in here.
    }
  }
  clearSession();
}

/** Refreshes ahead of expiry; a failure on the network keeps the current token. */
export async function refreshIfExpiringSoon(): Promise<void> {
  const token = getAccessToken();
  if (!token && !getRefreshToken()) return;
  if (token && !isTokenExpiringWithin(token, TOKEN_REFRESH_MARGIN_MS)) return;
  await refreshSession();
}

/**
 * Startup check: refresh a token that expires within 5 minutes, then verify the user with
 * GET /users/me. An authentication failure signs out; an unreachable server keeps the stored user.
 */
export async function bootstrapSession(): Promise<void> {
  if (!getAccessToken() && !getRefreshToken()) {
    if (getSessionSnapshot().user) clearSession();
    else setSessionStatus('anonymous');
    return;
  }
  setSessionStatus('checking');
  await refreshIfExpiringSoon();
  if (!getAccessToken() && !getRefreshToken()) return; // refresh rejected: already signed out
  try {
    setSessionUser(await apiClient.GET('/api/v1/users/me'));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
      return;
    }
    const stored = getStoredUser();
    if (stored) setSessionUser(stored);
    else setSessionStatus('anonymous');
  }
}

/** Starts the periodic expiry check; returns its stop function. */
export function startProactiveRefresh(): () => void {
  const timer = setInterval(() => {
    if (getSessionSnapshot().status === 'authenticated') void refreshIfExpiringSoon();
  }, TOKEN_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
