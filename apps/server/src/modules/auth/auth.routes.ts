import { z } from 'zod';
import { ZLoginRequest, ZRefreshRequest } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { TApp } from '../../lib/types.ts';
import type { TAuthService } from './auth.service.ts';

export function registerAuthRoutes(
  app: TApp,
  deps: { auth: TAuthService; loginRateLimit: number },
) {
  app.post(
    '/api/v1/auth/login',
    {
      schema: { body: ZLoginRequest },
      config: {
        access: access.public,
        rateLimit: {
          max: deps.loginRateLimit,
          timeWindow: '1 minute',
          // Per address and e-mail: one person mistyping does not lock out the office.
          keyGenerator: (req) => {
            const email = (req.body as { email?: unknown } | undefined)?.email;
            return `${req.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
          },
          errorResponseBuilder: () =>
            new AppError(
              'RATE_LIMITED',
              'Too many login attempts. Please wait a minute and try again.',
            ),
        },
      },
    },
    async (request) => deps.auth.login(request.body.email, request.body.password),
  );

  app.post(
    '/api/v1/auth/refresh',
    { config: { access: access.public }, schema: { body: ZRefreshRequest } },
    async (request) => deps.auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { access: access.public },
      schema: { body: z.object({ refresh_token: z.string().optional() }).optional() },
    },
    async (request, reply) => {
      await deps.auth.logout(request.body?.refresh_token);
      return reply.status(204).send();
    },
  );
}
