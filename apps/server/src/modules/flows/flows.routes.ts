import { z } from 'zod';
import {
  can,
  FLOW_RETRY_STAGE,
  ZFlowActionBody,
  ZFlowBulkRequest,
  ZFlowListQuery,
  ZFlowMetricsQuery,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { NOT_FOUND_MESSAGES, ZPathKey } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TFlowsService } from './flows.service.ts';

const ZIdParams = z.object({ id: ZPathKey(NOT_FOUND_MESSAGES.flow) });
const ADMIN_ONLY = 'Only administrators can manage flows';
const admin = access.role(can.administerFlows, ADMIN_ONLY);

/** Flow Administration: Admin only; every other role gets 403 before its request is read. */
export function registerFlowsRoutes(app: TApp, deps: { flows: TFlowsService }) {
  const { flows } = deps;

  app.get(
    '/api/v1/admin/flows',
    { config: { access: admin }, schema: { querystring: ZFlowListQuery } },
    async (request) => flows.list(request.query),
  );

  // Before /{id}, so "metrics" is never read as a flow id.
  app.get(
    '/api/v1/admin/flows/metrics',
    { config: { access: admin }, schema: { querystring: ZFlowMetricsQuery } },
    async (request) => flows.metrics(request.query),
  );

  app.post(
    '/api/v1/admin/flows/bulk',
    { config: { access: admin }, schema: { body: ZFlowBulkRequest } },
    async (request) => flows.bulk(request.actor, request.body),
  );

  app.get(
    '/api/v1/admin/flows/:id',
    { config: { access: admin }, schema: { params: ZIdParams } },
    async (request) => flows.get(request.params.id),
  );

  for (const [action, role] of Object.entries(FLOW_RETRY_STAGE)) {
    app.post(
      `/api/v1/admin/flows/:id/${action}`,
      { config: { access: admin }, schema: { params: ZIdParams, body: ZFlowActionBody } },
      async (request, reply) =>
        reply
          .status(202)
          .send(await flows.retry(request.actor, request.params.id, role, request.body?.reason)),
    );
  }

  app.post(
    '/api/v1/admin/flows/:id/cancel',
    { config: { access: admin }, schema: { params: ZIdParams, body: ZFlowActionBody } },
    async (request) => flows.cancel(request.actor, request.params.id, request.body?.reason),
  );

  app.post(
    '/api/v1/admin/flows/:id/verify-step',
    { config: { access: admin }, schema: { params: ZIdParams, body: ZFlowActionBody } },
    async (request) => flows.verifyStep(request.actor, request.params.id, request.body?.reason),
  );
}
