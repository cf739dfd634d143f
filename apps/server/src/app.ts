import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { setDefaultPhoneCountry } from '@staffing/domain';
import type { TConfig } from './config.ts';
import type { TDatabase, TDb } from './db/client.ts';
import { registerAccessControl } from './lib/access.ts';
import { schemaControllerOf } from './lib/schema-controller.ts';
import { registerCompression } from './lib/compression.ts';
import { registerConfidentialFields } from './lib/confidential-fields.ts';
import { registerErrorLanguage } from './lib/error-language.ts';
import { registerErrorHandler, registerJsonNotFound } from './lib/errors.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { genRequestId, registerRequestId } from './lib/request-id.ts';
import { createMetrics, registerMetrics, type TMetrics } from './lib/metrics.ts';
import { registerInputGuards } from './lib/input-guards.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { registerStandardResponses } from './lib/responses.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerSpa } from './lib/spa.ts';
import type { TApp } from './lib/types.ts';
import {
  registerDocumentsAndAi,
  type TDocumentsAndAi,
} from './modules/analysis/register-documents.ts';
import { registerApiKeyRateLimit } from './modules/api-keys/api-key-rate-limit.ts';
import { registerApiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { registerApiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { createActorCache, type TActorCache } from './modules/auth/actor-cache.ts';
import { authPlugin, resolveTokenSession } from './modules/auth/auth.plugin.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenSigner, type TTokenSigner } from './modules/auth/tokens.ts';
import { registerCandidatesRoutes } from './modules/candidates/candidates.routes.ts';
import { createCandidatesService } from './modules/candidates/candidates.service.ts';
import { registerDuplicatesRoutes } from './modules/duplicates/duplicates.routes.ts';
import { createDuplicatesService } from './modules/duplicates/duplicates.service.ts';
import { registerExportsRoutes } from './modules/exports/exports.routes.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { registerArchiveRoutes } from './modules/exports/archive.routes.ts';
import { createArchiveService } from './modules/exports/archive.service.ts';
import { registerCrmHealthRoutes } from './modules/crm-health/crm-health.routes.ts';
import { createCrmHealthService } from './modules/crm-health/crm-health.service.ts';
import { registerFlowsRoutes } from './modules/flows/flows.routes.ts';
import { registerFollowUpsRoutes } from './modules/follow-ups/follow-ups.routes.ts';
import { registerDossierRoutes } from './modules/dossiers/dossiers.routes.ts';
import { createDossiersService } from './modules/dossiers/dossiers.service.ts';
import { createFollowUpsService } from './modules/follow-ups/follow-ups.service.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createFlowsService } from './modules/flows/flows.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createJobs, type TJobs } from './modules/jobs/jobs.ts';
import {
  registerWorkflowRequests,
  type TWorkflowRequestsModule,
} from './modules/workflow-requests/register-workflow-requests.ts';
import { registerNeedsRoutes } from './modules/needs/needs.routes.ts';
import { registerNeedsBoardRoutes } from './modules/needs/needs-board.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { registerMatchesRoutes } from './modules/matches/matches.routes.ts';
import { createMatchesService } from './modules/matches/matches.service.ts';
import { registerRpa, type TRpaModule, type TRpaOptions } from './modules/rpa/register-rpa.ts';
import { createNeedsService } from './modules/needs/needs.service.ts';
import { createEventBus } from './modules/realtime/create-event-bus.ts';
import type { TEventBus } from './modules/realtime/event-bus.ts';
import { createLiveHub, type TLiveLimits } from './modules/realtime/live-hub.ts';
import { registerRealtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { registerWebsocket } from './modules/realtime/websocket.plugin.ts';
import { registerSetupRoutes } from './modules/setup/setup.routes.ts';
import { createSetupService } from './modules/setup/setup.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { sandboxCrmCredentials } from './modules/crm/sandbox-crm-link.ts';
import { registerStepsRoutes } from './modules/steps/steps.routes.ts';
import { registerHistoryRoutes } from './modules/history/history.routes.ts';
import { createHistoryService } from './modules/history/history.service.ts';
import { tapPublishes } from './modules/webhooks/publish-tap.ts';
import {
  registerWebhooks,
  type TWebhooksModule,
  type TWebhooksOptions,
} from './modules/webhooks/register-webhooks.ts';
import { createColumnPropagation } from './modules/steps/column-propagation.ts';
import { createStepsService } from './modules/steps/steps.service.ts';
import { gdprDurationsOf, registerGdpr, type TGdprModule } from './modules/gdpr/gdpr.module.ts';
import { registerImports } from './modules/imports/imports.module.ts';

const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export type TAppOptions = {
  config: TConfig;
  database: TDatabase;
  bus?: TEventBus;
  logger?: FastifyBaseLogger;
  /** Serve the built SPA (production start); tests leave it off. */
  serveWeb?: boolean;
  /** Live socket limits (ping interval, slow-consumer thresholds); tests shorten them. */
  live?: Partial<TLiveLimits>;
  /** Browser run timings (the 2FA wait, frame rate); tests shorten them. */
  rpa?: TRpaOptions;
  /** Webhook delivery timings and DNS; tests shorten and answer them. */
  webhooks?: TWebhooksOptions;
};

/** Everything a module needs, built once per app. */
export type TAppContext = {
  config: TConfig;
  database: TDatabase;
  db: TDb;
  bus: TEventBus;
  /** Resolves once the publish hooks (webhook deliveries) of every event published so far have run. */
  publishHooksSettled: () => Promise<void>;
  signer: TTokenSigner;
  users: ReturnType<typeof createUsersRepository>;
  /** Signed-in users and API keys kept between requests (invalidated on every relevant write). */
  actors: TActorCache;
  /** The jobs platform: every background run (modules register their job definitions on it). */
  jobs: TJobs;
  /** Workflow requests and their CRM connector (set once their routes are registered). */
  workflowRequests?: TWorkflowRequestsModule;
  /** Browser runs (RPA) and their live view (set once their routes are registered). */
  rpa?: TRpaModule;
  /** Webhook endpoints and deliveries (set once their routes are registered). */
  webhooks?: TWebhooksModule;
  /** Files, jobs, analysis, scoring and mail (set once their routes are registered). */
  documents?: TDocumentsAndAi;
  /** GDPR: erasure, access export, the register and the retention job. */
  gdpr?: TGdprModule;
  /**
   * This process's own address once it listens (`http://127.0.0.1:<port>`), null before.
   */
  selfUrl: () => string | null;
  /** Prometheus metrics of this process (`/metrics`). */
  metrics: TMetrics;
  /** Set by main on SIGTERM: /readyz answers 503 so the proxy stops sending traffic here. */
  isDraining: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}

function trustProxyOption(config: TConfig): boolean {
  // Fastify takes a hop count or addresses too; its option type is narrowed here for the overload.
  return (config.TRUST_PROXY ?? false) as boolean;
}

export async function buildApp(options: TAppOptions): Promise<TApp> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new OneLineRequestLog(),
    // The caller's (or proxy's) X-Request-Id when sane, else a new UUID; echoed and logged.
    genReqId: genRequestId,
    bodyLimit: 2 * 1024 * 1024,
    // Forwarded headers only from the proxy TRUST_PROXY names; otherwise the socket address.
    trustProxy: trustProxyOption(config),
    // Zod validates, our compiler serializes; Fastify's Ajv compilers are not even loaded.
    schemaController: schemaControllerOf(validatorCompiler, responseSerializerCompiler),
  }).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  // Error `detail`s in the language of Accept-Language.
  registerErrorLanguage(app);
  registerRequestId(app);
  const metrics = createMetrics();
  registerMetrics(app, metrics, { token: config.METRICS_TOKEN });
  // First, so that even a refused request carries the headers.
  registerSecurityHeaders(app, config);
  // Before any route, so that every answer over 1 KiB may be compressed.
  await registerCompression(app);
  // Before any route: every /api route must declare who may call it, checked before its body.
  registerAccessControl(app);
  registerInputGuards(app);
  // Every /api route answers its errors in the one documented shape.
  registerStandardResponses(app);
  // Before any route: the OpenAPI document collects routes as they are declared.
  await registerOpenApi(app);
  // Body-less POSTs (link a candidate, trigger a job) often still say application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  const db = database.db;
  // National numbers ("06 12 34 56 78") are read in the firm's country, for every rule of the domain.
  setDefaultPhoneCountry(config.DEFAULT_PHONE_COUNTRY);
  // Webhooks hook the publishing side (once per event), never the subscribers (every process).
  const tapped = tapPublishes(
    options.bus ?? (await createEventBus({ config, database, logger: app.log })),
    app.log,
  );
  const bus = tapped.bus;
  const secret = config.JWT_SECRET ?? loadOrCreateSecret(config.DATA_DIR, 'jwt-secret');
  const signer = createTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  const usersRepo = createUsersRepository(db);
  const jobs = createJobs({ db, database, bus, logger: app.log, config, metrics });
  const selfUrl = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return null;
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  };
  const actors = createActorCache({ bus });
  const ctx: TAppContext = {
    config,
    database,
    db,
    bus,
    publishHooksSettled: tapped.settled,
    signer,
    users: usersRepo,
    actors,
    jobs,
    selfUrl,
    metrics,
    isDraining: false,
  };
  app.decorate('ctx', ctx);

  // preHandler, so the key can include the e-mail from the parsed body.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  const apiKeys = createApiKeysService({ db, actors });
  await app.register(authPlugin, { signer, users: usersRepo, actors, apiKeys });
  // After the access hook, which resolves the key this limit counts.
  registerApiKeyRateLimit(app, config.API_KEY_RATE_LIMIT);
  // No reply carries the consultant daily cost to a Recruiter.
  registerConfidentialFields(app);
  await registerWebsocket(app);
  const hub = createLiveHub({
    bus,
    logger: app.log,
    limits: options.live,
    // Presence on a need: whoever may read it, through the needs service built below.
    canWatchNeed: (actor, needId) =>
      needs.get(actor, needId).then(
        () => true,
        () => false,
      ),
  });
  metrics.setSocketCount(hub.size);

  const users = createUsersService(db, { actors, bus, sessions: createAuthRepository(db) });
  const auth = createAuthService({
    db,
    users: usersRepo,
    signer,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    actors,
    bus,
    loginLimits: { perAddress: config.LOGIN_RATE_LIMIT, global: config.LOGIN_GLOBAL_RATE_LIMIT },
  });
  const setup = createSetupService({ db, users: usersRepo });

  registerHealthRoutes(app, {
    db,
    readiness: {
      // Storage is built with the documents module below.
      storage: async () => ctx.documents?.storage.check(),
      queue: () => jobs.ping(),
      isDraining: () => ctx.isDraining,
    },
  });
  registerApiDocsRoutes(app, { publicDocs: config.PUBLIC_API_DOCS });
  registerAuthRoutes(app, { auth });
  registerSetupRoutes(app, { setup, auth });
  registerUsersRoutes(app, { users });
  registerApiKeysRoutes(app, { apiKeys });
  // onColumnChanged: candidate step propagation after a need's column changes (steps module).
  const retention = gdprDurationsOf(config);
  const needs = createNeedsService({
    db,
    bus,
    files: () => ctx.documents?.files,
    log: app.log,
    onColumnChanged: createColumnPropagation({ db, bus, log: app.log, retention }),
  });
  registerNeedsRoutes(app, { needs });
  registerNeedsBoardRoutes(app, { db });
  registerAnalyticsRoutes(app, { analytics: createAnalyticsService({ db }) });
  registerMatchesRoutes(app, { matches: createMatchesService({ db }) });
  registerExportsRoutes(app, { exports: createExportsService({ needsRepo: needs.repo }) });
  registerArchiveRoutes(app, {
    archive: createArchiveService({
      db,
      needsRepo: needs.repo,
      storage: () => ctx.documents?.storage,
    }),
  });
  const candidates = createCandidatesService({
    db,
    bus,
    followUpDays: config.FOLLOW_UP_DAYS,
    retention,
    files: () => ctx.documents?.files,
  });
  const duplicates = createDuplicatesService({ db, bus, candidates });
  registerCandidatesRoutes(app, { candidates, mergedInto: duplicates.mergedInto });
  registerDuplicatesRoutes(app, { duplicates });
  registerFollowUpsRoutes(app, {
    followUps: createFollowUpsService({ db, days: config.FOLLOW_UP_DAYS }),
  });
  registerStepsRoutes(app, { steps: createStepsService({ db, bus, retention }) });
  registerSearchRoutes(app, { search: createSearchService(db) });
  registerHistoryRoutes(app, { history: createHistoryService({ db }) });
  registerRealtimeRoutes(app, {
    hub,
    authenticate: (token) => resolveTokenSession(token, signer, usersRepo),
  });

  ctx.documents = await registerDocumentsAndAi(app, {
    config,
    database,
    bus,
    secret,
    needs,
    candidates,
    jobs,
  });
  registerDossierRoutes(app, {
    dossiers: createDossiersService({ db, storage: ctx.documents.storage }),
    config,
  });
  registerFlowsRoutes(app, { flows: createFlowsService({ db, jobs }) });
  registerCrmHealthRoutes(app, { crmHealth: createCrmHealthService({ db }) });
  ctx.rpa = registerRpa(app, {
    config,
    db,
    bus,
    jobs,
    needs,
    candidates,
    signer,
    users: usersRepo,
    sandboxCredentials: () => sandboxCrmCredentials(config).demo,
    logger: app.log,
    options: options.rpa,
    storage: () => ctx.documents?.storage,
  });
  ctx.workflowRequests = registerWorkflowRequests(app, {
    db,
    bus,
    jobs,
    needs,
    candidates,
    config,
    rpa: ctx.rpa,
  });

  ctx.webhooks = await registerWebhooks(app, {
    db,
    bus,
    jobs,
    config,
    logger: app.log,
    options: options.webhooks,
  });
  tapped.onPublish((event) => ctx.webhooks!.onEvent(event));
  ctx.gdpr = registerGdpr(app, { config, db, bus, jobs, files: ctx.documents.files });
  await registerImports(app, { db, jobs, candidates, needs, duplicates });

  // Every module has registered its jobs: the workers may start.
  await jobs.start();

  app.addHook('onClose', async () => {
    // Webhook deliveries of what was published are recorded while the queue still runs; the
    // workers finish their current stage before the bus they publish on closes.
    await tapped.settled();
    await jobs.stop(config.SHUTDOWN_TIMEOUT_MS);
    await ctx.rpa?.close();
    await hub.close();
    await bus.close();
  });

  const servesWeb =
    options.serveWeb && (await registerSpa(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST));
  if (!servesWeb) registerJsonNotFound(app);
  return app;
}
