import type { paths } from '@staffing/api-client';
import { API_BASE, apiFetch, apiFetchResponse, type TApiRequestOptions } from './api-client.ts';

/**
 * The web's only way to the API: every path, parameter, body and reply is typed by the server's
 * OpenAPI document (the generated `paths` of @staffing/api-client), so a hand-written reply type
 * can no longer drift from what the server sends. The request itself still goes through
 * `apiFetch` (bearer token, one refresh and retry on 401, the server's error detail as an
 * `ApiError`), which keeps the wire and the messages exactly as they were; only types are taken
 * from the document, so the first-load bundle does not grow.
 */
type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type TSuccessStatus = 200 | 201 | 202 | 204;

/** The documented paths that answer `method`. */
export type TApiPath<M extends THttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type TOperation<P extends keyof paths, M extends THttpMethod> = paths[P] extends {
  [K in M]: infer O;
}
  ? O
  : never;

type TContentOf<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { [type: string]: infer B }
      ? B
      : undefined
  : undefined;

type TSuccessOf<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends TSuccessStatus ? TContentOf<R[S]> : never }[keyof R]
  : never;

/** The documented success reply of `method path` (undefined for 204). */
export type TApiReply<P extends keyof paths, M extends THttpMethod> = TSuccessOf<TOperation<P, M>>;

/** No keys: what a request with nothing to send takes. */
type TEmpty = Record<never, never>;

type TDefined<T> = { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: T[K] };

type TParams<O> = O extends { parameters: infer P }
  ? TDefined<Omit<P, 'header' | 'cookie'>>
  : TEmpty;

type TParamsPart<O> = keyof TParams<O> extends never
  ? { params?: never }
  : TEmpty extends TParams<O>
    ? { params?: TParams<O> }
    : { params: TParams<O> };

type TBodyOf<O> = O extends { requestBody?: infer B } ? TContentOf<NonNullable<B>> : undefined;

type TBodyPart<O> = [TBodyOf<O>] extends [undefined]
  ? { body?: never }
  : O extends { requestBody: object }
    ? { body: TBodyOf<O> }
    : { body?: TBodyOf<O> };

/** The documented request body of `method path`. */
export type TApiBody<P extends keyof paths, M extends THttpMethod> = TBodyOf<TOperation<P, M>>;

/** The documented path and query parameters of `method path`. */
export type TApiParams<P extends keyof paths, M extends THttpMethod> = TParams<TOperation<P, M>>;

type TTransportOptions = Pick<TApiRequestOptions, 'signal' | 'headers' | 'auth'>;

export type TApiInit<P extends keyof paths, M extends THttpMethod> = TParamsPart<TOperation<P, M>> &
  TBodyPart<TOperation<P, M>> &
  TTransportOptions;

type TInitArgs<P extends keyof paths, M extends THttpMethod> =
  TEmpty extends TApiInit<P, M> ? [init?: TApiInit<P, M>] : [init: TApiInit<P, M>];

type TLooseInit = {
  params?: { path?: Record<string, string | number>; query?: TApiRequestOptions['query'] };
  body?: unknown;
} & TTransportOptions;

/** `/api/v1/needs/{id}` with `{ id }` → `/needs/<id>` (each value URL-encoded), under API_BASE. */
export const fillPath = (template: string, values: Record<string, string | number> = {}) =>
  template
    .slice(API_BASE.length)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

// Kept small: this module is on the first page's bundle.
function request(fetcher: typeof apiFetch | typeof apiFetchResponse, method: string) {
  return (path: string, { params, ...transport }: TLooseInit = {}) =>
    fetcher(fillPath(path, params?.path), {
      ...transport,
      method,
      query: params?.query,
    } as TApiRequestOptions);
}

const send = (method: string) => request(apiFetch, method);

type TMethodCall<M extends THttpMethod> = <P extends TApiPath<M>>(
  path: P,
  ...init: TInitArgs<P, M>
) => Promise<TApiReply<P, M>>;

/**
 * `apiClient.GET('/api/v1/needs/{id}', { params: { path: { id } }, signal })` resolves with the
 * documented reply, or rejects with an `ApiError` carrying the server's detail.
 */
export const apiClient = {
  GET: send('GET') as TMethodCall<'get'>,
  POST: send('POST') as TMethodCall<'post'>,
  PUT: send('PUT') as TMethodCall<'put'>,
  PATCH: send('PATCH') as TMethodCall<'patch'>,
  DELETE: send('DELETE') as TMethodCall<'delete'>,
  /**
   * A multipart POST (file analysis): the document describes its reply, not the form's parts,
   * which the server reads as a stream.
   */
  POST_FORM: send('POST') as <P extends TApiPath<'post'>>(
    path: P,
    init: Omit<TApiInit<P, 'post'>, 'body'> & { body: FormData },
  ) => Promise<TApiReply<P, 'post'>>,
  /** The raw response of a documented GET (files: CSV, archives, screenshots). */
  GET_RESPONSE: request(apiFetchResponse, 'GET') as <P extends TApiPath<'get'>>(
    path: P,
    ...init: TInitArgs<P, 'get'>
  ) => Promise<Response>,
};
