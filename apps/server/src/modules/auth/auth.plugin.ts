import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiKeyToken, type TRole } from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import type { TActorCache } from './actor-cache.ts';
import type { TTokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: TActor;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: TRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** A signed-in user and when the access token that proved it expires (epoch milliseconds). */
export type TTokenSession = { actor: TActor; expiresAt: number };

/**
 * Resolves a token to the current user row and its live session in one query, so a deleted user,
 * a changed role or a revoked session takes effect at once. With a cache, the row is read once per
 * session until a write that changes it invalidates it (see actor-cache.ts).
 */
export async function resolveTokenSession(
  token: string | undefined,
  signer: TTokenSigner,
  users: TUsersRepository,
  cache?: TActorCache,
): Promise<TTokenSession | null> {
  if (!token) return null;
  const claims = await signer.verifyAccess(token);
  if (!claims) return null;
  const load = async () => {
    const user = await users.findWithLiveSession(claims.sub, claims.sid);
    if (!user) return undefined;
    const actor: TActor = {
      id: user.id,
      role: user.role as TRole,
      name: user.name,
      email: user.email,
      sessionId: claims.sid,
    };
    return { value: actor, userId: user.id };
  };
  const actor = cache ? await cache.session(claims.sid, load) : (await load())?.value;
  // A session belongs to one user: a token naming another is not this session's.
  if (!actor || actor.id !== claims.sub) return null;
  // A copy: handlers may not change what the next request sees.
  return { actor: { ...actor }, expiresAt: claims.exp * 1000 };
}

/** The user a token signs in, or null (see resolveTokenSession). */
export async function resolveActor(
  token: string | undefined,
  signer: TTokenSigner,
  users: TUsersRepository,
  cache?: TActorCache,
): Promise<TActor | null> {
  return (await resolveTokenSession(token, signer, users, cache))?.actor ?? null;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      signer: TTokenSigner;
      users: TUsersRepository;
      actors?: TActorCache;
      /** Resolves an integration's key (`stk_...`) to its actor, or throws 401 saying why. */
      apiKeys?: { authenticate: (token: string) => Promise<TActor> };
    },
  ) => {
    app.decorateRequest('actor', null as unknown as TActor);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      // The access hook may have signed this request in already.
      if (request.actor) return;
      const token = readBearer(request);
      if (!token) throw unauthorized('No authentication token available. Please login.');
      // Only here: the live socket and the RPA stream resolve session tokens, never keys.
      if (opts.apiKeys && isApiKeyToken(token)) {
        request.actor = await opts.apiKeys.authenticate(token);
        return;
      }
      const actor = await resolveActor(token, opts.signer, opts.users, opts.actors);
      if (!actor) throw unauthorized('Authentication failed. Please login again.');
      request.actor = actor;
    });
    app.decorate('requireRole', (...roles: TRole[]) => async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!roles.includes(request.actor.role)) throw forbidden('Admin privileges required');
    });
  },
);
