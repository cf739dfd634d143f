import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.d.ts';

export type { components, operations, paths };
/** The API's named schemas: `TApiSchemas['Need']`, `TApiSchemas['Step']`, `TApiSchemas['Error']`. */
export type TApiSchemas = components['schemas'];
export type TApiClient = Client<paths>;

export type TApiClientOptions = {
  /** The server's origin, e.g. `https://staffing.example.com` (paths start with `/api/`). */
  baseUrl: string;
  /**
   * A session access token or an API key, sent as `Authorization: Bearer <token>`; a function is
   * asked before every request (for a token that is refreshed).
   */
  token?: string | (() => string | null | undefined);
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: (input: Request) => Promise<Response>;
};

/**
 * A typed client of the API (openapi-fetch over the generated types): every path, parameter,
 * body and answer is checked by TypeScript against the server's OpenAPI document.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000', token });
 * const { data, error } = await api.GET('/api/v1/needs/{id}', { params: { path: { id } } });
 * ```
 */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { token } = options;
  if (token)
    client.use({
      onRequest({ request }) {
        const value = typeof token === 'function' ? token() : token;
        if (value && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${value}`);
        return request;
      },
    });
  return client;
}
