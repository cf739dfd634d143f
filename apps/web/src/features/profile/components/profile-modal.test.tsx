import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/app-catalogs.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession, getSessionSnapshot } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { buildProfileUpdate } from '../utils/build-profile-update.ts';
import { ProfileModal } from './profile-modal.tsx';

function openProfile(onClose = vi.fn()) {
  renderWithProviders(<ProfileModal opened onClose={onClose} />, { route: '/softeamboard' });
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  clearSession();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

describe('buildProfileUpdate', () => {
  it('sends only the name when no new password is typed', () => {
    expect(
      buildProfileUpdate({
        name: ' Ada ',
        currentPassword: 'old',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({ name: 'Ada' });
  });
  it('adds the password with the current one when a new one is typed', () => {
    expect(
      buildProfileUpdate({
        name: 'Ada',
        currentPassword: 'old-pass',
        newPassword: 'new-pass-1',
        confirmPassword: 'new-pass-1',
      }),
    ).toEqual({ name: 'Ada', password: 'new-pass-1', currentPassword: 'old-pass' });
  });
});

describe('ProfileModal', () => {
  it('shows who is signed in and since when', async () => {
    openProfile();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Member since January 5, 2026')).toBeInTheDocument();
  });

  it('validates name and passwords with the spec messages', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([]);
    openProfile();
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(field('Name'), 'Ada');
    await user.type(field('New Password'), 'short');
    await user.type(field('Confirm New Password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Current password is required to change password')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters long')).toBeInTheDocument();
    expect(server.count(`PATCH /users/${testUser().id}`)).toBe(0);
  });

  it('saves name and password, updates the signed-in user and closes after 2 s', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([
      route(`PATCH /users/${testUser().id}`, ({ body }) => ({
        status: 200,
        body: testUser({ name: (body as { name: string }).name }),
      })),
    ]);
    const onClose = openProfile();
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('Current Password'), 'old-password');
    await user.type(field('New Password'), 'new-password');
    await user.type(field('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Profile updated successfully!')).length).toBeGreaterThan(0);
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Ada Lovelace',
      password: 'new-password',
      currentPassword: 'old-password',
    });
    expect(getSessionSnapshot().user?.name).toBe('Ada Lovelace');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it("shows the server's refusal and keeps the modal open", async () => {
    const user = userEvent.setup();
    installFakeFetch([
      route(`PATCH /users/${testUser().id}`, () => ({
        status: 400,
        body: { detail: 'Current password is incorrect' },
      })),
    ]);
    const onClose = openProfile();
    await user.type(
      await screen.findByLabelText('Current Password', { selector: 'input' }),
      'wrong-one',
    );
    await user.type(field('New Password'), 'new-password');
    await user.type(field('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update profile'", async () => {
    const user = userEvent.setup();
    installFakeFetch([route(`PATCH /users/${testUser().id}`, () => ({ status: 500 }))]);
    openProfile();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('asks before logging out; Escape dismisses the question first, then closes', async () => {
    const user = userEvent.setup();
    const onClose = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Are you sure you want to logout?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Are you sure you want to logout?')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('logs out after confirmation and goes to /login', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([route('POST /auth/logout', () => ({ status: 204 }))]);
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(server.count('POST /auth/logout')).toBe(1);
    expect(getSessionSnapshot()).toEqual({ status: 'anonymous', user: null });
  });
});
