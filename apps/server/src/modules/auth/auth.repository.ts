import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export function createAuthRepository(db: TExecutor) {
  return {
    async insert(values: typeof refreshTokens.$inferInsert, tx: TExecutor = db) {
      await tx.insert(refreshTokens).values(values);
    },
    async findByHash(tokenHash: string, tx: TExecutor = db) {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
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
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
