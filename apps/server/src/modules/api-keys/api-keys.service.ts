import crypto from 'node:crypto';
import {
  API_KEY_LAST_USED_PRECISION_MS,
  API_KEY_MESSAGES,
  can,
  formatApiKey,
  getApiKeyActorRole,
  getApiKeyExpiry,
  getApiKeyStatus,
  isApiKeyReadOnly,
  parseApiKey,
  shouldTouchLastUsed,
  type TApiKeyRole,
  type TCreateApiKey,
  type TCreatedApiKey,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { TActorCache } from '../auth/actor-cache.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';
import { serializeApiKey } from './api-keys.serializer.ts';

function requireAdmin(actor: TActor) {
  if (!can.manageApiKeys(actor.role) || actor.apiKey)
    throw forbidden(API_KEY_MESSAGES.adminRequired);
}

/** Both are hex SHA-256 digests of the same length: compared in constant time. */
function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function createApiKeysService(deps: {
  db: TDb;
  now?: () => Date;
  /** Keeps presented keys between requests; revoking one invalidates it everywhere. */
  actors?: TActorCache;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createApiKeysRepository(db);

  return {
    repo,

    async list(actor: TActor) {
      requireAdmin(actor);
      const at = now();
      return { items: (await repo.list()).map((row) => serializeApiKey(row, at)) };
    },

    /** The whole key is in this reply only: the server keeps its hash. */
    async create(actor: TActor, input: TCreateApiKey): Promise<TCreatedApiKey> {
      requireAdmin(actor);
      if (await repo.findUnrevokedByName(input.name)) throw conflict(API_KEY_MESSAGES.nameTaken);
      const prefix = crypto.randomBytes(6).toString('hex');
      const secret = crypto.randomBytes(32).toString('hex');
      const at = now();
      const expiresAt = getApiKeyExpiry(at, input.expiresInDays);
      const row = await db.transaction(async (tx) => {
        const user = await repo.insertServiceUser(
          {
            name: input.name,
            // Reserved top-level domain: never a real address, unique through the prefix.
            email: `${prefix}@api-keys.invalid`,
            role: getApiKeyActorRole(input.role),
          },
          tx,
        );
        const created = await repo.insert(
          {
            name: input.name,
            role: input.role,
            prefix,
            secretHash: sha256(secret),
            userId: user.id,
            expiresAt,
            createdBy: actor.id,
            createdAt: at,
          },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'api_key',
          entityId: created.id,
          action: 'create',
          actorId: actor.id,
          changes: { name: input.name, role: input.role, expiresAt: expiresAt.toISOString() },
        });
        return created;
      });
      const shown = serializeApiKey({ ...row, creator: { id: actor.id, name: actor.name } }, at);
      return { ...shown, key: formatApiKey(prefix, secret) };
    },

    /** Revoked keys stay listed (their names are in the audit); revoking twice changes nothing. */
    async revoke(actor: TActor, id: string) {
      requireAdmin(actor);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const existing = await repo.findById(id, tx);
        if (!existing) throw notFound(API_KEY_MESSAGES.notFound);
        if (existing.revokedAt) return existing;
        await repo.revoke(id, at, tx);
        await writeAudit(tx, {
          entityType: 'api_key',
          entityId: id,
          action: 'revoke',
          actorId: actor.id,
          changes: { name: existing.name },
        });
        return { ...existing, revokedAt: at };
      });
      await deps.actors?.invalidate({ apiKeys: true, userId: row.userId });
      return serializeApiKey(row, at);
    },

    /**
     * The actor of a request that presents an API key: its service user with the key's role.
     * An unknown key or a wrong secret says only "not valid"; expired and revoked are told apart
     * only to the holder of the real secret.
     */
    async authenticate(token: string): Promise<TActor> {
      const parsed = parseApiKey(token);
      if (!parsed) throw unauthorized(API_KEY_MESSAGES.invalid);
      const load = async () => {
        const row = await repo.findForAuthentication(parsed.prefix);
        return row && { value: row, userId: row.key.userId };
      };
      const found = deps.actors
        ? await deps.actors.apiKey(parsed.prefix, load)
        : (await load())?.value;
      if (!found || !isSameHash(found.key.secretHash, sha256(parsed.secret)))
        throw unauthorized(API_KEY_MESSAGES.invalid);
      const { key } = found;
      const at = now();
      const status = getApiKeyStatus(key, at);
      if (status === 'revoked') throw unauthorized(API_KEY_MESSAGES.revoked);
      if (status === 'expired') throw unauthorized(API_KEY_MESSAGES.expired);
      if (shouldTouchLastUsed(key.lastUsedAt, at)) {
        await repo.touchLastUsed(
          key.id,
          at,
          new Date(at.getTime() - API_KEY_LAST_USED_PRECISION_MS),
        );
        deps.actors?.updateApiKey<typeof found>(parsed.prefix, (cached) => ({
          ...cached,
          key: { ...cached.key, lastUsedAt: at },
        }));
      }
      const role = key.role as TApiKeyRole;
      return {
        id: key.userId,
        role: getApiKeyActorRole(role),
        name: key.name,
        email: found.email,
        apiKey: { id: key.id, name: key.name, readOnly: isApiKeyReadOnly(role) },
      };
    },
  };
}
export type TApiKeysService = ReturnType<typeof createApiKeysService>;
