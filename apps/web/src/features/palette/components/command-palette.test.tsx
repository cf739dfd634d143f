import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchResults } from '@staffing/domain';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { closePalette, openPalette, usePaletteOpened } from '../palette-store.ts';
import { recentStorageKey } from '../utils/recent-items.ts';
import { PaletteHost } from './palette-host.tsx';

const NEED_ID = '33333333-3333-4333-8333-333333333333';
const RESULTS: TSearchResults = {
  needs: [
    {
      id: NEED_ID,
      title: 'Développeur Java',
      client: 'Société Générale',
      column: 'NO_CANDIDATE',
      priority: 'P1',
    },
  ],
  candidates: [{ id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', cvRole: null }],
  clients: [{ name: 'Société Générale', needCount: 2 }],
  users: [],
};
const NOTHING: TSearchResults = { needs: [], candidates: [], clients: [], users: [] };

function signIn(role: 'Admin' | 'Sales' | 'Recruiter') {
  const user = testUser({ role });
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user });
  return user;
}

function OpenedProbe() {
  return <output data-testid="palette-opened">{String(usePaletteOpened())}</output>;
}

async function open() {
  act(() => openPalette());
  return screen.findByRole('textbox', { name: 'Search everything' }, { timeout: 3000 });
}

beforeEach(() => {
  // jsdom has no layout: Spotlight scrolls the chosen entry into view.
  Element.prototype.scrollIntoView = vi.fn();
  clearSession();
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  act(() => closePalette());
  vi.unstubAllGlobals();
});

describe('CommandPalette (Cmd/Ctrl+K)', () => {
  it('lists the actions of the role, searches the server as one types and opens a need by keyboard', async () => {
    const user = signIn('Admin');
    const server = installFakeFetch([route('GET /search', () => ({ status: 200, body: RESULTS }))]);
    renderWithProviders(
      <>
        <PaletteHost />
        <OpenedProbe />
      </>,
    );
    const input = await open();
    expect(screen.getByText('Finished Needs')).toBeInTheDocument();
    expect(screen.getByText('User Management')).toBeInTheDocument();
    expect(screen.getByText('Create Need')).toBeInTheDocument();

    await userEvent.type(input, 'java');
    expect(await screen.findByText('Développeur Java')).toBeInTheDocument();
    expect(screen.getByText('Société Générale · No Candidate')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('2 needs')).toBeInTheDocument();
    expect(screen.queryByText('Finished Needs')).not.toBeInTheDocument();
    const last = server.requests.at(-1)!;
    expect(last.path).toBe('/search');
    expect(server.fetchMock.mock.calls.at(-1)?.[0]).toContain('q=java');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/softeamboard/need/${NEED_ID}`),
    );
    expect(screen.getByTestId('palette-opened')).toHaveTextContent('false');
    const stored = JSON.parse(localStorage.getItem(recentStorageKey(user.id)) ?? '[]');
    expect(stored[0]).toMatchObject({ kind: 'need', id: NEED_ID, label: 'Développeur Java' });

    // Opened again, empty: the recent need comes first, before the actions.
    const again = await open();
    expect(again).toHaveValue('');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(within(recent).getByText('Développeur Java')).toBeInTheDocument();
    const labels = screen.getAllByRole('button').map((option) => option.textContent ?? '');
    expect(labels[0]).toContain('Développeur Java');
    expect(labels[1]).toContain('Create Need');
  });

  it('hides what the Recruiter may not open and says "No results"', async () => {
    signIn('Recruiter');
    installFakeFetch([route('GET /search', () => ({ status: 200, body: NOTHING }))]);
    renderWithProviders(<PaletteHost />);
    const input = await open();
    expect(screen.getByText('Kanban Board')).toBeInTheDocument();
    for (const hidden of ['Finished Needs', 'Create Need', 'Candidates', 'User Management'])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('opens a page action with Enter and closes with Escape', async () => {
    signIn('Sales');
    installFakeFetch([route('GET /search', () => ({ status: 200, body: NOTHING }))]);
    renderWithProviders(
      <>
        <PaletteHost />
        <OpenedProbe />
      </>,
    );
    const input = await open();
    await userEvent.type(input, 'finished');
    expect(await screen.findByText('Finished Needs')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/softeamboard/finished'),
    );
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('palette-opened')).toHaveTextContent('false'));
  });

  it('speaks French', async () => {
    signIn('Admin');
    installFakeFetch([route('GET /search', () => ({ status: 200, body: RESULTS }))]);
    await activateLocale('fr');
    try {
      renderWithProviders(<PaletteHost />);
      act(() => openPalette());
      const input = await screen.findByRole(
        'textbox',
        { name: 'Tout rechercher' },
        { timeout: 3000 },
      );
      expect(screen.getByText('Besoins terminés')).toBeInTheDocument();
      await userEvent.type(input, 'java');
      expect(await screen.findByText('2 besoins')).toBeInTheDocument();
      expect(screen.getByText('Société Générale · Aucun candidat')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
