import { z } from 'zod';
import { ZLoginRequest, ZRefreshRequest } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TAuthService } from './auth.service.ts';
import { readClientInfo } from './client-info.ts';

const ZSessionParams = idParams({ id: NOT_FOUND_MESSAGES.session });

export function registerAuthRoutes(app: TApp, deps: { auth: TAuthService }) {
  const open = { config: { access: access.public } };
  const signedIn = { config: { access: access.signedIn } };

  // Throttled per address, per account and globally inside the service (see login-throttle.ts).
  app.post('/api/v1/auth/login', { ...open, schema: { body: ZLoginRequest } }, async (request) =>
    deps.auth.login(request.body.email, request.body.password, readClientInfo(request)),
  );

  app.post(
    '/api/v1/auth/refresh',
    { ...open, schema: { body: ZRefreshRequest } },
    async (request) => deps.auth.refresh(request.body.refresh_token, readClientInfo(request)),
  );

  app.post(
    '/api/v1/auth/logout',
    { ...open, schema: { body: z.object({ refresh_token: z.string().optional() }).optional() } },
    async (request, reply) => {
      await deps.auth.logout(request.body?.refresh_token);
      return reply.status(204).send();
    },
  );

  app.get('/api/v1/auth/sessions', signedIn, async (request) =>
    deps.auth.listSessions(request.actor),
  );

  app.delete(
    '/api/v1/auth/sessions/:id',
    { ...signedIn, schema: { params: ZSessionParams } },
    async (request, reply) => {
      await deps.auth.revokeSession(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post('/api/v1/auth/logout-all', signedIn, async (request, reply) => {
    await deps.auth.logoutAll(request.actor);
    return reply.status(204).send();
  });
}
