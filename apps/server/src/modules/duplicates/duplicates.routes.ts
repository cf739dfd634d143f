import {
  can,
  ZCandidateMerge,
  ZDismissDuplicateRequest,
  ZDuplicateCheckRequest,
  ZDuplicateMatches,
  ZDuplicatePairPage,
  ZDuplicatePairQuery,
  ZErrorBody,
  ZMergeCandidatesRequest,
  ZMergeUndone,
  DUPLICATE_MESSAGES,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { tagRoutes } from '../../lib/openapi.ts';
import { idParams, ZCandidateIdParams } from '../../lib/path-params.ts';
import { ZNoContent } from '../../lib/responses.ts';
import type { TApp } from '../../lib/types.ts';
import { CANDIDATE_API_MESSAGES as M } from '../steps/candidate-access.ts';
import type { TDuplicatesService } from './duplicates.service.ts';

const ZMergeParams = idParams({ id: DUPLICATE_MESSAGES.mergeNotFound });

/**
 * Duplicates are a working list for the people who create and edit candidates: Admin and Sales
 * (spec 001: Recruiters are read-only and are sent away from the candidates pages).
 */
export function registerDuplicatesRoutes(app: TApp, deps: { duplicates: TDuplicatesService }) {
  tagRoutes(app, 'Duplicates');
  const { duplicates } = deps;
  const editors = { config: { access: access.role(can.mutateCandidates, M.readOnly) } };

  app.post(
    '/api/v1/candidates/duplicates/check',
    {
      ...editors,
      schema: {
        description: 'The candidates a record being typed may duplicate, best first.',
        body: ZDuplicateCheckRequest,
        response: { 200: ZDuplicateMatches },
      },
    },
    async (request) => duplicates.findDuplicates(request.body),
  );

  app.get(
    '/api/v1/candidates/duplicates',
    {
      ...editors,
      schema: {
        description: 'Pairs of the pool that may be one person, best first.',
        querystring: ZDuplicatePairQuery,
        response: { 200: ZDuplicatePairPage },
      },
    },
    async (request) => duplicates.listPairs(request.query.page, request.query.size),
  );

  app.post(
    '/api/v1/candidates/duplicates/dismiss',
    {
      ...editors,
      schema: {
        description: "'Not the same person': the pair is never proposed again.",
        body: ZDismissDuplicateRequest,
        response: { 204: ZNoContent, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await duplicates.dismiss(request.actor, request.body.candidateId, request.body.otherId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/candidates/:id/duplicates',
    {
      ...editors,
      schema: {
        description: 'The candidates this one may duplicate (dismissed pairs left out).',
        params: ZCandidateIdParams,
        response: { 200: ZDuplicateMatches, 404: ZErrorBody },
      },
    },
    async (request) => duplicates.duplicatesOf(request.params.id),
  );

  app.post(
    '/api/v1/candidates/:id/merge',
    {
      ...editors,
      schema: {
        description: 'Merges `mergedId` into this candidate, field by field; undoable for 30 days.',
        params: ZCandidateIdParams,
        body: ZMergeCandidatesRequest,
        response: { 200: ZCandidateMerge, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => duplicates.merge(request.actor, request.params.id, request.body),
  );

  app.post(
    '/api/v1/candidate-merges/:id/undo',
    {
      ...editors,
      schema: {
        description: 'Restores the merged candidate (within 30 days; 410 after).',
        params: ZMergeParams,
        response: { 200: ZMergeUndone, 404: ZErrorBody, 409: ZErrorBody, 410: ZErrorBody },
      },
    },
    async (request) => duplicates.undo(request.actor, request.params.id),
  );
}
