import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSandboxCrmAuth } from './sandbox-crm-auth.ts';
import type { TSandboxCrmService, TSandboxWriteOptions } from './sandbox-crm.service.ts';
import { SANDBOX_OBJECTS } from './sandbox-objects.ts';
import { SANDBOX_MESSAGES, SandboxCrmError } from './sandbox-record-rules.ts';
import {
  createSandboxRestHandlers,
  runComposite,
  runCompositeCreate,
  type TRestResult,
} from './sandbox-rest.handlers.ts';
import { registerSandboxFaultsRoutes } from './sandbox-faults.routes.ts';
import { describeObject, sobjectUrl } from './sandbox-rest.serializer.ts';

/** Salesforce's daily API budget, shown in Sforce-Limit-Info as Salesforce does. */
const API_DAILY_LIMIT = 15_000;
const VERSION = /^v\d{2,3}\.\d$/;

type TParams = { version: string; object: string; id: string; field: string; value: string };

function writeOptions(request: FastifyRequest): TSandboxWriteOptions {
  const header = String(request.headers['sforce-duplicate-rule-header'] ?? '');
  return { allowDuplicates: /allowSave\s*=\s*true/i.test(header) };
}

/** A query parameter given once; given twice it arrives as an array and counts as not given. */
const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);

function send(reply: FastifyReply, result: TRestResult) {
  if (result.status === 204) return reply.status(204).send();
  return reply.status(result.status).send(result.body);
}

/**
 * The Salesforce-shaped REST surface: the OAuth token endpoint, and under
 * /services/data/vNN.N/ the sobject resources (create, get, update, upsert by External ID,
 * delete, describe), query (a small SOQL subset) and composite. Bearer tokens of its own; the
 * `salesforce` connector talks to it unchanged.
 */
export function registerSandboxRestRoutes(
  scope: FastifyInstance,
  deps: { service: TSandboxCrmService; auth: TSandboxCrmAuth },
) {
  const { service, auth } = deps;
  const handlers = createSandboxRestHandlers(service);

  scope.post('/services/oauth2/token', async (request, reply) => {
    const form =
      request.body && typeof request.body === 'object'
        ? Object.fromEntries(
            Object.entries(request.body as Record<string, unknown>).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          )
        : {};
    const origin = `${request.protocol}://${request.host}/sandbox-crm`;
    return reply.header('cache-control', 'no-store').send(await auth.grant(form, origin));
  });

  void scope.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const { version } = request.params as Partial<TParams>;
      if (!version || !VERSION.test(version))
        throw new SandboxCrmError('NOT_FOUND', SANDBOX_MESSAGES.notFound, [], 404);
      await auth.authenticateApi(request.headers.authorization);
      const used = await service.countApiCall();
      reply.header('sforce-limit-info', `api-usage=${used}/${API_DAILY_LIMIT}`);
    });

    const base = '/services/data/:version';
    registerSandboxFaultsRoutes(api, { service, base });

    api.get<{ Params: TParams }>(`${base}/sobjects`, async (request) => ({
      encoding: 'UTF-8',
      maxBatchSize: 200,
      sobjects: SANDBOX_OBJECTS.map((o) => ({
        name: o.name,
        label: o.label,
        keyPrefix: o.keyPrefix,
        custom: o.custom,
        urls: { sobject: sobjectUrl(request.params.version, o.name) },
      })),
    }));

    api.get<{ Params: TParams }>(`${base}/sobjects/:object/describe`, async (request) =>
      describeObject(request.params.version, service.objectOf(request.params.object)),
    );

    api.post<{ Params: TParams }>(`${base}/sobjects/:object`, async (request, reply) =>
      send(
        reply,
        await service.write((tx) =>
          handlers.create(tx, request.params.object, request.body, writeOptions(request)),
        ),
      ),
    );

    api.get<{ Params: TParams; Querystring: { fields?: string } }>(
      `${base}/sobjects/:object/:id`,
      async (request, reply) => {
        const { version, object, id } = request.params;
        const fields = queryText(request.query.fields);
        return send(reply, await handlers.get(service.repoExecutor, version, object, id, fields));
      },
    );

    api.patch<{ Params: TParams }>(`${base}/sobjects/:object/:id`, async (request, reply) =>
      send(
        reply,
        await service.write((tx) =>
          handlers.update(tx, request.params.object, request.params.id, request.body),
        ),
      ),
    );

    api.delete<{ Params: TParams }>(`${base}/sobjects/:object/:id`, async (request, reply) =>
      send(
        reply,
        await service.write((tx) => handlers.remove(tx, request.params.object, request.params.id)),
      ),
    );

    api.patch<{ Params: TParams }>(
      `${base}/sobjects/:object/:field/:value`,
      async (request, reply) =>
        send(
          reply,
          await service.write((tx) =>
            handlers.upsert(
              tx,
              request.params.object,
              request.params.field,
              request.params.value,
              request.body,
              writeOptions(request),
            ),
          ),
        ),
    );

    api.get<{ Params: TParams }>(`${base}/sobjects/:object/:field/:value`, async (request) => {
      const record = await service.getByExternalKey(
        request.params.object,
        request.params.field,
        request.params.value,
      );
      return handlers
        .get(service.repoExecutor, request.params.version, record.object.name, record.id, undefined)
        .then((r) => r.body);
    });

    api.get<{ Params: TParams; Querystring: { q?: string } }>(
      `${base}/query`,
      async (request, reply) => {
        const soql = queryText(request.query.q);
        return send(
          reply,
          await handlers.query(service.repoExecutor, request.params.version, soql),
        );
      },
    );

    api.post<{ Params: TParams }>(`${base}/composite`, async (request) =>
      runComposite(service, handlers, request.body, writeOptions(request)),
    );

    api.post<{ Params: TParams }>(`${base}/composite/sobjects`, async (request) =>
      runCompositeCreate(service, request.body, writeOptions(request)),
    );
  });
}
