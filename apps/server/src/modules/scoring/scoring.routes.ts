import { z } from 'zod';
import {
  camelizeKeys,
  can,
  ZErrorBody,
  zPage,
  ZRelevanceScore,
  ZScoreJobStarted,
  ZUuid,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TScoringService } from './scoring.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZPair = idParams({ id: NOT_FOUND_MESSAGES.need, candidateId: NOT_FOUND_MESSAGES.candidate });
const ZNeedParams = idParams({ needId: NOT_FOUND_MESSAGES.need });
const ZCandidateParams = idParams({ candidateId: NOT_FOUND_MESSAGES.candidate });
const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(100),
});

const ZRelevanceScorePage = zPage(ZRelevanceScore).meta({ id: 'RelevanceScorePage' });
// 404: the need or the candidate does not exist.
const started = { 200: ZScoreJobStarted, 404: ZErrorBody };

export const ZScoreRequest = z.preprocess(
  camelizeKeys,
  z.object({
    needId: ZUuid('need_id must be a need id'),
    candidateId: ZUuid('candidate_id must be a candidate id'),
  }),
);

export function registerScoringRoutes(app: TApp, deps: { scoring: TScoringService }) {
  tagRoutes(app, 'Scoring');
  const { scoring } = deps;
  const read = { config: { access: access.signedIn } };
  const score = {
    config: {
      access: access.role(can.requestScoring, 'Recruiters cannot request relevance scoring'),
    },
  };

  app.post(
    '/api/v1/analysisIA/relevance/score',
    { ...score, schema: { body: ZScoreRequest, response: started } },
    async (request, reply) => reply.send(await scoring.start(request.actor, request.body)),
  );
  app.get(
    '/api/v1/needs/:id/candidates/:candidateId/score',
    { ...read, schema: { params: ZPair, response: { 200: ZRelevanceScore, 404: ZErrorBody } } },
    async (request) => scoring.get(request.params.id, request.params.candidateId),
  );
  app.post(
    '/api/v1/needs/:id/candidates/:candidateId/score',
    { ...score, schema: { params: ZPair, response: started } },
    async (request, reply) =>
      reply.send(
        await scoring.start(request.actor, {
          needId: request.params.id,
          candidateId: request.params.candidateId,
        }),
      ),
  );
  app.get(
    '/api/v1/candidates/scoring/all',
    { ...read, schema: { querystring: ZPageQuery, response: { 200: ZRelevanceScorePage } } },
    async (request) => scoring.list({}, request.query.page, request.query.size),
  );
  app.get(
    '/api/v1/candidates/scoring/need/:needId',
    {
      ...read,
      schema: {
        params: ZNeedParams,
        querystring: ZPageQuery,
        response: { 200: ZRelevanceScorePage },
      },
    },
    async (request) =>
      scoring.list({ needId: request.params.needId }, request.query.page, request.query.size),
  );
  app.get(
    '/api/v1/candidates/scoring/candidate/:candidateId',
    {
      ...read,
      schema: {
        params: ZCandidateParams,
        querystring: ZPageQuery,
        response: { 200: ZRelevanceScorePage },
      },
    },
    async (request) =>
      scoring.list(
        { candidateId: request.params.candidateId },
        request.query.page,
        request.query.size,
      ),
  );
}
