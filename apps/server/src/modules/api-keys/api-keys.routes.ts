import {
  API_KEY_MESSAGES,
  can,
  ZApiKey,
  ZApiKeyIdParams,
  ZApiKeyList,
  ZCreateApiKey,
  ZCreatedApiKey,
  ZErrorBody,
} from '@staffing/domain';
import { access } from '../../lib/access.ts';
import { createRoute } from '../../lib/record-routes.ts';
import type { TApp } from '../../lib/types.ts';
import type { TApiKeysService } from './api-keys.service.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const admin = { access: access.role(can.manageApiKeys, API_KEY_MESSAGES.adminRequired) };

export function registerApiKeysRoutes(app: TApp, deps: { apiKeys: TApiKeysService }) {
  tagRoutes(app, 'API keys');
  const { apiKeys } = deps;

  app.get(
    '/api/v1/api-keys',
    { config: admin, schema: { response: { 200: ZApiKeyList } } },
    async (request) => apiKeys.list(request.actor),
  );

  createRoute(
    app,
    '/api/v1/api-keys',
    { config: admin, body: ZCreateApiKey, created: ZCreatedApiKey, errors: { 409: ZErrorBody } },
    apiKeys.create,
  );

  app.post(
    '/api/v1/api-keys/:id/revoke',
    {
      config: admin,
      schema: { params: ZApiKeyIdParams, response: { 200: ZApiKey, 404: ZErrorBody } },
    },
    async (request) => apiKeys.revoke(request.actor, request.params.id),
  );
}
