import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import { createSandboxCrmAuth, SandboxOAuthError } from './sandbox-crm-auth.ts';
import { createSandboxCrmService } from './sandbox-crm.service.ts';
import { openSandboxStorage } from './sandbox-crm.storage.ts';
import { registerSandboxInputGuards } from './sandbox-input-guards.ts';
import { registerSandboxPagesRoutes } from './sandbox-pages.routes.ts';
import { renderNotFoundPage } from './sandbox-pages.ts';
import { SANDBOX_MESSAGES, SandboxCrmError } from './sandbox-record-rules.ts';
import { registerSandboxRestRoutes } from './sandbox-rest.routes.ts';
import type { TSignInLimitOptions } from './sandbox-sign-in-limits.ts';
import { loadOrCreateSandboxCrmCredentials } from './sandbox-users.ts';

type TCompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

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

export type TSandboxCrmOptions = {
  /** The sandbox's own folder: credentials.json, the JWT key and its database (pglite/). */
  dataDir: string;
  /** Tests keep the records in memory; the credentials still go to `dataDir`. */
  inMemory?: boolean;
  /** With `inMemory`: start from this dump of another sandbox's database (tests). */
  template?: Blob;
  /** When set, a browser signing in for the first time is asked for this code. */
  twoFactorCode?: string;
  limits?: Partial<TSignInLimitOptions>;
  logger?: FastifyBaseLogger;
  /** Tests shorten the API token's life. */
  apiTokenTtlMs?: number;
  now?: () => Date;
};

/**
 * The sandbox CRM, a separate application with its own accounts and database: a
 * Salesforce-shaped REST surface and Lightning-shaped pages over one service, all under
 * /sandbox-crm. The product reaches it over HTTP as it would a Salesforce org. Its request lines
 * stay out of the log at info level, since its URLs and headers carry tokens.
 */
export async function buildSandboxCrm(options: TSandboxCrmOptions) {
  const credentials = loadOrCreateSandboxCrmCredentials(options.dataDir);
  const storage = await openSandboxStorage(
    options.inMemory ? null : path.join(options.dataDir, 'pglite'),
    options.inMemory ? options.template : undefined,
  );
  const service = createSandboxCrmService({ db: storage.db, now: options.now });
  const auth = createSandboxCrmAuth({
    db: storage.db,
    dataDir: options.dataDir,
    credentials,
    twoFactorCode: options.twoFactorCode,
    limits: options.limits,
    now: options.now,
    apiTokenTtlMs: options.apiTokenTtlMs,
  });
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: FORM_BODY_LIMIT,
    // Zod's compilers, given as factories: Fastify does not load its Ajv ones at start. Fastify
    // types the factories with Ajv's compile signature but calls what they return as it calls a
    // compiler given to setValidatorCompiler: with the route's definition.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as TCompilersFactory,
    },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerSandboxErrors(app);
  registerSandboxInputGuards(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => reply.redirect(SANDBOX_CRM_BASE_PATH, 302));
  await app.register(
    async (scope) => {
      registerSandboxPagesRoutes(scope, { service, auth });
      registerSandboxRestRoutes(scope, { service, auth });
    },
    { prefix: SANDBOX_CRM_BASE_PATH, logLevel: 'warn' },
  );
  app.addHook('preClose', async () => service.wakeSleepers());
  app.addHook('onClose', async () => storage.close());
  return { app, service, auth, storage, credentials };
}

export type TSandboxCrm = Awaited<ReturnType<typeof buildSandboxCrm>>;

/** Built and listening (on 127.0.0.1 unless told): `url` is its origin. */
export async function startSandboxCrm(
  options: TSandboxCrmOptions & { port: number; host?: string },
): Promise<TSandboxCrm & { url: string; port: number; close: () => Promise<void> }> {
  const sandbox = await buildSandboxCrm(options);
  const host = options.host ?? '127.0.0.1';
  await sandbox.app.listen({ port: options.port, host });
  const { port } = sandbox.app.server.address() as AddressInfo;
  return {
    ...sandbox,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => sandbox.app.close(),
  };
}
