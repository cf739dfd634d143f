import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/app-catalogs.ts';
import type { TAuthSession } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession, getSessionSnapshot } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { ProfileModal } from './profile-modal.tsx';

const here: TAuthSession = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  device: 'Chrome on Linux',
  ipAddress: '192.0.2.10',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: '2026-02-01T09:30:00.000Z',
  current: true,
};
const phone: TAuthSession = {
  ...here,
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  device: 'Safari on iOS',
  ipAddress: '198.51.100.4',
  current: false,
};

function openProfile(onClose = vi.fn()) {
  renderWithProviders(<ProfileModal opened onClose={onClose} />, { route: '/softeamboard' });
  return onClose;
}

beforeEach(() => {
  clearSession();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

describe('profile sessions', () => {
  it('lists the devices with this one marked, and revokes another one', async () => {
    const user = userEvent.setup();
    let sessions = [here, phone];
    const server = installFakeFetch([
      route('GET /auth/sessions', () => ({ status: 200, body: { items: sessions } })),
      route(`DELETE /auth/sessions/${phone.id}`, () => {
        sessions = [here];
        return { status: 204 };
      }),
    ]);
    openProfile();
    const section = await screen.findByRole('region', { name: 'Sessions' });
    const current = await within(section).findByRole('listitem', { name: 'Chrome on Linux' });
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText(/192\.0\.2\.10 · Last used 02\/01\/2026/)).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    const other = within(section).getByRole('listitem', { name: 'Safari on iOS' });
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Revoke Safari on iOS' }));
    await waitFor(() =>
      expect(within(section).queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull(),
    );
    expect(server.count(`DELETE /auth/sessions/${phone.id}`)).toBe(1);
    expect(getSessionSnapshot().status).toBe('authenticated');
  });

  it('says so when a revoke fails and keeps the list', async () => {
    const user = userEvent.setup();
    installFakeFetch([
      route('GET /auth/sessions', () => ({ status: 200, body: { items: [here, phone] } })),
      route(`DELETE /auth/sessions/${phone.id}`, () => ({
        status: 404,
        body: { detail: 'Session not found' },
      })),
    ]);
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Revoke Safari on iOS' }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Safari on iOS' })).toBeInTheDocument();
  });

  it('signs out everywhere after confirmation, this browser included', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([
      route('GET /auth/sessions', () => ({ status: 200, body: { items: [here, phone] } })),
      route('POST /auth/logout-all', () => ({ status: 204 })),
      route('POST /auth/logout', () => ({ status: 204 })),
    ]);
    const onClose = openProfile();
    await screen.findByRole('listitem', { name: 'Safari on iOS' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByText('Sign out of every device, this one included?')).toBeInTheDocument();
    expect(server.count('POST /auth/logout-all')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(server.count('POST /auth/logout-all')).toBe(1);
    expect(getSessionSnapshot()).toEqual({ status: 'anonymous', user: null });
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Failed to load sessions' when the list cannot be read", async () => {
    installFakeFetch([route('GET /auth/sessions', () => ({ status: 500 }))]);
    openProfile();
    expect(await screen.findByText('Failed to load sessions')).toBeInTheDocument();
  });
});
