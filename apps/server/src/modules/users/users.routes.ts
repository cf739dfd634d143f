import { z } from 'zod';
import { ZCreateUser, ZUpdateUser, ZUserListQuery } from '@staffing/domain';
import type { TApp } from '../../lib/types.ts';
import type { TUsersService } from './users.service.ts';

const ZIdParams = z.object({ id: z.uuid({ message: 'User not found' }) });

export function registerUsersRoutes(app: TApp, deps: { users: TUsersService }) {
  const { users } = deps;
  const auth = { onRequest: app.authenticate };

  app.get('/api/v1/users/me', auth, async (request) => users.get(request.actor, request.actor.id));

  app.get('/api/v1/users', { ...auth, schema: { querystring: ZUserListQuery } }, async (request) =>
    users.list(request.actor, request.query),
  );

  app.post('/api/v1/users', { ...auth, schema: { body: ZCreateUser } }, async (request, reply) =>
    reply.status(201).send(await users.create(request.actor, request.body)),
  );

  app.get('/api/v1/users/:id', { ...auth, schema: { params: ZIdParams } }, async (request) =>
    users.get(request.actor, request.params.id),
  );

  app.patch(
    '/api/v1/users/:id',
    { ...auth, schema: { params: ZIdParams, body: ZUpdateUser } },
    async (request) => users.update(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/users/:id',
    { ...auth, schema: { params: ZIdParams } },
    async (request, reply) => {
      await users.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
