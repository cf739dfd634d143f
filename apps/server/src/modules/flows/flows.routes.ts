import { z } from 'zod';
import {
  can,
  FLOW_RETRY_STAGE,
  ZErrorBody,
  ZFlow,
  ZFlowActionBody,
  ZFlowBulkRequest,
  ZFlowBulkResult,
  ZFlowListQuery,
  ZFlowMetrics,
  ZFlowMetricsQuery,
  ZFlowVerifyResult,
  zPage,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { NOT_FOUND_MESSAGES, ZPathKey } from '../../lib/path-params.ts';
import type { TApp } from '../../lib/types.ts';
import type { TFlowsService } from './flows.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZIdParams = z.object({ id: ZPathKey(NOT_FOUND_MESSAGES.flow) });
const ADMIN_ONLY = 'Only administrators can manage flows';
const admin = access.role(can.administerFlows, ADMIN_ONLY);
const ZFlowPage = zPage(ZFlow).meta({ id: 'FlowPage' });
// An action the flow's status does not allow (a retry of a running flow, a cancel of a finished one).
const actionAnswers = { 404: ZErrorBody, 409: ZErrorBody };

/** Flow Administration: Admin only; every other role gets 403 before its request is read. */
export function registerFlowsRoutes(app: TApp, deps: { flows: TFlowsService }) {
  tagRoutes(app, 'Flows');
  const { flows } = deps;

  app.get(
    '/api/v1/admin/flows',
    {
      config: { access: admin },
      schema: { querystring: ZFlowListQuery, response: { 200: ZFlowPage } },
    },
    async (request) => flows.list(request.query),
  );

  // Before /{id}, so "metrics" is never read as a flow id.
  app.get(
    '/api/v1/admin/flows/metrics',
    {
      config: { access: admin },
      schema: { querystring: ZFlowMetricsQuery, response: { 200: ZFlowMetrics } },
    },
    async (request) => flows.metrics(request.query),
  );

  app.post(
    '/api/v1/admin/flows/bulk',
    {
      config: { access: admin },
      schema: { body: ZFlowBulkRequest, response: { 200: ZFlowBulkResult } },
    },
    async (request) => flows.bulk(request.actor, request.body),
  );

  app.get(
    '/api/v1/admin/flows/:id',
    {
      config: { access: admin },
      schema: { params: ZIdParams, response: { 200: ZFlow, 404: ZErrorBody } },
    },
    async (request) => flows.get(request.params.id),
  );

  for (const [action, role] of Object.entries(FLOW_RETRY_STAGE)) {
    app.post(
      `/api/v1/admin/flows/:id/${action}`,
      {
        config: { access: admin },
        schema: {
          params: ZIdParams,
          body: ZFlowActionBody,
          response: { 202: ZFlow, ...actionAnswers },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await flows.retry(request.actor, request.params.id, role, request.body?.reason)),
    );
  }

  app.post(
    '/api/v1/admin/flows/:id/cancel',
    {
      config: { access: admin },
      schema: {
        params: ZIdParams,
        body: ZFlowActionBody,
        response: { 200: ZFlow, ...actionAnswers },
      },
    },
    async (request) => flows.cancel(request.actor, request.params.id, request.body?.reason),
  );

  app.post(
    '/api/v1/admin/flows/:id/verify-step',
    {
      config: { access: admin },
      schema: {
        params: ZIdParams,
        body: ZFlowActionBody,
        response: { 200: ZFlowVerifyResult, 404: ZErrorBody },
      },
    },
    async (request) => flows.verifyStep(request.actor, request.params.id, request.body?.reason),
  );
}
