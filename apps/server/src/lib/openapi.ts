import fs from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { TAccess } from './access.ts';
import { describeWebhooks } from './openapi-webhooks.ts';
import { rolesAllowed } from './access.ts';

/** Where the document is served, and where its interactive reference lives. */
export const OPENAPI_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const BEARER_SCHEME = 'bearerAuth';

const SERVER_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Whether a route is part of the JSON API the document describes. */
export function isDocumentedRoute(route: { url: string; websocket?: boolean }): boolean {
  if (!route.url.startsWith('/api/') || route.websocket) return false;
  // The reference page and its assets are a web page, not an operation of the API.
  return !(route.url === API_DOCS_PATH || route.url.startsWith(`${API_DOCS_PATH}/`));
}

const ROUTES_TAG = Symbol('openapi.routesTag');
type TTagged = { [ROUTES_TAG]?: string };

/**
 * States the OpenAPI tag (the reference's section) of the routes a module declares next: each
 * module's register function calls it once, first. Scopes it registers inherit it.
 */
export function tagRoutes(app: FastifyInstance, tag: string): void {
  (app as TTagged)[ROUTES_TAG] = tag;
}

/** `PATCH /api/v1/needs/:id/column` → `patchNeedsByIdColumn`; the unversioned family says so. */
export function operationIdFor(method: string, url: string): string {
  const versioned = url.startsWith('/api/v1/');
  const words = url
    .replace(/^\/api\/(v1\/)?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['Path'];
      const param = /^:(\w+)$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    })
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`);
  return `${method.toLowerCase()}${words.join('')}${versioned ? '' : 'Unversioned'}`;
}

const ROLE_LIST = (roles: readonly string[]) => roles.join(', ');

/** The sentence each operation's description carries about who may call it. */
export function describeAccess(policy: TAccess | undefined): string {
  if (!policy || policy.kind === 'public') return 'Access: public, no credential needed.';
  if (policy.kind === 'link')
    return 'Access: the signed link itself is the credential (no Authorization header).';
  const roles = rolesAllowed(policy);
  const own = policy.unless
    ? ' Other roles only where the route allows it (their own record).'
    : '';
  return `Access: ${ROLE_LIST(roles)} (a bearer token: a session access token or an API key).${own}`;
}

/** What an answer of each status means, shown when its schema carries no description. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted: the work goes on in the background',
  '204': 'Done, no content',
  '400': 'The body is not valid JSON',
  '401': 'No valid credential: sign in again (or use a valid API key)',
  '403': 'This role may not do this',
  '404': 'Not found',
  '409': 'Conflict with the current state (e.g. a stale version or a duplicate)',
  '413': 'The body is too large',
  '415': 'Unsupported content type',
  '422': 'Validation failed: `detail` says which field and why',
  '429': 'Too many requests: wait for Retry-After',
  '500': 'Server error',
};

type TOperation = { tags?: string[]; responses?: Record<string, { description?: string }> };
type TPaths = Record<string, Record<string, TOperation>>;

/** @fastify/swagger calls every answer 'Default Response': say what each status means. */
function describeResponses(paths: TPaths): TPaths {
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (!response.description || response.description === 'Default Response')
          response.description = STATUS_DESCRIPTIONS[status] ?? `HTTP ${status}`;
  return paths;
}

/** Components no operation reaches (zod registers every schema with an id, input and output). */
function pruneUnusedComponents<
  T extends { paths?: unknown; webhooks?: unknown; components?: unknown },
>(doc: T): T {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas;
  if (!schemas) return doc;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = /^#\/components\/schemas\/(.+)$/.exec(child)?.[1];
        if (name && !used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(doc.paths);
  visit(doc.webhooks);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...(doc.components as object), schemas: kept } };
}

/** Tags in the order of their names, so the reference lists modules alphabetically. */
function collectTags(paths: TPaths) {
  const names = new Set<string>();
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      for (const tag of operation.tags ?? []) names.add(tag);
  return [...names].sort().map((name) => ({ name }));
}

const API_DESCRIPTION = [
  'The staffing pipeline API: needs, candidates, their steps, files, AI analysis and CRM workflows.',
  '',
  'Authentication: `Authorization: Bearer <token>`, where the token is a session access token',
  '(`POST /api/v1/auth/login`) or an API key. Every operation states the roles that may call it',
  '(`x-roles`). Errors are always `{ detail, code }` (schema `Error`); `detail` is in the language',
  'of `Accept-Language` (English by default, French for `fr`), `code` never changes.',
].join('\n');

/**
 * Registers @fastify/swagger (OpenAPI 3.1) so that the document is generated from the very zod
 * schemas the routes validate and serialise with. Call before any route is declared: the plugin
 * collects routes as they are added. Each operation gets its module's tag (`tagRoutes`), an operationId, its
 * roles (`x-access`, `x-roles` and a sentence) and its security requirement.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const tagOf = new WeakMap<object, string>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const tag = (this as TTagged)[ROUTES_TAG];
    if (tag) tagOf.set(route, tag);
    else if (isDocumentedRoute(route))
      throw new Error(
        `${route.url} has no OpenAPI tag: its module calls tagRoutes(app, ...) first`,
      );
  });

  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Staffing pipeline API',
        version: SERVER_VERSION,
        description: API_DESCRIPTION,
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session access token (from `POST /api/v1/auth/login`, refreshed with `POST /api/v1/auth/refresh`) or an API key.',
          },
        },
      },
    },
    transform: (input) => {
      const route = input.route as RouteOptions & { websocket?: boolean };
      if (!isDocumentedRoute(route)) return { schema: { hide: true }, url: input.url };
      const { schema } = zodTransform(input);
      const policy = route.config?.access;
      const method = [route.method].flat()[0] ?? 'GET';
      const own = (input.schema ?? {}) as { description?: string; operationId?: string };
      const tag = tagOf.get(route);
      const signedIn = policy?.kind === 'signed-in';
      return {
        url: input.url,
        schema: {
          ...schema,
          operationId: own.operationId ?? operationIdFor(method, route.url),
          ...(tag ? { tags: [tag] } : {}),
          description: [own.description, describeAccess(policy)].filter(Boolean).join('\n\n'),
          security: signedIn ? [{ [BEARER_SCHEME]: [] }] : [],
          'x-access': policy?.kind ?? 'public',
          ...(signedIn ? { 'x-roles': rolesAllowed(policy) } : {}),
        },
      };
    },
    transformObject: (input) => {
      // A webhook body is written as an answer is: named schemas become `$ref`s to components.
      const webhooks = describeWebhooks((schema) => {
        const { schema: json } = zodTransform({
          ...input,
          url: '/webhooks',
          schema: { response: { 200: schema } },
        } as unknown as Parameters<typeof zodTransform>[0]);
        return (json.response as Record<number, unknown>)[200];
      });
      const doc = pruneUnusedComponents({
        ...(jsonSchemaTransformObject(input) as { paths?: unknown }),
        webhooks,
      });
      const paths = describeResponses((doc.paths ?? {}) as TPaths);
      return { ...doc, paths, tags: collectTags(paths) } as ReturnType<
        typeof jsonSchemaTransformObject
      >;
    },
  });
}
