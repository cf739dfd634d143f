import { ZAuthSignIn, ZErrorBody, ZSetupRequest, ZSetupStatus } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import type { TAuthService } from '../auth/auth.service.ts';
import { readClientInfo } from '../auth/client-info.ts';
import type { TSetupService } from './setup.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

export function registerSetupRoutes(app: TApp, deps: { setup: TSetupService; auth: TAuthService }) {
  tagRoutes(app, 'Setup');
  app.get(
    '/api/v1/setup',
    { config: { access: access.public }, schema: { response: { 200: ZSetupStatus } } },
    async () => ({ is_setup_complete: await deps.setup.isComplete() }),
  );

  app.post(
    '/api/v1/setup',
    {
      config: { access: access.public },
      // 409: the first Admin already exists.
      schema: { body: ZSetupRequest, response: { 201: ZAuthSignIn, 409: ZErrorBody } },
    },
    async (request, reply) => {
      const user = await deps.setup.createFirstAdmin(request.body);
      return reply.status(201).send(await deps.auth.issueSession(user, readClientInfo(request)));
    },
  );
}
