import { z } from 'zod';
import {
  ZAuthSessionList,
  ZAuthSignIn,
  ZAuthTokens,
  ZErrorBody,
  ZLoginRequest,
  ZRefreshRequest,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { ZNoContent } from '../../lib/responses.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TAuthService } from './auth.service.ts';
import { readClientInfo } from './client-info.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZSessionParams = idParams({ id: NOT_FOUND_MESSAGES.session });

export function registerAuthRoutes(app: TApp, deps: { auth: TAuthService }) {
  tagRoutes(app, 'Auth');
  const open = { config: { access: access.public } };
  // A person's own sessions: an API key has none.
  const signedIn = { config: { access: access.person } };

  // Throttled per address, per account and globally inside the service (see login-throttle.ts).
  app.post(
    '/api/v1/auth/login',
    {
      ...open,
      schema: {
        body: ZLoginRequest,
        // 401: wrong e-mail or password; 429: too many failures, wait (Retry-After).
        response: { 200: ZAuthSignIn, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) =>
      deps.auth.login(request.body.email, request.body.password, readClientInfo(request)),
  );

  app.post(
    '/api/v1/auth/refresh',
    { ...open, schema: { body: ZRefreshRequest, response: { 200: ZAuthTokens, 401: ZErrorBody } } },
    async (request) => deps.auth.refresh(request.body.refresh_token, readClientInfo(request)),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      ...open,
      schema: {
        body: z.object({ refresh_token: z.string().optional() }).optional(),
        response: { 204: ZNoContent },
      },
    },
    async (request, reply) => {
      await deps.auth.logout(request.body?.refresh_token);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/auth/sessions',
    { ...signedIn, schema: { response: { 200: ZAuthSessionList } } },
    async (request) => deps.auth.listSessions(request.actor),
  );

  deleteRoute(
    app,
    '/api/v1/auth/sessions/:id',
    { ...signedIn, params: ZSessionParams },
    deps.auth.revokeSession,
  );

  app.post(
    '/api/v1/auth/logout-all',
    { ...signedIn, schema: { response: { 204: ZNoContent } } },
    async (request, reply) => {
      await deps.auth.logoutAll(request.actor);
      return reply.status(204).send();
    },
  );
}
