import { can, USER_MESSAGES, ZCreateUser, ZUpdateUser, ZUserListQuery } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TUsersService } from './users.service.ts';

const ZIdParams = idParams({ id: NOT_FOUND_MESSAGES.user });

const isOwnRecord = (actor: { id: string }, request: { params: unknown }) =>
  (request.params as { id?: string }).id === actor.id;
// Everyone may read the Sales users for the consultant picker.
const isSalesPicker = (_actor: unknown, request: { query: unknown }) =>
  (request.query as { role?: unknown }).role === 'Sales';

const admin = access.role(can.manageUsers, USER_MESSAGES.adminRequired);
const adminOrSelf = access.role(can.manageUsers, USER_MESSAGES.adminRequired, isOwnRecord);

export function registerUsersRoutes(app: TApp, deps: { users: TUsersService }) {
  const { users } = deps;

  app.get('/api/v1/users/me', { config: { access: access.signedIn } }, async (request) =>
    users.get(request.actor, request.actor.id),
  );

  app.get(
    '/api/v1/users',
    {
      config: { access: access.role(can.manageUsers, USER_MESSAGES.adminRequired, isSalesPicker) },
      schema: { querystring: ZUserListQuery },
    },
    async (request) => users.list(request.actor, request.query),
  );

  app.post(
    '/api/v1/users',
    { config: { access: admin }, schema: { body: ZCreateUser } },
    async (request, reply) =>
      reply.status(201).send(await users.create(request.actor, request.body)),
  );

  app.get(
    '/api/v1/users/:id',
    { config: { access: adminOrSelf }, schema: { params: ZIdParams } },
    async (request) => users.get(request.actor, request.params.id),
  );

  app.patch(
    '/api/v1/users/:id',
    { config: { access: adminOrSelf }, schema: { params: ZIdParams, body: ZUpdateUser } },
    async (request) => users.update(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/users/:id',
    { config: { access: admin }, schema: { params: ZIdParams } },
    async (request, reply) => {
      await users.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
