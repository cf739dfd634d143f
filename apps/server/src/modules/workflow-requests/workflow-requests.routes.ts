import {
  can,
  ZCreateWorkflowRequest,
  ZErrorBody,
  zPage,
  ZTriggerWorkflowRequest,
  ZUpdateWorkflowRequest,
  ZWorkflowRequest,
  ZWorkflowRequestCreated,
  ZWorkflowRequestDetail,
  ZWorkflowRequestListQuery,
  ZWorkflowRequestStarted,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { createRoute, deleteRoute } from '../../lib/record-routes.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TWorkflowRequestsService } from './workflow-requests.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZIdParams = idParams({ id: NOT_FOUND_MESSAGES.workflowRequest });

/** Admin and Sales; the Recruiter is refused on every workflow request route. */
const workflows = access.role(can.openWorkflows, PERMISSION_DENIED);
const BASE = '/api/v1/workflow-requests';
const ZWorkflowRequestPage = zPage(ZWorkflowRequest).meta({ id: 'WorkflowRequestPage' });
// 404: no such request (or need, candidate); 409: its status refuses the action, or a stale edit.
const refusals = { 404: ZErrorBody, 409: ZErrorBody };

export function registerWorkflowRequestsRoutes(
  app: TApp,
  deps: { workflowRequests: TWorkflowRequestsService },
) {
  tagRoutes(app, 'Workflow requests');
  const { workflowRequests: service } = deps;

  app.get(
    BASE,
    {
      config: { access: workflows },
      schema: { querystring: ZWorkflowRequestListQuery, response: { 200: ZWorkflowRequestPage } },
    },
    async (request) => service.list(request.actor, request.query),
  );

  createRoute(
    app,
    BASE,
    {
      config: { access: workflows },
      body: ZCreateWorkflowRequest,
      created: ZWorkflowRequestCreated,
      errors: { 404: ZErrorBody },
    },
    service.create,
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: workflows },
      schema: { params: ZIdParams, response: { 200: ZWorkflowRequestDetail, 404: ZErrorBody } },
    },
    async (request) => service.get(request.actor, request.params.id),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { access: workflows },
      schema: {
        params: ZIdParams,
        body: ZUpdateWorkflowRequest,
        response: { 200: ZWorkflowRequest, ...refusals },
      },
    },
    async (request) =>
      service.update(request.actor, request.params.id, request.body, request.headers['if-match']),
  );

  deleteRoute(
    app,
    `${BASE}/:id`,
    { config: { access: workflows }, params: ZIdParams, errors: refusals },
    service.remove,
  );

  app.post(
    `${BASE}/:id/trigger`,
    {
      config: { access: workflows },
      schema: {
        params: ZIdParams,
        body: ZTriggerWorkflowRequest,
        response: { 202: ZWorkflowRequestStarted, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.trigger(request.actor, request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/retry`,
    {
      config: { access: workflows },
      schema: { params: ZIdParams, response: { 202: ZWorkflowRequestStarted, ...refusals } },
    },
    async (request, reply) =>
      reply.status(202).send(await service.retry(request.actor, request.params.id)),
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      config: { access: workflows },
      schema: { params: ZIdParams, response: { 200: ZWorkflowRequest, ...refusals } },
    },
    async (request) => service.cancel(request.actor, request.params.id),
  );
}
