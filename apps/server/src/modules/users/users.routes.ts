import {
  can,
  USER_MESSAGES,
  ZCreateUser,
  ZErrorBody,
  ZUpdateUser,
  ZUser,
  ZUserListQuery,
  ZUserPage,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { createRoute, deleteRoute } from '../../lib/record-routes.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TUsersService } from './users.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZIdParams = idParams({ id: NOT_FOUND_MESSAGES.user });

// An API key's service user is not a person with a profile to edit.
const isOwnRecord = (actor: { id: string; apiKey?: unknown }, request: { params: unknown }) =>
  !actor.apiKey && (request.params as { id?: string }).id === actor.id;
// Everyone may read the Sales users for the consultant picker.
const isSalesPicker = (_actor: unknown, request: { query: unknown }) =>
  (request.query as { role?: unknown }).role === 'Sales';

const admin = access.role(can.manageUsers, USER_MESSAGES.adminRequired);
const adminOrSelf = access.role(can.manageUsers, USER_MESSAGES.adminRequired, isOwnRecord);

export function registerUsersRoutes(app: TApp, deps: { users: TUsersService }) {
  tagRoutes(app, 'Users');
  const { users } = deps;

  app.get(
    '/api/v1/users/me',
    // 404: the account was deleted while its token still runs.
    { config: { access: access.person }, schema: { response: { 200: ZUser, 404: ZErrorBody } } },
    async (request) => users.get(request.actor, request.actor.id),
  );

  app.get(
    '/api/v1/users',
    {
      config: { access: access.role(can.manageUsers, USER_MESSAGES.adminRequired, isSalesPicker) },
      schema: { querystring: ZUserListQuery, response: { 200: ZUserPage } },
    },
    async (request) => users.list(request.actor, request.query),
  );

  createRoute(
    app,
    '/api/v1/users',
    { config: { access: admin }, body: ZCreateUser, created: ZUser, errors: { 409: ZErrorBody } },
    users.create,
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: adminOrSelf },
      schema: { params: ZIdParams, response: { 200: ZUser, 404: ZErrorBody } },
    },
    async (request) => users.get(request.actor, request.params.id),
  );

  app.patch(
    '/api/v1/users/:id',
    {
      config: { access: adminOrSelf },
      schema: {
        params: ZIdParams,
        body: ZUpdateUser,
        response: { 200: ZUser, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => users.update(request.actor, request.params.id, request.body),
  );

  deleteRoute(
    app,
    '/api/v1/users/:id',
    {
      config: { access: admin },
      params: ZIdParams,
      // 400: an Admin cannot delete their own account.
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    users.remove,
  );
}
