import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNeedBoard, TNeedBoardCard } from '@staffing/domain';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NeedBoard } from './need-board.tsx';

const card = (overrides: Partial<TNeedBoardCard>): TNeedBoardCard => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Java developer',
  client: 'Acme',
  priority: 'P2',
  quantity: 1,
  column: 'NO_CANDIDATE',
  previousColumn: null,
  progressPct: 0,
  consultants: [],
  ownerName: null,
  createdAt: new Date().toISOString(),
  version: 1,
  candidateCount: 0,
  stageCounts: {},
  candidatePreview: [],
  ...overrides,
});

const board: TNeedBoard = {
  items: [
    card({
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Kotlin lead',
      column: 'CANDIDATE_SENT',
      consultants: ['u1'],
      ownerName: 'Jane Seller',
      quantity: 2,
      candidateCount: 3,
      stageCounts: { I: 1, S: 2 },
      candidatePreview: [
        { id: 'c1', name: 'Ada Lovelace', skills: ['Kotlin', 'Spring'] },
        { id: 'c2', name: 'Bob Marley', skills: [] },
      ],
    }),
    card({ title: 'Empty need', priority: 'P1' }),
  ],
  columnCounts: { CANDIDATE_SENT: 1, NO_CANDIDATE: 1 },
};

function signIn(role: 'Sales' | 'Recruiter') {
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

describe('NeedBoard', () => {
  it('paints every card from the board projection alone, busy until then', async () => {
    signIn('Sales');
    const server = installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: board })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />);
    const root = screen.getByTestId('need-board');
    expect(root).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(root).toHaveAttribute('aria-busy', 'false'));

    const kotlin = document.querySelector('[data-need-id="22222222-2222-4222-8222-222222222222"]');
    expect(kotlin).not.toBeNull();
    const k = within(kotlin as HTMLElement);
    expect(k.getByText('2x')).toBeInTheDocument();
    expect(k.getByLabelText('Sales: Jane Seller')).toBeInTheDocument();
    expect(k.getByTestId('stage-chip-I')).toHaveTextContent('I 1');
    expect(k.getByTestId('stage-chip-S')).toHaveTextContent('S 2');
    expect(k.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(k.getByText('Spring')).toBeInTheDocument();
    expect(k.getByText('Show 1 more candidate')).toBeInTheDocument();
    const empty = within(screen.getByTestId('column-no-candidate'));
    expect(empty.getByText('No candidates yet')).toBeInTheDocument();
    expect(empty.getByTestId('column-count')).toHaveTextContent('1');
    // Nothing but the projection (and the clients of the Filters panel) was asked for.
    expect(server.requests.map((r) => r.path).sort()).toEqual(['/needs/board', '/needs/clients']);
  });

  it('loads a card\u2019s candidates only when asked for them all, and shows them all', async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: board })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    const renderCandidates = vi.fn((need: { id: string }, options: { expanded: boolean }) => (
      <div data-testid="full-candidates">{`${need.id} ${String(options.expanded)}`}</div>
    ));
    renderWithProviders(<NeedBoard renderCandidates={renderCandidates} />);
    fireEvent.click(await screen.findByText('Show 1 more candidate'));
    expect(await screen.findByTestId('full-candidates')).toHaveTextContent(
      '22222222-2222-4222-8222-222222222222 true',
    );
    expect(renderCandidates).toHaveBeenCalledTimes(1);
  });

  it('searches on the server and filters priorities here', async () => {
    signIn('Sales');
    const server = installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: board })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />, { route: '/?priorities=P1&search=java' });
    await waitFor(() =>
      expect(screen.getByTestId('need-board')).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByText('Empty need')).toBeInTheDocument();
    expect(screen.queryByText('Kotlin lead')).toBeNull();
    const url = server.fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.includes('/needs/board'));
    expect(url).toContain('search=java');
    expect(url).not.toContain('priorities');
  });

  it('opens Create Need from the command palette link (?create=need)', async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: board })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />, { route: '/softeamboard?create=need' });
    expect(
      await screen.findByRole('dialog', { name: 'Create New Need' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('gives the Recruiter a read-only board without Create', async () => {
    signIn('Recruiter');
    installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: board })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />);
    await screen.findByText('Kotlin lead');
    expect(screen.queryByRole('button', { name: 'Add need' })).toBeNull();
    expect(screen.queryByText(/Press Space to move/)).toBeNull();
  });

  it("says 'No need matches' in the first column while a search finds nothing", async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: { items: [], columnCounts: {} } })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />, { route: '/?search=nothing-like-this' });
    const first = within(await screen.findByTestId('column-no-candidate'));
    expect(await first.findByText('No need matches')).toBeInTheDocument();
    expect(first.queryByText('No needs yet')).toBeNull();
    expect(first.queryByText('Create your first need')).toBeNull();
  });

  it("keeps 'No needs yet' for a board that is really empty", async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /needs/board', () => ({ status: 200, body: { items: [], columnCounts: {} } })),
      route('GET /needs/clients', () => ({ status: 200, body: [] })),
    ]);
    renderWithProviders(<NeedBoard />);
    const first = within(await screen.findByTestId('column-no-candidate'));
    expect(await first.findByText('No needs yet')).toBeInTheDocument();
    expect(first.queryByText('No need matches')).toBeNull();
  });
});
