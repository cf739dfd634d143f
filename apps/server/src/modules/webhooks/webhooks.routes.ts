import {
  can,
  WEBHOOK_MESSAGES,
  ZCreatedWebhookEndpoint,
  ZCreateWebhookEndpoint,
  ZErrorBody,
  ZUpdateWebhookEndpoint,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookSecret,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { createRoute, deleteRoute } from '../../lib/record-routes.ts';
import type { TApp } from '../../lib/types.ts';
import type { TWebhooksService } from './webhooks.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const admin = access.role(can.manageWebhooks, WEBHOOK_MESSAGES.adminRequired);
const BASE = '/api/v1/admin/webhooks';

/** Webhook endpoints and their deliveries: Admin only. */
export function registerWebhooksRoutes(app: TApp, deps: { webhooks: TWebhooksService }) {
  tagRoutes(app, 'Webhooks');
  const { webhooks } = deps;

  app.get(
    BASE,
    { config: { access: admin }, schema: { response: { 200: ZWebhookEndpointList } } },
    async (request) => webhooks.list(request.actor),
  );

  createRoute(
    app,
    BASE,
    {
      config: { access: admin },
      body: ZCreateWebhookEndpoint,
      created: ZCreatedWebhookEndpoint,
      errors: { 409: ZErrorBody },
    },
    webhooks.create,
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { access: admin },
      schema: {
        params: ZWebhookEndpointParams,
        body: ZUpdateWebhookEndpoint,
        response: { 200: ZWebhookEndpoint, 404: ZErrorBody },
      },
    },
    async (request) => webhooks.update(request.actor, request.params.id, request.body),
  );

  deleteRoute(
    app,
    `${BASE}/:id`,
    { config: { access: admin }, params: ZWebhookEndpointParams },
    webhooks.remove,
  );

  app.get(
    `${BASE}/:id/secret`,
    {
      config: { access: admin },
      schema: {
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookSecret, 404: ZErrorBody },
      },
    },
    async (request) => webhooks.revealSecret(request.actor, request.params.id),
  );

  app.get(
    `${BASE}/:id/deliveries`,
    {
      config: { access: admin },
      schema: {
        params: ZWebhookEndpointParams,
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: ZWebhookDeliveryPage, 404: ZErrorBody },
      },
    },
    async (request) => webhooks.deliveries(request.actor, request.params.id, request.query),
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    {
      config: { access: admin },
      schema: {
        params: ZWebhookDeliveryParams,
        response: { 202: ZWebhookDelivery, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await webhooks.redeliver(request.actor, request.params.id, request.params.deliveryId),
        ),
  );

  app.post(
    `${BASE}/:id/test`,
    {
      config: { access: admin },
      schema: {
        params: ZWebhookEndpointParams,
        response: { 202: ZWebhookDelivery, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await webhooks.sendTest(request.actor, request.params.id)),
  );
}
