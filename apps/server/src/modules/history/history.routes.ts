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

  const entities = [
    { entity: 'need', path: '/api/v1/needs/:id/history', notFound: NOT_FOUND_MESSAGES.need },
    {
      entity: 'candidate',
      path: '/api/v1/candidates/:id/history',
      notFound: NOT_FOUND_MESSAGES.candidate,
    },
  ] as const;
  for (const { entity, path, notFound } of entities) {
    app.get(
      path,
      {
        config: { access: access.signedIn },
        schema: {
          params: idParams({ id: notFound }),
          querystring: ZHistoryQuery,
          response: { 200: ZHistoryPage, 404: ZErrorBody },
        },
      },
      async (request) =>
        history.list({ entity, id: request.params.id }, request.query, request.actor.role),
    );
  }
}
