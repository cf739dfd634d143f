import type { FastifyError, FastifyInstance } from 'fastify';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TApp } from '../../lib/types.ts';
import type { TUsersRepository } from '../users/users.repository.ts';
import { createSandboxCrmAuth, SandboxOAuthError } from './sandbox-crm-auth.ts';
import { createSandboxCrmService } from './sandbox-crm.service.ts';
import { registerSandboxFaultsRoutes } from './sandbox-faults.routes.ts';
import { registerSandboxPagesRoutes } from './sandbox-pages.routes.ts';
import { renderNotFoundPage } from './sandbox-pages.ts';
import { SANDBOX_MESSAGES, SandboxCrmError } from './sandbox-record-rules.ts';
import { registerSandboxRestRoutes } from './sandbox-rest.routes.ts';

const SERVICES_PREFIX = `${SANDBOX_CRM_BASE_PATH}/services/`;
const FORM_BODY_LIMIT = 256 * 1024;

/** Errors of the sandbox scope: Salesforce's bodies for its API, a plain page for the pages. */
function registerSandboxErrors(scope: FastifyInstance) {
  scope.setErrorHandler((err: FastifyError | Error, request, reply) => {
    const isApi = request.url.startsWith(SERVICES_PREFIX);
    if (err instanceof SandboxOAuthError)
      return reply
        .status(err.status)
        .send({ error: err.error, error_description: err.description });
    if (err instanceof SandboxCrmError) return reply.status(err.status).send([err.toBody()]);
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      if (!isApi) return reply.status(status).type('text/plain; charset=utf-8').send(err.message);
      const errorCode =
        status === 429
          ? 'REQUEST_LIMIT_EXCEEDED'
          : (err as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'JSON_PARSER_ERROR';
      return reply.status(status).send([{ message: err.message, errorCode, fields: [] }]);
    }
    request.log.error({ err }, 'sandbox CRM error');
    return isApi
      ? reply.status(500).send([
          {
            message: 'An unexpected error occurred.',
            errorCode: 'UNKNOWN_EXCEPTION',
            fields: [],
          },
        ])
      : reply.status(500).type('text/plain; charset=utf-8').send('An unexpected error occurred.');
  });
  scope.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(SERVICES_PREFIX))
      return reply
        .status(404)
        .send([{ message: SANDBOX_MESSAGES.notFound, errorCode: 'NOT_FOUND', fields: [] }]);
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(renderNotFoundPage(null, 'This page does not exist in the sandbox CRM.'));
  });
}

/**
 * The embedded sandbox CRM under /sandbox-crm, when it is the CRM (CRM_PROVIDER=sandbox): a
 * Salesforce-shaped REST surface and Lightning-shaped pages over one service, with their own
 * sign-in (not the app's session). Kept out of the request log at info level, since its URLs
 * and headers carry tokens. The faults route lives under /api with the app's access policy.
 */
export function registerSandboxCrm(
  app: TApp,
  deps: { db: TDb; config: TConfig; users: Pick<TUsersRepository, 'findByEmail'> },
) {
  const service = createSandboxCrmService({ db: deps.db });
  const auth = createSandboxCrmAuth({ db: deps.db, config: deps.config, users: deps.users });
  registerSandboxFaultsRoutes(app, { service, config: deps.config });
  app.addHook('preClose', async () => service.wakeSleepers());
  if (deps.config.CRM_PROVIDER !== 'sandbox') return { service, auth, enabled: false };

  void app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) =>
          done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      registerSandboxErrors(scope);
      registerSandboxPagesRoutes(scope, { service, auth, config: deps.config });
      registerSandboxRestRoutes(scope, { service, auth, config: deps.config });
    },
    { prefix: SANDBOX_CRM_BASE_PATH, logLevel: 'warn' },
  );
  return { service, auth, enabled: true };
}

export type TSandboxCrmModule = ReturnType<typeof registerSandboxCrm>;
