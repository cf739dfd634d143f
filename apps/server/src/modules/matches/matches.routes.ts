import {
  can,
  ZBench,
  ZErrorBody,
  ZHideMatchRequest,
  ZNeedMatches,
  ZNeedMatchesQuery,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import { idParams, NOT_FOUND_MESSAGES, ZNeedIdParams } from '../../lib/path-params.ts';
import { ZNoContent } from '../../lib/responses.ts';
import type { TApp } from '../../lib/types.ts';
import { CANDIDATE_API_MESSAGES as M } from '../steps/candidate-access.ts';
import type { TMatchesService } from './matches.service.ts';

const ZPairParams = idParams({
  id: NOT_FOUND_MESSAGES.need,
  candidateId: NOT_FOUND_MESSAGES.candidate,
});

export function registerMatchesRoutes(app: TApp, deps: { matches: TMatchesService }) {
  tagRoutes(app, 'Matches');
  const { matches } = deps;
  const hide = { config: { access: access.role(can.hideMatches, M.readOnly) } };

  app.get(
    '/api/v1/needs/:id/matches',
    {
      config: { access: access.signedIn },
      schema: {
        params: ZNeedIdParams,
        querystring: ZNeedMatchesQuery,
        response: { 200: ZNeedMatches, 404: ZErrorBody },
      },
    },
    async (request) => matches.findMatches(request.params.id, request.query),
  );

  app.put(
    '/api/v1/needs/:id/matches/:candidateId/hidden',
    {
      ...hide,
      schema: {
        params: ZPairParams,
        body: ZHideMatchRequest,
        response: { 204: ZNoContent, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { id, candidateId } = request.params;
      await matches.hide(request.actor, id, candidateId, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/v1/needs/:id/matches/:candidateId/hidden',
    { ...hide, schema: { params: ZPairParams, response: { 204: ZNoContent, 404: ZErrorBody } } },
    async (request, reply) => {
      const { id, candidateId } = request.params;
      await matches.unhide(request.actor, id, candidateId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/bench',
    {
      config: { access: access.role(can.viewBench, PERMISSION_DENIED) },
      schema: { response: { 200: ZBench } },
    },
    async () => matches.bench(),
  );
}
