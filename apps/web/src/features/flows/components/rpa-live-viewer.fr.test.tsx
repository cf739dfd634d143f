import '../../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { RPA_MESSAGES, RPA_TIMINGS } from '@staffing/domain';
import { makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../i18n/locale.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { FakeRpaSocket } from '../test/fake-rpa-socket.ts';
import { RpaLiveViewer } from './rpa-live-viewer.tsx';

const server = (fn: (socket: FakeRpaSocket) => void) => act(() => fn(FakeRpaSocket.latest()));

beforeEach(async () => {
  await activateLocale('fr');
  vi.useFakeTimers({ shouldAdvanceTime: false });
  FakeRpaSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeRpaSocket);
  clearSession();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('RpaLiveViewer in French', () => {
  it('speaks French: phases, the frame line with its date, the 2FA entry and its messages', async () => {
    renderWithProviders(
      <RpaLiveViewer flowId="rpa_fr_1" needId={null} flowStatus="processing" onClose={() => {}} />,
    );
    expect(screen.getByTestId('viewer-phase')).toHaveTextContent('Connexion...');
    expect(screen.getByRole('button', { name: 'Fermer le suivi en direct' })).toBeInTheDocument();
    await act(() => {
      vi.advanceTimersByTime(RPA_TIMINGS.viewerConnectDelayMs);
    });
    expect(screen.getByText('Tentative 1/5')).toBeInTheDocument();
    await server((s) => s.open());
    await server((s) =>
      s.receive({ type: 'screencast_frame', data: 'f1', timestamp: '2026-11-25T10:00:00Z' }),
    );
    expect(screen.getByTestId('viewer-phase')).toHaveTextContent('En direct');
    expect(screen.getByTestId('frame-info')).toHaveTextContent(/^Dernière image 25\/11\/2026/);
    expect(
      screen.getByRole('img', { name: 'Vue en direct du navigateur RPA' }),
    ).toBeInTheDocument();

    await server((s) =>
      s.receive({ type: 'twofa_code_request', message: RPA_MESSAGES.codeRequested }),
    );
    const entry = screen.getByRole('region', { name: 'Code de vérification requis' });
    expect(
      within(entry).getByText(
        "Le CRM demande un code de vérification : saisissez le code qu'il a envoyé",
      ),
    ).toBeInTheDocument();
    await server((s) => s.receive({ type: 'twofa_error', message: '' }));
    expect(within(entry).getByText('Code de vérification invalide')).toBeInTheDocument();
  });
});
