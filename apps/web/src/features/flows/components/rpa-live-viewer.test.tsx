import '../../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RPA_TIMINGS } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession, getAccessToken } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { FakeRpaSocket } from '../test/fake-rpa-socket.ts';
import { RpaLiveViewer } from './rpa-live-viewer.tsx';

const NEED = '3f1c2a4e-0000-4000-8000-000000000001';
let token = '';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const server = (fn: (socket: FakeRpaSocket) => void) => act(() => fn(FakeRpaSocket.latest()));
const phase = () => screen.getByTestId('viewer-phase');

// Fake timers throughout (the viewer's delays are the subject), so events are fired directly.
function renderViewer(onClose = () => {}) {
  return renderWithProviders(
    <RpaLiveViewer flowId="rpa_live_1" needId={NEED} flowStatus="processing" onClose={onClose} />,
  );
}
const typeInto = (field: HTMLElement, value: string) =>
  act(() => {
    fireEvent.change(field, { target: { value } });
  });
const press = (element: HTMLElement, key: string) =>
  act(() => {
    fireEvent.keyDown(element, { key });
  });
const click = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
  });

/** Waits out the viewer's connect delay and opens the socket as the server would. */
async function connectAndOpen() {
  await advance(RPA_TIMINGS.viewerConnectDelayMs);
  await server((s) => s.open());
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  FakeRpaSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeRpaSocket);
  clearSession();
  token = makeToken(15 * 60_000);
  startSession({ access_token: token, refresh_token: 'r', user: testUser() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RpaLiveViewer', () => {
  it('connects 3 s after opening, with the token, then shows the latest of the last 10 frames', async () => {
    renderViewer();
    expect(phase()).toHaveTextContent('Connecting...');
    await advance(RPA_TIMINGS.viewerConnectDelayMs - 1);
    expect(FakeRpaSocket.instances).toHaveLength(0);
    await advance(1);
    expect(FakeRpaSocket.instances).toHaveLength(1);
    const url = new URL(FakeRpaSocket.latest().url);
    expect(url.pathname).toBe('/api/v1/admin/flows/rpa_live_1/stream');
    expect(url.searchParams.get('token')).toBe(token);
    expect(screen.getByText('Attempt 1/5')).toBeInTheDocument();

    await server((s) => s.open());
    await server((s) =>
      s.receive({
        type: 'connection_established',
        flow_id: 'rpa_live_1',
        status: 'processing',
        message: 'Viewer attached',
      }),
    );
    expect(phase()).toHaveTextContent('Connected, waiting for frames');
    await server((s) =>
      s.receive({ type: 'status_update', status: 'processing', message: 'Signing in to the CRM' }),
    );
    expect(screen.getByText(/Signing in to the CRM/)).toBeInTheDocument();

    for (let i = 1; i <= 12; i += 1)
      await server((s) =>
        s.receive({
          type: 'screencast_frame',
          data: `frame${i}`,
          timestamp: '2026-03-02T10:00:00Z',
        }),
      );
    expect(phase()).toHaveTextContent('Live');
    expect(screen.getByRole('img', { name: 'Live view of the RPA browser' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,frame12',
    );
    expect(screen.getByTestId('frame-info')).toHaveTextContent('10 of the last 10 frames kept');
  });

  it('says no frame came after 15 s of connection', async () => {
    renderViewer();
    await connectAndOpen();
    await advance(RPA_TIMINGS.noFrameTimeoutMs - 1);
    expect(screen.queryByText(/No video frames received/)).toBeNull();
    await advance(1);
    expect(
      screen.getByText(
        'No video frames received. RPA flow may not be running or screencast failed.',
      ),
    ).toBeInTheDocument();
    // A frame arriving later replaces the message.
    await server((s) => s.receive({ type: 'screencast_frame', data: 'late', timestamp: 'x' }));
    expect(screen.queryByText(/No video frames received/)).toBeNull();
  });

  it('reconnects up to 5 attempts, then says it could not connect', async () => {
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(FakeRpaSocket.instances).toHaveLength(attempt);
      expect(screen.getByText(`Attempt ${attempt}/5`)).toBeInTheDocument();
      await server((s) => s.drop(1006));
      if (attempt < 5) {
        expect(phase()).toHaveTextContent('Reconnecting...');
        await advance(8_000);
      }
    }
    expect(FakeRpaSocket.instances).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to RPA stream');
    await advance(60_000);
    expect(FakeRpaSocket.instances).toHaveLength(5);
  });

  it('counts a stream that opens and drops at once as a failed attempt: 5 of them, then it gives up', async () => {
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(FakeRpaSocket.instances).toHaveLength(attempt);
      expect(screen.getByText(`Attempt ${attempt}/5`)).toBeInTheDocument();
      await server((s) => {
        s.open();
        s.receive({ type: 'connection_established', flow_id: 'rpa_live_1' });
        s.drop(1006);
      });
      if (attempt < 5) await advance(8_000);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to RPA stream');
    await advance(60_000);
    expect(FakeRpaSocket.instances).toHaveLength(5);
  });

  it('starts counting again once a frame or a status came through', async () => {
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await server((s) => s.drop(1006));
      await advance(8_000);
    }
    expect(screen.getByText('Attempt 5/5')).toBeInTheDocument();
    await server((s) => {
      s.open();
      s.receive({ type: 'status_update', status: 'processing', message: 'Saving' });
      s.drop(1006);
    });
    await advance(8_000);
    expect(FakeRpaSocket.instances).toHaveLength(6);
    expect(screen.getByText('Attempt 1/5')).toBeInTheDocument();
  });

  it('read-only (a Sales user on their own run): the frames and statuses, no code entry', async () => {
    renderWithProviders(
      <RpaLiveViewer
        flowId="rpa_live_1"
        needId={NEED}
        flowStatus="processing"
        readOnly
        onClose={() => {}}
      />,
    );
    await connectAndOpen();
    await server((s) => s.receive({ type: 'screencast_frame', data: 'QUJD', timestamp: 'x' }));
    expect(screen.getByRole('img', { name: 'Live view of the RPA browser' })).toBeInTheDocument();
    await server((s) => s.receive({ type: 'twofa_code_request', message: 'Code please' }));
    expect(screen.queryByRole('region', { name: 'Verification code required' })).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it("says 'Authentication required' without a token", async () => {
    clearSession();
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    expect(FakeRpaSocket.instances).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required');
  });

  it('refreshes an expired token once and reconnects with the new one', async () => {
    const fresh = makeToken(15 * 60_000);
    installFakeFetch({
      'POST /auth/refresh': () => ({
        status: 200,
        body: { access_token: fresh, refresh_token: 'r2' },
      }),
    });
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    await server((s) => s.drop(4001, 'Token expired'));
    await vi.waitFor(() => expect(FakeRpaSocket.instances).toHaveLength(2));
    expect(new URL(FakeRpaSocket.latest().url).searchParams.get('token')).toBe(fresh);
    // A second refusal is final.
    await server((s) => s.drop(4001, 'Token expired'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required');
  });

  it('refreshes again for a later expiry once the server had greeted the viewer', async () => {
    installFakeFetch({
      'POST /auth/refresh': () => ({
        status: 200,
        body: { access_token: makeToken(15 * 60_000), refresh_token: 'r2' },
      }),
    });
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    for (const expected of [2, 3]) {
      await server((s) => {
        s.open();
        s.receive({ type: 'connection_established', flow_id: 'rpa_live_1', status: 'processing' });
      });
      await server((s) => s.drop(4001, 'Token expired'));
      await vi.waitFor(() => expect(FakeRpaSocket.instances).toHaveLength(expected));
    }
  });

  it('signs out when the server ended the session (4002) and the refresh is refused', async () => {
    installFakeFetch({
      'POST /auth/refresh': () => ({ status: 401, body: { detail: 'Invalid refresh token' } }),
    });
    renderViewer();
    await connectAndOpen();
    await server((s) => s.drop(4002, 'Signed out everywhere'));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Authentication required'),
    );
    expect(getAccessToken()).toBeNull();
    expect(FakeRpaSocket.instances).toHaveLength(1);
  });

  it('stops when the server says the flow does not exist', async () => {
    renderViewer();
    await advance(RPA_TIMINGS.viewerConnectDelayMs);
    await server((s) => s.drop(4004, 'Flow not found'));
    await advance(60_000);
    expect(FakeRpaSocket.instances).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Flow not found');
  });

  it('takes the 2FA code: digits only, 6 of them, a wrong code then the right one', async () => {
    renderViewer();
    await connectAndOpen();
    await server((s) =>
      s.receive({ type: 'twofa_code_request', message: 'Enter the code the CRM sent' }),
    );
    const entry = screen.getByRole('region', { name: 'Verification code required' });
    expect(within(entry).getByText('Enter the code the CRM sent')).toBeInTheDocument();
    const field = within(entry).getByLabelText('Verification code');
    const submit = within(entry).getByRole('button', { name: 'Submit code' });

    await typeInto(field, '12a3');
    expect(field).toHaveValue('123');
    expect(submit).toBeDisabled();
    await press(field, 'Enter');
    expect(within(entry).getByText('Code must be exactly 6 digits')).toBeInTheDocument();
    await typeInto(field, '1234-5 6789');
    expect(field).toHaveValue('123456');
    expect(submit).toBeEnabled();
    await click(submit);
    expect(FakeRpaSocket.latest().sent).toEqual([
      { type: 'twofa_code_input', code: '123456', need_id: NEED },
    ]);

    await server((s) => s.receive({ type: 'twofa_error', message: '' }));
    expect(within(entry).getByText('Invalid verification code')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await typeInto(field, '654321');
    await act(() => {
      fireEvent.submit(field.closest('form')!);
    });
    expect(FakeRpaSocket.latest().sent.at(-1)).toEqual({
      type: 'twofa_code_input',
      code: '654321',
      need_id: NEED,
    });
    await server((s) => s.receive({ type: 'twofa_success', message: 'Device verified' }));
    expect(screen.queryByRole('region', { name: 'Verification code required' })).toBeNull();
    expect(screen.getByText('Device verified')).toBeInTheDocument();
  });

  it("says 'Connection lost. Please try again.' when the socket closes during the 2FA entry", async () => {
    renderViewer();
    await connectAndOpen();
    await server((s) => s.receive({ type: 'twofa_code_request', message: 'Code please' }));
    await server((s) => s.drop(1006));
    const entry = screen.getByRole('region', { name: 'Verification code required' });
    expect(within(entry).getByText('Connection lost. Please try again.')).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Submit code' })).toBeDisabled();
    // Back on line, the person may type the code again.
    await advance(8_000);
    await server((s) => s.open());
    expect(within(entry).queryByText('Connection lost. Please try again.')).toBeNull();
  });

  it('asks to close by its button and closes the socket once gone', async () => {
    const onClose = vi.fn();
    const view = renderViewer(onClose);
    await connectAndOpen();
    await click(screen.getByRole('button', { name: 'Close live viewer' }));
    expect(onClose).toHaveBeenCalled();
    view.unmount();
    expect(FakeRpaSocket.latest().closedByClient).toBe(1000);
    await advance(60_000);
    expect(FakeRpaSocket.instances).toHaveLength(1);
  });
});
