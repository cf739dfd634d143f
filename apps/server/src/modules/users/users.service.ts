import {
  can,
  toPage,
  USER_MESSAGES,
  type TCreateUser,
  type TUpdateUser,
  type TUserListQuery,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { deleteAudited, writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { announceSessionEnded, type TActorInvalidator } from '../realtime/session-ended.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import { createUsersRepository } from './users.repository.ts';
import { serializeSalesUser, serializeUser } from './users.serializer.ts';

function requireAdmin(actor: TActor) {
  if (!can.manageUsers(actor.role)) throw forbidden(USER_MESSAGES.adminRequired);
}

/** The sessions a user change ends (auth's session store, given at composition). */
export type TUserSessions = {
  revokeUserSessions(userId: string, exceptId: string | undefined, tx: TExecutor): Promise<void>;
};

/**
 * `actors`: told of each change to a user, so that their next request sees it (every process);
 * `bus`: carries the sessions a change ends to the sockets opened with them; `sessions`: the
 * session store (auth's), whose sessions a new password or role ends.
 */
export function createUsersService(
  db: TDb,
  deps: { actors?: TActorInvalidator; bus?: TEventBus; sessions: TUserSessions },
) {
  const repo = createUsersRepository(db);
  const { sessions } = deps;

  async function assertEmailFree(email: string, exceptId?: string) {
    const existing = await repo.findByEmail(email);
    if (existing && existing.id !== exceptId) throw conflict(USER_MESSAGES.emailTaken);
  }

  return {
    repo,

    async list(actor: TActor, query: TUserListQuery) {
      // Everyone may read the Sales users for the consultant picker, but only their public fields.
      const salesOnly = !can.manageUsers(actor.role);
      if (salesOnly && query.role !== 'Sales') throw forbidden(USER_MESSAGES.adminRequired);
      const { rows, total } = await repo.list(query);
      const items = salesOnly ? rows.map(serializeSalesUser) : rows.map(serializeUser);
      return toPage(items, total, query.page, query.size);
    },

    async get(actor: TActor, id: string) {
      if (actor.id !== id) requireAdmin(actor);
      const row = await repo.findById(id);
      if (!row) throw notFound('User not found');
      return serializeUser(row);
    },

    async create(actor: TActor, input: TCreateUser) {
      requireAdmin(actor);
      await assertEmailFree(input.email);
      const passwordHash = await hashPassword(input.password);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(
          { name: input.name, email: input.email, role: input.role, passwordHash },
          tx,
        );
        await writeAudit(tx, {
          entityType: 'user',
          entityId: created.id,
          action: 'create',
          actorId: actor.id,
          changes: { role: input.role },
        });
        return created;
      });
      return serializeUser(row);
    },

    async update(actor: TActor, id: string, input: TUpdateUser) {
      const isSelf = actor.id === id;
      const isAdmin = can.manageUsers(actor.role);
      if (!isSelf && !isAdmin) throw forbidden(USER_MESSAGES.adminRequired);
      if (!isAdmin && (input.role !== undefined || input.email !== undefined))
        throw forbidden('You can only change your own name and password');
      const existing = await repo.findById(id);
      if (!existing) throw notFound('User not found');

      const changes: Record<string, unknown> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl;
      if (input.language !== undefined && input.language !== existing.language)
        changes.language = input.language;
      if (input.email !== undefined && input.email.toLowerCase() !== existing.email.toLowerCase()) {
        await assertEmailFree(input.email, id);
        changes.email = input.email;
      }
      if (input.role !== undefined && input.role !== existing.role) {
        if (isSelf) throw badInput('You cannot change your own role');
        changes.role = input.role;
      }
      if (input.password !== undefined) {
        // Your own password needs the current one; an admin resetting someone else's does not.
        if (isSelf) {
          if (!input.currentPassword) throw badInput(USER_MESSAGES.currentPasswordRequired);
          if (!(await verifyPassword(existing.passwordHash, input.currentPassword)))
            throw badInput(USER_MESSAGES.currentPasswordWrong);
        }
        changes.passwordHash = await hashPassword(input.password);
      }
      if (Object.keys(changes).length === 0) return serializeUser(existing);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.update(id, changes, tx);
        if (!updated) throw notFound('User not found');
        // A new password or role ends every session of that user; your own password change
        // keeps the session you made it from.
        if (changes.passwordHash || changes.role)
          await sessions.revokeUserSessions(
            id,
            isSelf && !changes.role ? actor.sessionId : undefined,
            tx,
          );
        const { passwordHash, ...audited } = changes;
        await writeAudit(tx, {
          entityType: 'user',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          changes: { ...audited, ...(passwordHash ? { password: 'changed' } : {}) },
        });
        return updated;
      });
      if (changes.passwordHash || changes.role)
        await announceSessionEnded(deps, {
          reason: changes.role ? 'roleChanged' : 'passwordChanged',
          userId: id,
          keepSessionId: isSelf && !changes.role ? actor.sessionId : undefined,
        });
      else await deps.actors?.invalidate({ userId: id });
      return serializeUser(row);
    },

    async remove(actor: TActor, id: string) {
      requireAdmin(actor);
      if (actor.id === id) throw new AppError('VALIDATION', USER_MESSAGES.cannotDeleteSelf, 400);
      await db.transaction((tx) =>
        deleteAudited(tx, actor, 'user', id, {
          remove: () => repo.delete(id, tx),
          missing: () => notFound('User not found'),
        }),
      );
      await announceSessionEnded(deps, { reason: 'userDeleted', userId: id });
    },
  };
}
export type TUsersService = ReturnType<typeof createUsersService>;
