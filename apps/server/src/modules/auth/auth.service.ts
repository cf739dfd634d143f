import { USER_MESSAGES, type TRole } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { serializeUser } from '../users/users.serializer.ts';
import type { TUserRow } from '../users/users.repository.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import type { TActorCache } from './actor-cache.ts';
import { createAuthRepository } from './auth.repository.ts';
import { serializeSession } from './auth.serializer.ts';
import type { TClientInfo } from './client-info.ts';
import { createLoginThrottle, type TLoginLimits } from './login-throttle.ts';
import { announceSessionEnded } from '../realtime/session-ended.ts';
import { newRefreshToken, type TTokenSigner } from './tokens.ts';

const REFRESH_REJECTED = 'Invalid or expired refresh token';
const SESSION_NOT_FOUND = 'Session not found';

export function createAuthService(deps: {
  db: TDb;
  users: TUsersRepository;
  signer: TTokenSigner;
  refreshTtlDays: number;
  loginLimits: TLoginLimits;
  /** Told of every revoked session, so that its next request is refused (in every process). */
  actors?: TActorCache;
  /** Carries the end of a session to the sockets opened with it (every process). */
  bus?: TEventBus;
}) {
  const repo = createAuthRepository(deps.db);
  const throttle = createLoginThrottle(deps.db, deps.loginLimits);

  async function issueRefresh(userId: string, familyId: string) {
    const token = newRefreshToken();
    await repo.insert({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    });
    return token;
  }

  /** A pair of tokens of a session: an access token and a new refresh token. */
  async function issueTokens(user: TUserRow, sessionId: string) {
    return {
      access_token: await deps.signer.signAccess({
        id: user.id,
        role: user.role as TRole,
        sessionId,
      }),
      refresh_token: await issueRefresh(user.id, sessionId),
      token_type: 'bearer' as const,
    };
  }

  /** A new session (refresh family) for this device, and its first pair of tokens. */
  async function issueSession(user: TUserRow, client: TClientInfo) {
    const session = await repo.insertSession({ userId: user.id, ...client });
    return { ...(await issueTokens(user, session.id)), user: serializeUser(user) };
  }

  return {
    issueSession,

    async login(email: string, password: string, client: TClientInfo) {
      const ticket = await throttle.begin(client.ipAddress, email);
      const user = await deps.users.findByEmail(email);
      // Same work and the same message whether or not the e-mail exists.
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !ok) {
        await throttle.failed();
        throw unauthorized(USER_MESSAGES.invalidCredentials);
      }
      await throttle.succeeded(ticket);
      return issueSession(user, client);
    },

    async refresh(refreshToken: string, client: TClientInfo) {
      const row = await repo.findByHash(sha256(refreshToken));
      if (!row || row.revokedAt || row.sessionRevokedAt || row.expiresAt.getTime() <= Date.now())
        throw unauthorized(REFRESH_REJECTED);
      // A token presented twice means it leaked: the whole family goes.
      if (row.rotatedAt || !(await repo.markRotated(row.id))) {
        await repo.revokeFamily(row.familyId);
        await announceSessionEnded(deps, { reason: 'revoked', sessionId: row.familyId });
        throw unauthorized(REFRESH_REJECTED);
      }
      const user = await deps.users.findById(row.userId);
      if (!user) throw unauthorized(REFRESH_REJECTED);
      await repo.touchSession(row.familyId, client);
      return issueTokens(user, row.familyId);
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const row = await repo.findByHash(sha256(refreshToken));
      if (!row) return;
      await repo.revokeFamily(row.familyId);
      await announceSessionEnded(deps, { reason: 'signedOut', sessionId: row.familyId });
    },

    async listSessions(actor: TActor) {
      const rows = await repo.listLiveSessions(actor.id);
      const items = rows.map((row) => serializeSession(row, actor.sessionId));
      // This device first, then the most recently used.
      return { items: items.sort((a, b) => Number(b.current) - Number(a.current)) };
    },

    /** Only the caller's own sessions: anyone else's answers 404 as if it did not exist. */
    async revokeSession(actor: TActor, sessionId: string) {
      if (!(await repo.revokeUserSession(actor.id, sessionId))) throw notFound(SESSION_NOT_FOUND);
      await announceSessionEnded(deps, { reason: 'revoked', sessionId });
    },

    async logoutAll(actor: TActor) {
      await repo.revokeUserSessions(actor.id);
      await announceSessionEnded(deps, { reason: 'signedOutEverywhere', userId: actor.id });
    },
  };
}
export type TAuthService = ReturnType<typeof createAuthService>;
