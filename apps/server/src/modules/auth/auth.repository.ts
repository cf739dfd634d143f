import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  authSessions,
  loginAttempts,
  loginThrottle,
  refreshTokens,
  users,
} from '../../db/schema/index.ts';

export type TSessionRow = typeof authSessions.$inferSelect;

export function createAuthRepository(db: TExecutor) {
  return {
    async insert(values: typeof refreshTokens.$inferInsert, tx: TExecutor = db) {
      await tx.insert(refreshTokens).values(values);
    },
    /** The token with its session's revocation, which ends every token of the family. */
    async findByHash(tokenHash: string, tx: TExecutor = db) {
      const [row] = await tx
        .select({ token: refreshTokens, sessionRevokedAt: authSessions.revokedAt })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ? { ...row.token, sessionRevokedAt: row.sessionRevokedAt } : undefined;
    },
    /** Marks a token used; false when another request rotated it first. */
    async markRotated(id: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    async revokeFamily(familyId: string, tx: TExecutor = db) {
      const now = new Date();
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, familyId), isNull(authSessions.revokedAt)));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async insertSession(values: typeof authSessions.$inferInsert, tx: TExecutor = db) {
      const [row] = await tx.insert(authSessions).values(values).returning();
      return row!;
    },
    async touchSession(
      id: string,
      values: { ipAddress: string; userAgent: string | null },
      tx: TExecutor = db,
    ) {
      await tx
        .update(authSessions)
        .set({ ...values, lastUsedAt: new Date() })
        .where(eq(authSessions.id, id));
    },
    /** Sessions still able to refresh: not revoked, with an unexpired unused token. */
    async listLiveSessions(userId: string, tx: TExecutor = db): Promise<TSessionRow[]> {
      return tx
        .select()
        .from(authSessions)
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${authSessions.id}
              and ${refreshTokens.rotatedAt} is null and ${refreshTokens.revokedAt} is null
              and ${refreshTokens.expiresAt} > now())`,
          ),
        )
        .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.id));
    },
    /** Revokes one session of this user; false when it is not theirs or already revoked. */
    async revokeUserSession(userId: string, id: string, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authSessions.id, id),
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
          ),
        )
        .returning({ id: authSessions.id });
      return rows.length > 0;
    },
    /** Revokes every session of a user, but the one given (a password change keeps its own). */
    async revokeUserSessions(userId: string, exceptId?: string, tx: TExecutor = db) {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            exceptId ? ne(authSessions.id, exceptId) : undefined,
          ),
        );
    },

    /** Records an attempt, then counts it with the others of the last minute (this address, all). */
    async recordLoginAttempt(ipAddress: string, since: Date, tx: TExecutor = db) {
      const [row] = await tx
        .insert(loginAttempts)
        .values({ ipAddress })
        .returning({ id: loginAttempts.id });
      const [counts] = await tx
        .select({
          fromAddress: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${ipAddress})`,
          all: sql<number>`count(*)`,
          oldestFromAddress: sql<
            Date | string | null
          >`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.ipAddress} = ${ipAddress})`,
          oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})`,
        })
        .from(loginAttempts)
        .where(gt(loginAttempts.createdAt, since));
      return {
        id: row!.id,
        fromAddress: Number(counts?.fromAddress ?? 0),
        all: Number(counts?.all ?? 0),
        oldestFromAddress: counts?.oldestFromAddress ? new Date(counts.oldestFromAddress) : null,
        oldest: counts?.oldest ? new Date(counts.oldest) : null,
      };
    },
    async deleteLoginAttempt(id: number, tx: TExecutor = db) {
      await tx.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },
    async pruneLoginAttempts(before: Date, tx: TExecutor = db) {
      await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },
    /** True when this account has signed in from this address before (its sessions remember it). */
    async isKnownAddress(email: string, ipAddress: string, since: Date, tx: TExecutor = db) {
      const rows = await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(
          and(
            sql`lower(${users.email}) = ${email}`,
            eq(authSessions.ipAddress, ipAddress),
            gt(authSessions.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** The account's back-off row, locked until the transaction ends (created when missing). */
    async lockThrottle(email: string, tx: TExecutor) {
      await tx
        .insert(loginThrottle)
        .values({ email, failures: 0, blockedUntil: new Date(0) })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.email, email))
        .for('update');
      return row!;
    },
    async updateThrottle(
      email: string,
      values: { failures: number; blockedUntil: Date },
      tx: TExecutor = db,
    ) {
      await tx
        .update(loginThrottle)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(loginThrottle.email, email));
    },
    async clearThrottle(email: string, tx: TExecutor = db) {
      await tx.delete(loginThrottle).where(eq(loginThrottle.email, email));
    },
  };
}
