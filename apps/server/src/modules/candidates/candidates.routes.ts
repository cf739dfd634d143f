import { z } from 'zod';
import {
  camelizeKeys,
  can,
  INPUT_LIMITS,
  LIMIT_MESSAGES,
  NEED_LIMITS,
  ZCandidate,
  ZCandidateCreated,
  ZCandidateListQuery,
  ZCandidatePage,
  ZCandidatesByNeed,
  ZCandidateWithStatus,
  ZCreateCandidateRequest,
  ZErrorBody,
  ZNeedCandidate,
  ZUpdateCandidateRequest,
  type TCandidate,
} from '@staffing/domain';
import { AppError } from '../../lib/errors.ts';
import { access } from '../../lib/access.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { ZNoContent } from '../../lib/responses.ts';
import { readIfMatch } from '../../lib/if-match.ts';
import {
  idParams,
  NOT_FOUND_MESSAGES,
  ZCandidateIdParams,
  ZNeedIdParams,
} from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import { CANDIDATE_API_MESSAGES as M } from '../steps/candidate-access.ts';
import { ZCandidateAnalysisUpdate } from './candidate-analysis.ts';
import type { TCandidatesService } from './candidates.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZByNeedParams = idParams({ needId: NOT_FOUND_MESSAGES.need });
const ZLinkParams = idParams({
  id: NOT_FOUND_MESSAGES.need,
  candidateId: NOT_FOUND_MESSAGES.candidate,
});
const ZSearchQuery = z.object({ search: z.string().max(INPUT_LIMITS.searchMax).optional() });
/**
 * The ids of up to a page of needs (NEED_LIMITS.maxPageSize, comma-separated or repeated); the
 * service reads the first BULK_NEEDS_LIMIT distinct valid ones, as before.
 */
const BULK_IDS_MAX = NEED_LIMITS.maxPageSize;
const BULK_TEXT_MAX = BULK_IDS_MAX * 37;
const ZBulkQuery = z.preprocess(
  camelizeKeys,
  z.object({
    needIds: z
      .union([
        z.string().max(BULK_TEXT_MAX, LIMIT_MESSAGES.tooLong('needIds', BULK_TEXT_MAX)),
        z
          .array(z.string().max(BULK_TEXT_MAX, LIMIT_MESSAGES.tooLong('needIds', BULK_TEXT_MAX)))
          .max(
            INPUT_LIMITS.idListMax,
            LIMIT_MESSAGES.tooManyItems('needIds', INPUT_LIMITS.idListMax),
          ),
      ])
      .optional(),
  }),
);

/** Create answers: 201 with a new candidate, 200 when the e-mail's candidate took the data. */
const CREATED = { 200: ZCandidateCreated, 201: ZCandidateCreated };

export function registerCandidatesRoutes(
  app: TApp,
  deps: {
    candidates: TCandidatesService;
    /** The kept candidate a merged id now answers with (duplicates module). */
    mergedInto?: (id: string) => Promise<string | null>;
  },
) {
  tagRoutes(app, 'Candidates');
  const { candidates } = deps;
  const read = { config: { access: access.signedIn } };
  const write = { config: { access: access.role(can.mutateCandidates, M.readOnly) } };

  app.get(
    '/api/v1/candidates',
    { ...read, schema: { querystring: ZCandidateListQuery, response: { 200: ZCandidatePage } } },
    async (request) => candidates.list(request.query),
  );

  app.post(
    '/api/v1/candidates',
    { ...write, schema: { body: ZCreateCandidateRequest, response: CREATED } },
    async (request, reply) => {
      const { candidate, merged } = await candidates.create(request.actor, request.body);
      return reply.status(merged ? 200 : 201).send({ ...candidate, merged });
    },
  );

  app.get(
    '/api/v1/candidates/all',
    {
      ...read,
      schema: {
        querystring: ZSearchQuery,
        response: {
          200: z.array(ZCandidate).meta({ description: 'At most 1000, for the duplicate picker.' }),
        },
      },
    },
    async (request) => candidates.listAll(request.query.search),
  );

  app.get(
    '/api/v1/candidates/bulk',
    { ...read, schema: { querystring: ZBulkQuery, response: { 200: ZCandidatesByNeed } } },
    async (request) => candidates.bulk(request.query.needIds),
  );

  app.get(
    '/api/v1/candidates/by-need/:needId/with-status',
    {
      ...read,
      schema: {
        params: ZByNeedParams,
        response: { 200: z.array(ZCandidateWithStatus), 404: ZErrorBody },
      },
    },
    async (request) => candidates.listWithStatus(request.params.needId),
  );

  app.get(
    '/api/v1/candidates/:id',
    {
      ...read,
      schema: {
        params: ZCandidateIdParams,
        response: {
          200: ZCandidate,
          // A candidate merged into another: Location names the kept one (docs/duplicates.md).
          301: ZNoContent,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      let candidate: TCandidate;
      try {
        candidate = await candidates.get(request.params.id);
      } catch (err) {
        // Only an unknown id pays for the look-up of a merge.
        const kept =
          err instanceof AppError && err.status === 404
            ? await deps.mergedInto?.(request.params.id)
            : null;
        if (!kept) throw err;
        return reply.redirect(`/api/v1/candidates/${kept}`, 301);
      }
      return reply.header('etag', `"${candidate.version}"`).send(candidate);
    },
  );

  app.patch(
    '/api/v1/candidates/:id',
    {
      ...write,
      schema: {
        params: ZCandidateIdParams,
        body: ZUpdateCandidateRequest,
        // 409: the e-mail belongs to another candidate, or the version is stale.
        response: { 200: ZCandidate, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const candidate = await candidates.update(
        request.actor,
        request.params.id,
        request.body,
        readIfMatch(request.headers['if-match'], 'candidate'),
      );
      return reply.header('etag', `"${candidate.version}"`).send(candidate);
    },
  );

  app.patch(
    '/api/v1/candidates/:id/analysis',
    {
      ...write,
      schema: {
        params: ZCandidateIdParams,
        body: ZCandidateAnalysisUpdate,
        response: { 200: ZCandidate, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => candidates.updateAnalysis(request.actor, request.params.id, request.body),
  );

  deleteRoute(
    app,
    '/api/v1/candidates/:id',
    {
      config: { access: access.role(can.deleteCandidate, M.deleteAdminOnly) },
      params: ZCandidateIdParams,
    },
    candidates.remove,
  );

  // Need links (spec 001 section 7, spec 000 section 7).
  app.get(
    '/api/v1/needs/:id/candidates',
    {
      ...read,
      schema: {
        params: ZNeedIdParams,
        response: { 200: z.array(ZNeedCandidate), 404: ZErrorBody },
      },
    },
    async (request) => candidates.listForNeed(request.params.id),
  );

  app.post(
    '/api/v1/needs/:id/candidates',
    {
      ...write,
      schema: {
        params: ZNeedIdParams,
        body: ZCreateCandidateRequest,
        response: { ...CREATED, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { candidate, merged } = await candidates.createForNeed(
        request.actor,
        request.params.id,
        request.body,
      );
      return reply.status(merged ? 200 : 201).send({ ...candidate, merged });
    },
  );

  app.post(
    '/api/v1/needs/:id/candidates/:candidateId',
    {
      ...write,
      schema: {
        params: ZLinkParams,
        response: {
          // 201 when linked now (with its first step), 200 when it already was.
          200: ZCandidate,
          201: ZCandidate,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { candidate, linked } = await candidates.link(
        request.actor,
        request.params.id,
        request.params.candidateId,
      );
      return reply.status(linked ? 201 : 200).send(candidate);
    },
  );

  app.delete(
    '/api/v1/needs/:id/candidates/:candidateId',
    {
      config: { access: access.role(can.detachCandidate, M.detachAdminOnly) },
      schema: { params: ZLinkParams, response: { 204: ZNoContent, 404: ZErrorBody } },
    },
    async (request, reply) => {
      await candidates.detach(request.actor, request.params.id, request.params.candidateId);
      return reply.status(204).send();
    },
  );
}
