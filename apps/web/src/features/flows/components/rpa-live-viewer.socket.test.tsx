import '../../../i18n/app-catalogs.ts';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { RpaLiveViewer } from './rpa-live-viewer.tsx';

const NEED = '3f1c2a4e-0000-4000-8000-000000000001';

/** A real socket server speaking the stream's contract; the viewer's URL is sent to it. */
async function startStreamServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const heard: unknown[] = [];
  const paths: string[] = [];
  let client: NodeWebSocket | null = null;
  server.on('connection', (socket, request) => {
    client = socket;
    paths.push(request.url ?? '');
    socket.on('message', (data) => heard.push(JSON.parse(String(data))));
    socket.send(
      JSON.stringify({
        type: 'connection_established',
        flow_id: 'rpa_real',
        status: 'processing',
        message: 'Attached to the run',
      }),
    );
  });
  return {
    port,
    heard,
    paths,
    send: (message: unknown) => client?.send(JSON.stringify(message)),
    close: (code: number, reason: string) => client?.close(code, reason),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stream: Awaited<ReturnType<typeof startStreamServer>>;

beforeEach(async () => {
  stream = await startStreamServer();
  const port = stream.port;
  // The page's host is jsdom's; the socket goes to the test server instead, same path and query.
  class Redirected extends NodeWebSocket {
    constructor(url: string) {
      const target = new URL(url);
      super(`ws://127.0.0.1:${port}${target.pathname}${target.search}`);
    }
  }
  vi.stubGlobal('WebSocket', Redirected);
  clearSession();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await stream.stop();
});

describe('RpaLiveViewer over a real socket', () => {
  it('shows the run, takes the 2FA code and stops when the flow is gone', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RpaLiveViewer flowId="rpa_real" needId={NEED} flowStatus="processing" onClose={() => {}} />,
    );
    expect(await screen.findByText(/Attached to the run/, {}, { timeout: 5000 })).toBeVisible();
    expect(stream.paths[0]).toMatch(/^\/api\/v1\/admin\/flows\/rpa_real\/stream\?token=.+/);

    stream.send({ type: 'screencast_frame', data: 'QUJD', timestamp: '2026-03-02T10:00:00Z' });
    expect(
      await screen.findByRole('img', { name: 'Live view of the RPA browser' }),
    ).toHaveAttribute('src', 'data:image/jpeg;base64,QUJD');

    stream.send({ type: 'twofa_code_request', message: 'Type the code sent by SMS' });
    const entry = await screen.findByRole('region', { name: 'Verification code required' });
    await user.type(within(entry).getByLabelText('Verification code'), '246810{Enter}');
    await waitFor(() =>
      expect(stream.heard).toEqual([{ type: 'twofa_code_input', code: '246810', need_id: NEED }]),
    );
    stream.send({ type: 'twofa_success', message: 'Signed in to the CRM' });
    expect(await screen.findByText('Signed in to the CRM')).toBeInTheDocument();

    stream.close(4004, 'Flow not found');
    expect(await screen.findByRole('alert')).toHaveTextContent('Flow not found');
  }, 15_000);
});
