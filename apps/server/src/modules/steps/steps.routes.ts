import { z } from 'zod';
import {
  camelizeKeys,
  can,
  isUuid,
  ZCreateStepRequest,
  ZErrorBody,
  ZStep,
  ZStepList,
  ZUuid,
  ZUpdateStepRequest,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import { badInput } from '../../lib/errors.ts';
import { deleteRoute } from '../../lib/record-routes.ts';
import { CANDIDATE_API_MESSAGES } from './candidate-access.ts';
import type { TApp } from '../../lib/types.ts';
import { STEP_API_MESSAGES, type TStepsService } from './steps.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZPairParams = idParams({
  needId: NOT_FOUND_MESSAGES.need,
  candidateId: NOT_FOUND_MESSAGES.candidate,
});
const ZNeedCandidateParams = idParams({
  id: NOT_FOUND_MESSAGES.need,
  candidateId: NOT_FOUND_MESSAGES.candidate,
});
const ZStepIdParams = idParams({ id: NOT_FOUND_MESSAGES.step });
const ZStepFilter = z.preprocess(
  camelizeKeys,
  z.object({
    needId: ZUuid('needId must be a valid UUID').optional(),
    candidateId: ZUuid('candidateId must be a valid UUID').optional(),
  }),
);

// An unknown or unlinked need/candidate pair is 404; a step type the pair already has is 409.
const pairListResponses = { 200: ZStepList, 404: ZErrorBody };
const createdResponses = { 201: ZStep, 404: ZErrorBody, 409: ZErrorBody };

/** Steps of spec 001 section 7: both versioned families and the unversioned `/api/steps` one. */
export function registerStepsRoutes(app: TApp, deps: { steps: TStepsService }) {
  tagRoutes(app, 'Steps');
  const { steps } = deps;
  const read = { config: { access: access.signedIn } };
  const write = {
    config: { access: access.role(can.mutateSteps, CANDIDATE_API_MESSAGES.readOnly) },
  };

  for (const prefix of ['/api/v1/process', '/api/v1/steps/process']) {
    app.get(
      `${prefix}/:needId/:candidateId/steps`,
      { ...read, schema: { params: ZPairParams, response: pairListResponses } },
      async (request) => steps.listForPair(request.params.needId, request.params.candidateId),
    );
    app.post(
      `${prefix}/:needId/:candidateId/steps`,
      {
        ...write,
        schema: { params: ZPairParams, body: ZCreateStepRequest, response: createdResponses },
      },
      async (request, reply) => {
        const { needId, candidateId } = request.params;
        return reply
          .status(201)
          .send(await steps.create(request.actor, needId, candidateId, request.body));
      },
    );
  }

  for (const suffix of ['latest-step', 'step']) {
    app.get(
      `/api/v1/needs/:id/candidates/:candidateId/${suffix}`,
      {
        ...read,
        schema: { params: ZNeedCandidateParams, response: { 200: ZStep, 404: ZErrorBody } },
      },
      async (request) => steps.latest(request.params.id, request.params.candidateId),
    );
  }

  app.get(
    '/api/v1/steps/all',
    { ...read, schema: { querystring: ZStepFilter, response: { 200: ZStepList } } },
    async (request) => steps.list(request.query),
  );

  for (const path of ['/api/v1/steps/:id', '/api/v1/steps/:id/details', '/api/steps/:id/details']) {
    app.patch(
      path,
      {
        ...write,
        schema: {
          params: ZStepIdParams,
          body: ZUpdateStepRequest,
          response: { 200: ZStep, 404: ZErrorBody },
        },
      },
      async (request) => steps.update(request.actor, request.params.id, request.body),
    );
  }

  deleteRoute(app, '/api/v1/steps/:id', { ...write, params: ZStepIdParams }, steps.remove);

  // The unversioned family (docs/decisions/0010-unversioned-steps.md): the pair travels in the body or the query.
  app.get(
    '/api/steps',
    { ...read, schema: { querystring: ZStepFilter, response: pairListResponses } },
    async (request) => {
      const { needId, candidateId } = request.query;
      if (needId && candidateId) return steps.listForPair(needId, candidateId);
      return steps.list({ needId, candidateId });
    },
  );

  app.post(
    '/api/steps',
    { ...write, schema: { body: ZCreateStepRequest, response: createdResponses } },
    async (request, reply) => {
      const { needId, candidateId } = request.body;
      if (!needId || !candidateId) throw badInput(STEP_API_MESSAGES.pairRequired);
      if (!isUuid(needId) || !isUuid(candidateId)) throw badInput(STEP_API_MESSAGES.pairRequired);
      return reply
        .status(201)
        .send(await steps.create(request.actor, needId, candidateId, request.body));
    },
  );
}
