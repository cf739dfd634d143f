import { sql } from 'drizzle-orm';
import { ZSetupRequest, type TSetupRequest } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TUsersRepository } from '../users/users.repository.ts';

const SETUP_LOCK_KEY = 7_362_001;

export function createSetupService(deps: { db: TDb; users: TUsersRepository }) {
  return {
    async isComplete(): Promise<boolean> {
      return (await deps.users.count()) > 0;
    },

    /** Creates the first Admin; a transaction-scoped lock makes two simultaneous first runs yield one. */
    async createFirstAdmin(input: TSetupRequest) {
      const passwordHash = await hashPassword(input.password);
      return deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
        if ((await deps.users.count(tx)) > 0) throw conflict('Setup is already complete');
        const user = await deps.users.insert(
          { name: input.name, email: input.email, role: 'Admin', passwordHash },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'user',
          entityId: user.id,
          action: 'setup',
          actorId: user.id,
        });
        return user;
      });
    },

    /** SEED_ADMIN_* creates the first Admin at start when the database has no user. */
    async seedAdmin(seed: { email?: string; password?: string; name: string }) {
      if (!seed.email || !seed.password) return null;
      if (await this.isComplete()) return null;
      const input = ZSetupRequest.parse({
        name: seed.name,
        email: seed.email,
        password: seed.password,
      });
      return this.createFirstAdmin(input);
    },
  };
}
export type TSetupService = ReturnType<typeof createSetupService>;
