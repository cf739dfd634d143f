import type { TRole } from '@staffing/domain';

export type TSession = {
  access_token: string;
  refresh_token: string;
  user: { id: string; name: string; email: string; role: TRole };
};

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Shortcuts for arranging a journey's starting point through the real API. */
export function apiClient(baseUrl: string) {
  return {
    setup: (body: { name: string; email: string; password: string }) =>
      call<TSession>(`${baseUrl}/api/v1/setup`, { method: 'POST', body: JSON.stringify(body) }),
    login: (email: string, password: string) =>
      call<TSession>(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      }),
    createUser: (
      token: string,
      body: { name: string; email: string; password: string; role: TRole },
    ) =>
      call<{ id: string }>(`${baseUrl}/api/v1/users`, {
        method: 'POST',
        body: JSON.stringify(body),
        token,
      }),
    post: <T>(token: string, p: string, body: unknown) =>
      call<T>(`${baseUrl}${p}`, { method: 'POST', body: JSON.stringify(body), token }),
    patch: <T>(token: string, p: string, body: unknown) =>
      call<T>(`${baseUrl}${p}`, { method: 'PATCH', body: JSON.stringify(body), token }),
    get: <T>(token: string, p: string) => call<T>(`${baseUrl}${p}`, { token }),
  };
}
