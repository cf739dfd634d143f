import { i18n, t } from '../../i18n/i18n.ts';
import { ApiError, toApiError } from './api-error.ts';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSessionSnapshot,
  setTokens,
} from '../session/session-store.ts';

export const API_BASE = '/api/v1';

/**
 * The client's own messages, as catalogue keys (common: they can show on /login, before the
 * signed-in layout's words arrive). Translate with `t(AUTH_MESSAGES.network)`.
 */
export const AUTH_MESSAGES = {
  noToken: 'common.errors.noToken',
  authFailed: 'common.errors.authFailed',
  network: 'common.errors.network',
} as const;

type TQueryValue = string | number | boolean | null | undefined;
type TQueryList = readonly (string | number | boolean)[];

export type TApiRequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, TQueryValue | TQueryList>;
  /** false: no bearer token and no refresh on 401 (login, setup, refresh itself). Default true. */
  auth?: boolean;
};

/** refreshed: new tokens stored; rejected: session cleared; failed: server unreachable, session kept. */
export type TRefreshOutcome = 'refreshed' | 'rejected' | 'failed';

export function buildUrl(path: string, query?: TApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A list goes as one comma list, which every list filter of the server reads.
    const item = Array.isArray(value) ? value.join(',') : value;
    if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

let inflightRefresh: Promise<TRefreshOutcome> | null = null;

async function requestRefresh(): Promise<TRefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    clearSession();
    return 'rejected';
  }
  let response: Response;
  try {
    response = await fetch(buildUrl('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401 || response.status === 403) {
    // Another tab may have rotated the refresh token while ours was in flight.
    const current = getRefreshToken();
    if (current && current !== refreshToken) return 'refreshed';
    clearSession();
    return 'rejected';
  }
  if (!response.ok) return 'failed';
  try {
    const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) return 'failed';
    setTokens({
      access_token: body.access_token,
      refresh_token: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    });
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

/** Refreshes the access token; concurrent callers share one request. */
export function refreshSession(): Promise<TRefreshOutcome> {
  if (!inflightRefresh) {
    inflightRefresh = requestRefresh().finally(() => {
      inflightRefresh = null;
    });
  }
  return inflightRefresh;
}

async function send(
  path: string,
  options: TApiRequestOptions,
  token: string | null,
): Promise<Response> {
  const { body, query, auth: _auth, headers, ...init } = options;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  // The server's messages come back in the interface's language, not the browser's.
  if (!finalHeaders.has('Accept-Language')) finalHeaders.set('Accept-Language', i18n.locale);
  const isRawBody = body instanceof FormData || body instanceof Blob || typeof body === 'string';
  if (body !== undefined && !isRawBody) finalHeaders.set('Content-Type', 'application/json');
  if (token) finalHeaders.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(buildUrl(path, query), {
      ...init,
      headers: finalHeaders,
      body: body === undefined ? undefined : isRawBody ? (body as BodyInit) : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, genericMessage: t(AUTH_MESSAGES.network) });
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

function rejectAuthentication(detail: string): never {
  if (getSessionSnapshot().status !== 'anonymous' || getRefreshToken()) clearSession();
  throw new ApiError({ status: 401, detail });
}

/**
 * Sends a request under /api/v1 with the bearer token. On 401: one refresh, then one retry;
 * a rejected refresh clears the session (the guards then show /login); a refresh that fails on
 * the network or the server keeps the session so the next request tries again.
 */
export async function apiFetchResponse(
  path: string,
  options: TApiRequestOptions = {},
): Promise<Response> {
  const auth = options.auth ?? true;
  if (!auth) return send(path, options, null);

  let token = getAccessToken();
  if (!token) {
    if (!getRefreshToken()) rejectAuthentication(t(AUTH_MESSAGES.noToken));
    const outcome = await refreshSession();
    token = getAccessToken();
    if (outcome === 'rejected' || !token) rejectAuthentication(t(AUTH_MESSAGES.noToken));
  }

  const response = await send(path, options, token);
  if (response.status !== 401) return response;

  // A concurrent call may already have refreshed the token this request was sent with.
  const current = getAccessToken();
  const outcome: TRefreshOutcome =
    current && current !== token ? 'refreshed' : await refreshSession();
  if (outcome === 'failed') return response;
  if (outcome === 'rejected') rejectAuthentication(t(AUTH_MESSAGES.authFailed));

  const retried = await send(path, options, getAccessToken());
  if (retried.status === 401) rejectAuthentication(t(AUTH_MESSAGES.authFailed));

  return retried;
}

export async function apiFetch<T>(path: string, options: TApiRequestOptions = {}): Promise<T> {
  const response = await apiFetchResponse(path, options);
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}
