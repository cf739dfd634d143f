import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, makeToken, testUser } from '../../test/fake-server.ts';
import { LOCAL_CACHE_KEY, LOCAL_CACHE_VERSION } from '../cache/local-cache.ts';
import {
  bootstrapSession,
  clearSession,
  getAccessToken,
  getRefreshToken,
  getSessionSnapshot,
  logout,
  subscribeToTokens,
} from '../session/index.ts';
import { startSession } from '../session/session-store.ts';
import { t } from '../../i18n/i18n.ts';
import { AUTH_MESSAGES } from './api-client.ts';
import { apiClient, type TApiBody } from './typed-api.ts';
import { ApiError } from './api-error.ts';
import { queryClient } from './query-client.ts';

const FIFTEEN_MIN = 15 * 60_000;

function signIn(access = makeToken(FIFTEEN_MIN, 'old'), refresh = 'refresh-1') {
  startSession({ access_token: access, refresh_token: refresh, user: testUser() });
  return access;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token and parses JSON', async () => {
    const token = signIn();
    const server = installFakeFetch({ 'GET /users/me': () => ({ status: 200, body: testUser() }) });
    await expect(apiClient.GET('/api/v1/users/me')).resolves.toMatchObject({ name: 'Ada Admin' });
    expect(server.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('turns {detail, code} into an ApiError whose message is the detail', async () => {
    signIn();
    installFakeFetch({
      'POST /users': () => ({
        status: 409,
        body: { detail: 'A user with this email already exists', code: 'CONFLICT' },
      }),
    });
    const error = await apiClient
      .POST('/api/v1/users', { body: {} as TApiBody<'/api/v1/users', 'post'> })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'A user with this email already exists',
    });
  });

  it("falls back to 'An error occurred' when the server says nothing", async () => {
    signIn();
    installFakeFetch({ 'GET /needs': () => ({ status: 500 }) });
    await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
    });
  });

  it('on 401 refreshes once, stores the rotated tokens and retries the call once', async () => {
    signIn();
    const fresh = makeToken(FIFTEEN_MIN, 'new');
    let meCalls = 0;
    const server = installFakeFetch({
      'GET /users/me': ({ headers }) => {
        meCalls += 1;
        return headers.get('Authorization') === `Bearer ${fresh}`
          ? { status: 200, body: testUser() }
          : { status: 401, body: { detail: 'Token expired' } };
      },
      'POST /auth/refresh': ({ body }) =>
        (body as { refresh_token: string }).refresh_token === 'refresh-1'
          ? { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2' } }
          : { status: 401 },
    });
    const tokens: Array<string | null> = [];
    const stop = subscribeToTokens((token) => tokens.push(token));
    await expect(apiClient.GET('/api/v1/users/me')).resolves.toMatchObject({ id: testUser().id });
    stop();
    expect(meCalls).toBe(2);
    expect(server.count('POST /auth/refresh')).toBe(1);
    expect(getAccessToken()).toBe(fresh);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(tokens).toEqual([fresh]);
  });

  it('clears the session when the refresh token is rejected (401 or 403)', async () => {
    for (const status of [401, 403]) {
      signIn();
      installFakeFetch({
        'GET /needs': () => ({ status: 401 }),
        'POST /auth/refresh': () => ({ status }),
      });
      localStorage.setItem(
        LOCAL_CACHE_KEY,
        JSON.stringify({ version: LOCAL_CACHE_VERSION, data: { a: 1 } }),
      );
      await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({
        status: 401,
        message: t(AUTH_MESSAGES.authFailed),
      });
      expect(getAccessToken()).toBeNull();
      expect(getRefreshToken()).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(getSessionSnapshot()).toEqual({ status: 'anonymous', user: null });
      expect(JSON.parse(localStorage.getItem(LOCAL_CACHE_KEY) ?? '{}')).toMatchObject({
        needsRefresh: true,
        data: {},
      });
      vi.unstubAllGlobals();
    }
  });

  it('keeps the session when the refresh fails on the network or the server, and tries again next time', async () => {
    const token = signIn();
    let refreshReply: 'network-error' | { status: number } = 'network-error';
    const server = installFakeFetch({
      'GET /needs': () => ({ status: 401 }),
      'POST /auth/refresh': () => refreshReply,
    });
    await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBe(token);
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getSessionSnapshot().status).toBe('authenticated');

    refreshReply = { status: 502 };
    await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBe(token);
    expect(server.count('POST /auth/refresh')).toBe(2);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const fresh = makeToken(FIFTEEN_MIN, 'new');
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = installFakeFetch({
      'GET /needs': ({ headers }) =>
        headers.get('Authorization') === `Bearer ${fresh}`
          ? { status: 200, body: [] }
          : { status: 401 },
      'GET /candidates': ({ headers }) =>
        headers.get('Authorization') === `Bearer ${fresh}`
          ? { status: 200, body: [] }
          : { status: 401 },
      'GET /users/me': ({ headers }) =>
        headers.get('Authorization') === `Bearer ${fresh}`
          ? { status: 200, body: testUser() }
          : { status: 401 },
      'POST /auth/refresh': async () => {
        await refreshGate;
        return { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2' } };
      },
    });
    const calls = Promise.all([
      apiClient.GET('/api/v1/needs'),
      apiClient.GET('/api/v1/candidates'),
      apiClient.GET('/api/v1/users/me'),
    ]);
    await vi.waitFor(() => expect(server.count('POST /auth/refresh')).toBe(1));
    releaseRefresh();
    await expect(calls).resolves.toHaveLength(3);
    expect(server.count('POST /auth/refresh')).toBe(1);
  });

  it('goes to login (session cleared) when the retry after a refresh is refused again', async () => {
    signIn();
    installFakeFetch({
      'GET /needs': () => ({ status: 401 }),
      'POST /auth/refresh': () => ({
        status: 200,
        body: { access_token: makeToken(FIFTEEN_MIN), refresh_token: 'r2' },
      }),
    });
    await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({
      status: 401,
      message: t(AUTH_MESSAGES.authFailed),
    });
    expect(getSessionSnapshot().status).toBe('anonymous');
  });

  it('refuses to call without any token', async () => {
    const server = installFakeFetch({});
    await expect(apiClient.GET('/api/v1/needs')).rejects.toMatchObject({
      status: 401,
      message: t(AUTH_MESSAGES.noToken),
    });
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 of an unauthenticated call (login)', async () => {
    const server = installFakeFetch({
      'POST /auth/login': () => ({ status: 401, body: { detail: 'Invalid email or password' } }),
    });
    await expect(
      apiClient.POST('/api/v1/auth/login', {
        body: {} as TApiBody<'/api/v1/auth/login', 'post'>,
        auth: false,
      }),
    ).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(server.count('POST /auth/refresh')).toBe(0);
  });
});

describe('session startup', () => {
  it('refreshes a token expiring within 5 minutes before verifying the user', async () => {
    signIn(makeToken(4 * 60_000, 'soon'));
    const fresh = makeToken(FIFTEEN_MIN, 'new');
    const server = installFakeFetch({
      'POST /auth/refresh': () => ({
        status: 200,
        body: { access_token: fresh, refresh_token: 'refresh-2' },
      }),
      'GET /users/me': () => ({ status: 200, body: testUser({ name: 'Ada Renamed' }) }),
    });
    await bootstrapSession();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/refresh',
      'GET /users/me',
    ]);
    expect(server.requests[1]?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(getSessionSnapshot()).toMatchObject({
      status: 'authenticated',
      user: { name: 'Ada Renamed' },
    });
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    signIn(makeToken(10 * 60_000));
    const server = installFakeFetch({ 'GET /users/me': () => ({ status: 200, body: testUser() }) });
    await bootstrapSession();
    expect(server.count('POST /auth/refresh')).toBe(0);
    expect(getSessionSnapshot().status).toBe('authenticated');
  });

  it('logs out when the user cannot be verified', async () => {
    signIn(makeToken(10 * 60_000));
    installFakeFetch({
      'GET /users/me': () => ({ status: 401 }),
      'POST /auth/refresh': () => ({ status: 401 }),
    });
    await bootstrapSession();
    expect(getSessionSnapshot()).toEqual({ status: 'anonymous', user: null });
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    signIn(makeToken(10 * 60_000));
    installFakeFetch({ 'GET /users/me': () => 'network-error' });
    await bootstrapSession();
    expect(getSessionSnapshot()).toMatchObject({
      status: 'authenticated',
      user: { name: 'Ada Admin' },
    });
  });
});

describe('logout', () => {
  it('tells the server, then clears tokens, user, local cache and query cache', async () => {
    signIn();
    queryClient.setQueryData(['needs'], [{ id: 'n1' }]);
    const server = installFakeFetch({ 'POST /auth/logout': () => ({ status: 204 }) });
    await logout();
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/logout',
      body: { refresh_token: 'refresh-1' },
    });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['needs'])).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(LOCAL_CACHE_KEY) ?? '{}')).toMatchObject({
      version: '2.1.0',
      needsRefresh: true,
    });
  });

  it('signs out locally even when the server is unreachable', async () => {
    signIn();
    installFakeFetch({ 'POST /auth/logout': () => 'network-error' });
    await logout();
    expect(getSessionSnapshot().status).toBe('anonymous');
  });
});
