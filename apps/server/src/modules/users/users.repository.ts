import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { deleteById, updateById } from '../../db/row-writes.ts';
import { authSessions, users } from '../../db/schema/index.ts';

export type TUserRow = typeof users.$inferSelect;

/**
 * People only: the service users of API keys (kind 'api_key') cannot sign in and are never
 * found, listed, counted, edited or deleted through here (see modules/api-keys).
 */
const isPerson = eq(users.kind, 'person');

export function createUsersRepository(db: TExecutor) {
  return {
    async findById(id: string, tx: TExecutor = db): Promise<TUserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isPerson));
      return row;
    },
    /** The user, only while the given session of theirs is not revoked (one query per request). */
    async findWithLiveSession(
      id: string,
      sessionId: string,
      tx: TExecutor = db,
    ): Promise<TUserRow | undefined> {
      const [row] = await tx
        .select({ user: users })
        .from(users)
        .innerJoin(
          authSessions,
          and(
            eq(authSessions.id, sessionId),
            eq(authSessions.userId, users.id),
            isNull(authSessions.revokedAt),
          ),
        )
        .where(and(eq(users.id, id), isPerson));
      return row?.user;
    },
    async findByEmail(email: string, tx: TExecutor = db): Promise<TUserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isPerson));
      return row;
    },
    async count(tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(users).where(isPerson);
      return row?.n ?? 0;
    },
    async list(
      query: { page: number; size: number; role?: TRole; search?: string },
      tx: TExecutor = db,
    ): Promise<{ rows: TUserRow[]; total: number }> {
      const filters: SQL[] = [isPerson];
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      const where = and(...filters);
      const [rows, [totalRow]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },
    async insert(values: typeof users.$inferInsert, tx: TExecutor = db): Promise<TUserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>, tx: TExecutor = db) {
      return updateById(tx, users, id, values, isPerson);
    },
    async delete(id: string, tx: TExecutor = db): Promise<boolean> {
      return deleteById(tx, users, id, isPerson);
    },
  };
}
export type TUsersRepository = ReturnType<typeof createUsersRepository>;
