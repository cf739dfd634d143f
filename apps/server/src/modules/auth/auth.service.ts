import crypto from 'node:crypto';
import { USER_MESSAGES } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { serializeUser } from '../users/users.serializer.ts';
import type { TUserRow } from '../users/users.repository.ts';
import { createAuthRepository } from './auth.repository.ts';
import { newRefreshToken, type TTokenSigner } from './tokens.ts';

const REFRESH_REJECTED = 'Invalid or expired refresh token';

export function createAuthService(deps: {
  db: TDb;
  users: TUsersRepository;
  signer: TTokenSigner;
  refreshTtlDays: number;
}) {
  const repo = createAuthRepository(deps.db);

  async function issueRefresh(userId: string, familyId: string = crypto.randomUUID()) {
    const token = newRefreshToken();
    await repo.insert({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    });
    return token;
  }

  async function issueSession(user: TUserRow) {
    const role = user.role as 'Admin' | 'Sales' | 'Recruiter';
    return {
      access_token: await deps.signer.signAccess({ id: user.id, role }),
      refresh_token: await issueRefresh(user.id),
      token_type: 'bearer' as const,
      user: serializeUser(user),
    };
  }

  return {
    issueSession,

    async login(email: string, password: string) {
      const user = await deps.users.findByEmail(email);
      // Same work and the same message whether or not the e-mail exists.
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !ok) throw unauthorized(USER_MESSAGES.invalidCredentials);
      return issueSession(user);
    },

    async refresh(refreshToken: string) {
      const row = await repo.findByHash(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
        throw unauthorized(REFRESH_REJECTED);
      // A token presented twice means it leaked: the whole family goes.
      if (row.rotatedAt || !(await repo.markRotated(row.id))) {
        await repo.revokeFamily(row.familyId);
        throw unauthorized(REFRESH_REJECTED);
      }
      const user = await deps.users.findById(row.userId);
      if (!user) throw unauthorized(REFRESH_REJECTED);
      return {
        access_token: await deps.signer.signAccess({ id: user.id, role: user.role as 'Admin' }),
        refresh_token: await issueRefresh(user.id, row.familyId),
        token_type: 'bearer' as const,
      };
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const row = await repo.findByHash(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.familyId);
    },
  };
}
export type TAuthService = ReturnType<typeof createAuthService>;
