import {
  can,
  ZCreateWorkflowRequest,
  ZTriggerWorkflowRequest,
  ZUpdateWorkflowRequest,
  ZWorkflowRequestListQuery,
} from '@staffing/domain';
import { access, PERMISSION_DENIED } from '../../lib/access.ts';
import { idParams, NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TWorkflowRequestsService } from './workflow-requests.service.ts';

const ZIdParams = idParams({ id: NOT_FOUND_MESSAGES.workflowRequest });

/** Admin and Sales; the Recruiter is refused on every workflow request route. */
const workflows = access.role(can.openWorkflows, PERMISSION_DENIED);
const BASE = '/api/v1/workflow-requests';

export function registerWorkflowRequestsRoutes(
  app: TApp,
  deps: { workflowRequests: TWorkflowRequestsService },
) {
  const { workflowRequests: service } = deps;

  app.get(
    BASE,
    { config: { access: workflows }, schema: { querystring: ZWorkflowRequestListQuery } },
    async (request) => service.list(request.actor, request.query),
  );

  app.post(
    BASE,
    { config: { access: workflows }, schema: { body: ZCreateWorkflowRequest } },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.actor, request.body)),
  );

  app.get(
    `${BASE}/:id`,
    { config: { access: workflows }, schema: { params: ZIdParams } },
    async (request) => service.get(request.actor, request.params.id),
  );

  app.patch(
    `${BASE}/:id`,
    { config: { access: workflows }, schema: { params: ZIdParams, body: ZUpdateWorkflowRequest } },
    async (request) =>
      service.update(request.actor, request.params.id, request.body, request.headers['if-match']),
  );

  app.delete(
    `${BASE}/:id`,
    { config: { access: workflows }, schema: { params: ZIdParams } },
    async (request, reply) => {
      await service.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${BASE}/:id/trigger`,
    { config: { access: workflows }, schema: { params: ZIdParams, body: ZTriggerWorkflowRequest } },
    async (request, reply) =>
      reply.status(202).send(await service.trigger(request.actor, request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/retry`,
    { config: { access: workflows }, schema: { params: ZIdParams } },
    async (request, reply) =>
      reply.status(202).send(await service.retry(request.actor, request.params.id)),
  );

  app.post(
    `${BASE}/:id/cancel`,
    { config: { access: workflows }, schema: { params: ZIdParams } },
    async (request) => service.cancel(request.actor, request.params.id),
  );
}
