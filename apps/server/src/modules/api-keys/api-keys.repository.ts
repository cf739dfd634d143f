import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

export type TApiKeyRow = typeof apiKeys.$inferSelect;
export type TApiKeyWithCreator = TApiKeyRow & { creator: { id: string; name: string } | null };

const creators = alias(users, 'creator');

const withCreator = {
  key: apiKeys,
  creatorId: creators.id,
  creatorName: creators.name,
};

function toKeyWithCreator(row: {
  key: TApiKeyRow;
  creatorId: string | null;
  creatorName: string | null;
}): TApiKeyWithCreator {
  return {
    ...row.key,
    creator: row.creatorId ? { id: row.creatorId, name: row.creatorName ?? '' } : null,
  };
}

export function createApiKeysRepository(db: TExecutor) {
  return {
    /** Newest first; revoked keys stay listed so that the audit's names can still be traced. */
    async list(tx: TExecutor = db): Promise<TApiKeyWithCreator[]> {
      const rows = await tx
        .select(withCreator)
        .from(apiKeys)
        .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toKeyWithCreator);
    },

    async findById(id: string, tx: TExecutor = db): Promise<TApiKeyWithCreator | undefined> {
      const [row] = await tx
        .select(withCreator)
        .from(apiKeys)
        .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
        .where(eq(apiKeys.id, id));
      return row ? toKeyWithCreator(row) : undefined;
    },

    /** The key a request presents (by its public prefix) and its service user's e-mail: one query. */
    async findForAuthentication(prefix: string, tx: TExecutor = db) {
      const [row] = await tx
        .select({ key: apiKeys, email: users.email })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.prefix, prefix));
      return row;
    },

    async findUnrevokedByName(name: string, tx: TExecutor = db): Promise<TApiKeyRow | undefined> {
      const [row] = await tx
        .select()
        .from(apiKeys)
        .where(and(sql`lower(${apiKeys.name}) = lower(${name})`, isNull(apiKeys.revokedAt)));
      return row;
    },

    /** The user a key's writes are recorded under: no password, cannot sign in, never listed. */
    async insertServiceUser(
      values: { name: string; email: string; role: string },
      tx: TExecutor = db,
    ): Promise<{ id: string }> {
      const [row] = await tx
        .insert(users)
        .values({ ...values, kind: 'api_key', passwordHash: '!' })
        .returning({ id: users.id });
      return row!;
    },

    async insert(values: typeof apiKeys.$inferInsert, tx: TExecutor = db): Promise<TApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(values).returning();
      return row!;
    },

    /** Sets revoked_at once; a second revocation keeps the first date. */
    async revoke(id: string, now: Date, tx: TExecutor = db): Promise<void> {
      await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },

    /** At most one write a minute per key, even with several processes answering its requests. */
    async touchLastUsed(id: string, now: Date, notSince: Date, tx: TExecutor = db): Promise<void> {
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notSince))),
        );
    },
  };
}
