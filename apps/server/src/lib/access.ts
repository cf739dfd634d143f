import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES, isReadMethod, ROLES, type TRole } from '@staffing/domain';
import type { TActor } from './actor.ts';
import { forbidden } from './errors.ts';

/**
 * Who may call a route, declared on the route itself (`config: { access }`) and checked in
 * `onRequest`, before the body is parsed or validated: a refused role gets 403, never a
 * validation error, whatever it sent. Services keep their own checks as a second line.
 */
export type TAccess =
  /** No credential at all (login, refresh, first-run setup, health). */
  | { kind: 'public' }
  /** The credential is a signed token inside the URL (file links, the live socket). */
  | { kind: 'link' }
  | {
      kind: 'signed-in';
      /** Roles allowed outright; every role when absent. */
      allows?: (role: TRole) => boolean;
      /** Lets a refused role through for this one request (its own record, a public subset). */
      unless?: (actor: TActor, request: FastifyRequest) => boolean;
      message?: string;
      /** A person's own sessions and profile: an API key is refused whatever its role. */
      peopleOnly?: boolean;
    };

export const PERMISSION_DENIED = 'You do not have permission to perform this action';

export const access = {
  public: { kind: 'public' } as TAccess,
  link: { kind: 'link' } as TAccess,
  signedIn: { kind: 'signed-in' } as TAccess,
  /** Any signed-in person, never an API key (sessions, sign-out, own profile). */
  person: { kind: 'signed-in', peopleOnly: true } as TAccess,
  /** Only the roles a domain rule (`can.*`) allows, refused with the spec's message. */
  role: (
    allows: (role: TRole) => boolean,
    message: string,
    unless?: (actor: TActor, request: FastifyRequest) => boolean,
  ): TAccess => ({ kind: 'signed-in', allows, message, unless }),
};

/** One registered route, as the role matrix and the fuzz suite walk them. */
export type TRouteEntry = {
  method: string;
  url: string;
  access?: TAccess;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  websocket: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyInstance {
    /** Every route registered on the app, filled as they are declared. */
    routeCatalog: TRouteEntry[];
  }
}

/** Roles a policy lets through for a request that is not about the caller's own records. */
export function rolesAllowed(policy: TAccess): TRole[] {
  if (policy.kind !== 'signed-in') return [...ROLES];
  return ROLES.filter((role) => !policy.allows || policy.allows(role));
}

export function isAllowed(policy: TAccess, actor: TActor, request: FastifyRequest): boolean {
  if (policy.kind !== 'signed-in' || !policy.allows || policy.allows(actor.role)) return true;
  return policy.unless?.(actor, request) ?? false;
}

/** Routes under this prefix must declare their access; the app refuses to start otherwise. */
const GUARDED_PREFIX = '/api/';

/**
 * Installs the check on every route. Call before any route is registered: the `onRoute` hook
 * then refuses a route that forgot to say who may call it.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const catalog: TRouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      catalog.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema as TRouteEntry['schema'],
        websocket: Boolean((route as { websocket?: boolean }).websocket),
      });
    }
    if (!route.url.startsWith(GUARDED_PREFIX)) return;
    if (!route.config?.access) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(`${methods} ${route.url} declares no access policy (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (!policy || policy.kind !== 'signed-in') return;
    await app.authenticate(request);
    const apiKey = request.actor.apiKey;
    if (apiKey && policy.peopleOnly) throw forbidden(API_KEY_MESSAGES.peopleOnly);
    // Before the role check, so that a read-only key is told why rather than "Recruiter".
    if (apiKey?.readOnly && !isReadMethod(request.method))
      throw forbidden(API_KEY_MESSAGES.readOnly);
    if (!isAllowed(policy, request.actor, request))
      throw forbidden(policy.message ?? PERMISSION_DENIED);
  });
}
