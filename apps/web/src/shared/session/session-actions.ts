import type { TUser } from '@staffing/domain';
import { api, buildUrl, refreshSession } from '../api/api-client.ts';
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
  const reply = await api.post<TAuthResponse>('/auth/login', { email, password }, { auth: false });
  return signInWith(reply);
}

/** Tells the server, then forgets tokens, user and caches whatever it answered. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  const accessToken = getAccessToken();
  if (refreshToken) {
    try {
      await fetch(buildUrl('/auth/logout'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    } catch {
      // The server being unreachable must not keep the user signed in here.
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
    // The server's reply is its serialised user (ZUser on the server side).
    setSessionUser(await api.get<TUser>('/users/me'));
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
