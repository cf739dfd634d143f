import { z } from 'zod';
import {
  can,
  NEED_MESSAGES,
  type TNeed,
  ZCreateNeedRequest,
  ZErrorBody,
  ZMovedNeed,
  ZMoveNeedRequest,
  ZNeed,
  ZNeedClients,
  ZNeedPage,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { ZNeedIdParams } from '../../lib/path-params.ts';
import { createRoute, deleteRoute } from '../../lib/record-routes.ts';
import type { TActor } from '../../lib/actor.ts';
import type { TApp } from '../../lib/types.ts';
import {
  formatNeedsSchemaError,
  ZNeedsAnalysisBody,
  ZNeedsListQuery,
  ZNeedsUpdateBody,
} from './needs.schemas.ts';
import { NEEDS_MUTATION_FORBIDDEN, type TNeedsService } from './needs.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZMoveBody = z.preprocess((v) => v ?? {}, ZMoveNeedRequest);
// A change answers the need as it now is; an unknown id is 404, a stale version 409.
const changedNeedResponses = { 200: ZNeed, 404: ZErrorBody, 409: ZErrorBody };
// A move also names the steps it gave the need's candidates (an Undo removes exactly those).
const movedNeedResponses = { ...changedNeedResponses, 200: ZMovedNeed };

export function registerNeedsRoutes(app: TApp, deps: { needs: TNeedsService }) {
  tagRoutes(app, 'Needs');
  const { needs } = deps;
  const auth = {
    config: { access: access.signedIn },
    schemaErrorFormatter: formatNeedsSchemaError,
  };
  const mutation = {
    config: { access: access.role(can.mutateNeeds, NEEDS_MUTATION_FORBIDDEN) },
    schemaErrorFormatter: formatNeedsSchemaError,
  };

  app.get(
    '/api/v1/needs',
    { ...auth, schema: { querystring: ZNeedsListQuery, response: { 200: ZNeedPage } } },
    async (request) => needs.list(request.actor, request.query),
  );

  app.get(
    '/api/v1/needs/clients',
    { ...auth, schema: { response: { 200: ZNeedClients } } },
    async (request) => needs.listClients(request.actor),
  );

  app.get(
    '/api/v1/needs/:id',
    { ...auth, schema: { params: ZNeedIdParams, response: { 200: ZNeed, 404: ZErrorBody } } },
    async (request, reply) => {
      const need = await needs.get(request.actor, request.params.id);
      return reply.header('etag', `"${need.version}"`).send(need);
    },
  );

  createRoute(
    app,
    '/api/v1/needs',
    { ...mutation, body: ZCreateNeedRequest, created: ZNeed },
    needs.create,
  );

  /** A change to one need; `If-Match` names the version it was made on (a stale one is 409). */
  const patchRoute = <TBody extends z.ZodType>(
    url: string,
    body: TBody,
    response: typeof changedNeedResponses | typeof movedNeedResponses,
    change: (actor: TActor, id: string, body: z.output<TBody>, ifMatch?: string) => Promise<TNeed>,
  ) =>
    app.patch(
      url,
      { ...mutation, schema: { params: ZNeedIdParams, body, response } },
      async (request) =>
        change(
          request.actor,
          request.params.id,
          // The type provider cannot work out a generic schema's output: it is TBody's.
          request.body as z.output<TBody>,
          request.headers['if-match'],
        ),
    );

  patchRoute('/api/v1/needs/:id', ZNeedsUpdateBody, changedNeedResponses, needs.update);
  patchRoute('/api/v1/needs/:id/column', ZMoveBody, movedNeedResponses, needs.move);
  patchRoute(
    '/api/v1/needs/:id/analysis',
    ZNeedsAnalysisBody,
    changedNeedResponses,
    needs.updateAnalysis,
  );

  deleteRoute(
    app,
    '/api/v1/needs/:id',
    {
      config: { access: access.role(can.hardDeleteNeed, NEED_MESSAGES.hardDeleteForbidden) },
      schemaErrorFormatter: formatNeedsSchemaError,
      params: ZNeedIdParams,
    },
    needs.hardDelete,
  );
}
