import { isRole, type TUser } from '@staffing/domain';
import { resetLocalCache } from '../cache/local-cache.ts';
import { queryClient } from '../api/query-client.ts';

/** localStorage keys of the session (spec 000 §3, Session data). */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/** checking: tokens are stored but not verified yet (startup). */
export type TSessionStatus = 'checking' | 'authenticated' | 'anonymous';
export type TSessionSnapshot = { status: TSessionStatus; user: TUser | null };
export type TTokenPair = { access_token: string; refresh_token?: string | null | undefined };

type TListener = () => void;
type TTokenListener = (accessToken: string | null) => void;

const listeners = new Set<TListener>();
const tokenListeners = new Set<TTokenListener>();

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the session then lives in this page only.
  }
}

// localStorage is the source of truth so that tabs share rotated refresh tokens.
export function getAccessToken(): string | null {
  return readItem(SESSION_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readItem(SESSION_KEYS.refreshToken);
}

export function getStoredUser(): TUser | null {
  const raw = readItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    // Our own copy of the server's user, checked again by the current-user call at startup; only
    // its shape is checked here, without zod, which /login must not load.
    const stored: unknown = JSON.parse(raw);
    return isStoredUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

function isStoredUser(value: unknown): value is TUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    isRole(user.role)
  );
}

function hasStoredTokens(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}

let snapshot: TSessionSnapshot = {
  status: hasStoredTokens() ? 'checking' : 'anonymous',
  user: getStoredUser(),
};

function publish(next: TSessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function publishToken(): void {
  const token = getAccessToken();
  for (const listener of tokenListeners) listener(token);
}

export function getSessionSnapshot(): TSessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the new access token (null when signed out); for the live connection. */
export function subscribeToTokens(listener: TTokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function setTokens({ access_token, refresh_token }: TTokenPair): void {
  writeItem(SESSION_KEYS.accessToken, access_token);
  // Refresh tokens rotate: keep the new one whenever the server sends one.
  if (refresh_token) writeItem(SESSION_KEYS.refreshToken, refresh_token);
  publishToken();
}

export function setSessionUser(user: TUser): void {
  writeItem(SESSION_KEYS.user, JSON.stringify(user));
  publish({ status: 'authenticated', user });
}

export function startSession(tokens: TTokenPair & { user: TUser }): void {
  setTokens(tokens);
  setSessionUser(tokens.user);
}

export function setSessionStatus(status: TSessionStatus): void {
  if (snapshot.status !== status) publish({ ...snapshot, status });
}

/** Forgets tokens, user and every cached datum of this user. */
export function clearSession(): void {
  const hadSession = hasStoredTokens() || snapshot.user !== null || snapshot.status !== 'anonymous';
  writeItem(SESSION_KEYS.accessToken, null);
  writeItem(SESSION_KEYS.refreshToken, null);
  writeItem(SESSION_KEYS.user, null);
  resetLocalCache();
  queryClient.clear();
  publish({ status: 'anonymous', user: null });
  if (hadSession) publishToken();
}

// Another tab signed in, refreshed or signed out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !Object.values<string>(SESSION_KEYS).includes(event.key)) return;
    if (event.key === SESSION_KEYS.accessToken) publishToken();
    if (!hasStoredTokens()) {
      if (snapshot.status !== 'anonymous') {
        queryClient.clear();
        publish({ status: 'anonymous', user: null });
        publishToken();
      }
      return;
    }
    const user = getStoredUser();
    if (user && user !== snapshot.user) publish({ status: 'authenticated', user });
  });
}
