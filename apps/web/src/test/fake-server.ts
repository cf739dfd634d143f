import { vi } from 'vitest';
import type { TUser } from '@staffing/domain';
import type { paths } from '@staffing/api-client';
import type { TApiReply } from '../shared/api/typed-api.ts';

export type TFakeRequest = { method: string; path: string; body: unknown; headers: Headers };
export type TFakeReply = { status: number; body?: unknown } | 'network-error';
type THandler = (request: TFakeRequest) => TFakeReply | Promise<TFakeReply>;

type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A reply whose body is typed by the OpenAPI document, so a fixture cannot drift from what the
 * server sends: `fixture<'/api/v1/needs/{id}', 'get'>(need)`.
 */
export function fixture<P extends keyof paths, M extends THttpMethod>(
  body: TApiReply<P, M>,
  status = 200,
): { status: number; body: TApiReply<P, M> } {
  return { status, body };
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

/** Replaces global fetch with a router of `METHOD /path` handlers; records every request. */
export function installFakeFetch(routes: Record<string, THandler>) {
  const requests: TFakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, body, headers: new Headers(init.headers) };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    const reply: TFakeReply = handler
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
