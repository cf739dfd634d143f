import { vi } from 'vitest';
import type { TUser } from '@staffing/domain';
import type { paths } from '@staffing/api-client';
import type { TApiReply } from '../shared/api/typed-api.ts';

export type TFakeRequest = { method: string; path: string; body: unknown; headers: Headers };
type TLooseReply = { status: number; body?: unknown } | 'network-error';
type TLooseHandler = (request: TFakeRequest) => TLooseReply | Promise<TLooseReply>;

type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/** `/api/v1/needs/{id}` as the fake router sees it: `/needs/{id}`. */
type TRoutePath<P> = P extends `/api/v1${infer R}` ? R : never;
/** `/needs/{id}` as a key pattern: `/needs/${string}`. */
type TPattern<S extends string> = S extends `${infer H}{${string}}${infer T}`
  ? `${H}${string}${TPattern<T>}`
  : S;
type TSegments<S extends string> = S extends `${infer H}/${infer T}` ? [H, ...TSegments<T>] : [S];
/** Segment by segment, so `/needs/${string}` does not also take `/needs/x/history`. */
type TSegmentsMatch<K extends string[], P extends string[]> = K extends [
  infer KH,
  ...infer KT extends string[],
]
  ? P extends [infer PH, ...infer PT extends string[]]
    ? PH extends `{${string}}`
      ? TSegmentsMatch<KT, PT>
      : KH extends PH
        ? TSegmentsMatch<KT, PT>
        : false
    : false
  : P extends []
    ? true
    : false;

type TOperations = {
  [P in keyof paths]: {
    [M in THttpMethod]: paths[P] extends { [K in M]: object }
      ? { key: `${Uppercase<M>} ${TPattern<TRoutePath<P>>}`; path: P; method: M }
      : never;
  }[THttpMethod];
}[keyof paths];

/** Every `METHOD /path` the server documents, a path parameter being any text. */
type TRouteKey = TOperations['key'];

/** `true extends`, not `extends true`: a path outside /api/v1 (never) must match nothing. */
type TMatching<K extends string> = TOperations extends infer O
  ? O extends { path: infer P extends string; method: infer M extends string }
    ? K extends `${Uppercase<M>} ${infer KP}`
      ? true extends TSegmentsMatch<TSegments<KP>, TSegments<TRoutePath<P>>>
        ? O
        : never
      : never
    : never
  : never;

/** A literal route (`/needs/board`) wins over a parameter one (`/needs/{id}`) it also fits. */
type TOperationOf<K extends string> = [Extract<TMatching<K>, { key: K }>] extends [never]
  ? TMatching<K>
  : Extract<TMatching<K>, { key: K }>;

type TSuccessReply<B> = [B] extends [undefined]
  ? { status: 200 | 201 | 202 | 204; body?: undefined }
  : { status: 200 | 201 | 202; body: B };

/**
 * What a fake route may answer: its success body is the one the OpenAPI document gives the
 * server, so a fixture cannot drift from the contract; errors stay loose.
 */
type TRouteReply<K extends string> =
  | (TOperationOf<K> extends {
      path: infer P extends keyof paths;
      method: infer M extends THttpMethod;
    }
      ? TSuccessReply<TApiReply<P, M>>
      : never)
  | { status: TErrorStatus; body?: unknown }
  | 'network-error';

/**
 * The untyped table the tests not yet moved to `route(…)` still pass (their fixtures do not
 * match the documented replies yet); `TFakeReply` is its reply.
 */
type TLegacyRoutes = Record<string, TLooseHandler>;
export type TFakeReply = TLooseReply;

type TFakeRoute = { key: string; handler: TLooseHandler };

/**
 * One fake route, its key checked against the documented paths and its reply typed by them:
 * `route(`GET /needs/${need.id}`, () => ({ status: 200, body: need }))`.
 */
export function route<K extends TRouteKey>(
  key: K,
  handler: (request: TFakeRequest) => TRouteReply<K> | Promise<TRouteReply<K>>,
): TFakeRoute {
  return { key, handler };
}

/** A JWT whose `exp` is `expiresInMs` from now (signature irrelevant to the client). */
export function makeToken(
  expiresInMs: number,
  marker = Math.random().toString(36).slice(2),
): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor((Date.now() + expiresInMs) / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: marker, exp })}.signature`;
}

export const testUser = (overrides: Partial<TUser> = {}): TUser => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'Admin',
  avatarUrl: null,
  language: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/**
 * Replaces global fetch with a router of `METHOD /path` routes (a later route with the same key
 * wins); records every request.
 */
export function installFakeFetch(routeList: readonly TFakeRoute[] | TLegacyRoutes) {
  const routes = new Map(
    Array.isArray(routeList) ? routeList.map((r) => [r.key, r.handler]) : Object.entries(routeList),
  );
  const requests: TFakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, body, headers: new Headers(init.headers) };
    requests.push(request);
    const handler = routes.get(`${method} ${path}`);
    const reply: TLooseReply = handler
      ? await handler(request)
      : { status: 404, body: { detail: 'Not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    count: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).length,
  };
}
