import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocket } from 'ws';
import type { THistoryEntry } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { LiveConnectionContext, createLiveConnection } from '../../../shared/live/index.ts';
import { startLiveTestServer } from '../../../shared/live/live-test-server.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { HistoryTimeline } from './history-timeline.tsx';

const NEED_ID = '22222222-2222-4222-8222-222222222222';
const PATH = `GET /needs/${NEED_ID}/history`;

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Recruiter' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const entry = (over: Partial<THistoryEntry>): THistoryEntry => ({
  id: '1',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: { id: 'u1', name: 'Sam Sales' },
  kind: 'field',
  action: 'update',
  entityType: 'need',
  entityId: NEED_ID,
  changes: [{ field: 'tjm', label: 'TJM', before: 550, after: 600 }],
  summary: 'TJM 550 → 600',
  message: null,
  candidate: null,
  ...over,
});

const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost');

describe('HistoryTimeline', () => {
  it('shows who changed what and when, filters by kind and loads older entries', async () => {
    const moved = entry({
      id: '3',
      kind: 'move',
      action: 'move',
      summary: 'Moved from No Candidate to Frozen',
      changes: [
        { field: 'column', label: 'Status column', before: 'NO_CANDIDATE', after: 'FROZEN' },
      ],
    });
    const edited = entry({ id: '2' });
    const created = entry({
      id: '1',
      kind: 'created',
      action: 'create',
      actor: null,
      summary: 'Need created',
      changes: [],
    });
    const server = installFakeFetch([
      route(PATH, () => ({ status: 200, body: { items: [moved, edited], nextBefore: '2' } })),
    ]);
    renderWithProviders(<HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />);

    expect(await screen.findByText('Moved from No Candidate to Frozen')).toBeInTheDocument();
    expect(screen.getByText('TJM 550 → 600')).toBeInTheDocument();
    expect(screen.getAllByText('Sam Sales')).toHaveLength(2);
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(2);
    // Read-only: nothing to act on but the filters and "Load more".
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Load more']);

    server.fetchMock.mockClear();
    const older = installFakeFetch([
      route(PATH, () => ({ status: 200, body: { items: [created], nextBefore: null } })),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Need created')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(urlOf(older.fetchMock.mock.calls[0]!).searchParams.get('before')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const filtered = installFakeFetch([
      route(PATH, () => ({ status: 200, body: { items: [moved], nextBefore: null } })),
    ]);
    const chips = screen.getByRole('group', { name: 'Filter history by kind' });
    await userEvent.click(within(chips).getByLabelText('Moves'));
    await waitFor(() => expect(screen.queryByText('TJM 550 → 600')).not.toBeInTheDocument());
    expect(urlOf(filtered.fetchMock.mock.calls[0]!).searchParams.get('kind')).toBe('move');
  });

  it('says when there is nothing yet', async () => {
    installFakeFetch([route(PATH, () => ({ status: 200, body: { items: [], nextBefore: null } }))]);
    renderWithProviders(<HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />);
    expect(await screen.findByText('No history recorded yet')).toBeInTheDocument();
  });

  it('refetches when a live event about the need arrives, not for another need', async () => {
    const live = await startLiveTestServer();
    const connection = createLiveConnection({
      url: () => live.baseUrl,
      getToken: () => 't',
      WebSocketImpl: WebSocket,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    try {
      let calls = 0;
      installFakeFetch([
        route(PATH, () => {
          calls += 1;
          const items =
            calls === 1 ? [entry({})] : [entry({ id: '9', summary: 'TJM 600 → 650' }), entry({})];
          return { status: 200, body: { items, nextBefore: null } };
        }),
      ]);
      renderWithProviders(
        <LiveConnectionContext value={connection}>
          <HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />
        </LiveConnectionContext>,
      );
      await act(() => connection.connect());
      await screen.findByText('TJM 550 → 600');
      live.send({ event_type: 'need_updated', entity_id: 'another-need', payload: {} });
      live.send({ event_type: 'step_created', entity_id: 's1', payload: { need_id: NEED_ID } });
      expect(await screen.findByText('TJM 600 → 650')).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      connection.disconnect();
      await live.stop();
    }
  });
});
