// Mantine's combobox scrolls options into view, which jsdom does not implement.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

import type { ReactNode } from 'react';
import { WebSocket } from 'ws';
import type {
  TRole,
  TWorkflowRequest,
  TWorkflowRequestDetail,
  TWorkflowRequestType,
} from '@staffing/domain';
import { queryClient } from '../../../shared/api/index.ts';
import {
  LiveConnectionContext,
  createLiveConnection,
  type LiveConnection,
} from '../../../shared/live/index.ts';
import { startLiveTestServer } from '../../../shared/live/live-test-server.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';

export const NEED_ID = '22222222-2222-4222-8222-222222222222';
export const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';

export function signInAs(role: TRole) {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
}

let counter = 0;

/** A request as the server serialises it; override what the test is about. */
export function makeRequest(overrides: Partial<TWorkflowRequest> = {}): TWorkflowRequest {
  counter += 1;
  return {
    id: `aaaaaaaa-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    stepId: null,
    type: 'salesforce_opportunity_create' as TWorkflowRequestType,
    status: 'NEW',
    attempts: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    lastError: null,
    flowId: null,
    version: 1,
    payload: {
      needId: NEED_ID,
      needTitle: 'Java developer',
      clientName: 'Acme Bank',
      source: 'tracker',
    },
    ...overrides,
  };
}

export function makeDetail(
  request: TWorkflowRequest,
  context: Partial<TWorkflowRequestDetail['context']> = {},
): TWorkflowRequestDetail {
  return {
    ...request,
    context: {
      need: {
        id: NEED_ID,
        title: 'Java developer',
        client: 'Acme Bank',
        tjm: 650,
        column: 'CANDIDATE_IDENTIFIED',
        opportunitySalesforceId: null,
        opportunitySalesforceUrl: null,
      },
      candidate: null,
      ...context,
    },
  };
}

export const page = (items: TWorkflowRequest[]) => ({
  items,
  total: items.length,
  page: 1,
  size: 20,
  pages: 1,
});

/** A real WebSocket server speaking /api/v1/ws and a connection to it, for live merges. */
export async function startLive() {
  const server = await startLiveTestServer();
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const connection = createLiveConnection({
    url: () => server.baseUrl,
    getToken: () => 't',
    WebSocketImpl: WebSocket,
    logger: silent,
  });
  let seq = 0;
  return {
    connection,
    /** Sends one workflow event, each with a later timestamp than the one before. */
    send(
      type: 'workflow_request_updated' | 'workflow_request_triggered',
      payload: unknown,
      id: string,
    ) {
      seq += 1;
      server.send({
        event_type: type,
        entity_id: id,
        timestamp: new Date(Date.UTC(2026, 1, 1, 12, 0, seq)).toISOString(),
        payload,
      });
    },
    async stop() {
      connection.disconnect();
      await server.stop();
    },
  };
}

export function renderWorkflows(
  ui: ReactNode,
  { route = '/', connection }: { route?: string; connection?: LiveConnection } = {},
) {
  return renderWithProviders(
    connection ? <LiveConnectionContext value={connection}>{ui}</LiveConnectionContext> : ui,
    { route },
  );
}
