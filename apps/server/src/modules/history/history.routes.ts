import { ZErrorBody, ZHistoryPage, ZHistoryQuery } from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { THistoryService } from './history.service.ts';

/** History timelines of a need and of a candidate: every signed-in role reads them. */
export function registerHistoryRoutes(app: TApp, deps: { history: THistoryService }) {
  tagRoutes(app, 'History');
  const { history } = deps;

  app.get(
    '/api/v1/needs/:id/history',
    {
      config: { access: access.signedIn },
      schema: {
        params: idParams({ id: NOT_FOUND_MESSAGES.need }),
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryPage, 404: ZErrorBody },
      },
    },
    async (request) =>
      history.list({ entity: 'need', id: request.params.id }, request.query, request.actor.role),
  );

  app.get(
    '/api/v1/candidates/:id/history',
    {
      config: { access: access.signedIn },
      schema: {
        params: idParams({ id: NOT_FOUND_MESSAGES.candidate }),
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryPage, 404: ZErrorBody },
      },
    },
    async (request) =>
      history.list(
        { entity: 'candidate', id: request.params.id },
        request.query,
        request.actor.role,
      ),
  );
}
