import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/app-catalogs.ts';
import {
  activateLocale,
  getActiveLocale,
  getStoredLocale,
  storeLocale,
} from '../../../i18n/locale.ts';
import { LocaleSync } from '../../../i18n/locale-sync.tsx';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession, getSessionSnapshot } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { buildProfileUpdate } from '../utils/build-profile-update.ts';
import { ProfileModal } from './profile-modal.tsx';

beforeEach(() => {
  clearSession();
  storeLocale(null);
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  storeLocale(null);
  await activateLocale('en');
});

describe('buildProfileUpdate and the language', () => {
  const values = { name: 'Ada', currentPassword: '', newPassword: '', confirmPassword: '' };
  it('sends the language only when it changed', () => {
    expect(buildProfileUpdate({ ...values, language: 'browser' }, null)).toEqual({ name: 'Ada' });
    expect(buildProfileUpdate({ ...values, language: 'fr' }, null)).toEqual({
      name: 'Ada',
      language: 'fr',
    });
    expect(buildProfileUpdate({ ...values, language: 'browser' }, 'fr')).toEqual({
      name: 'Ada',
      language: null,
    });
  });
});

describe('ProfileModal in French', () => {
  it('shows its texts, the date and the validation messages in French', async () => {
    await activateLocale('fr');
    const user = userEvent.setup();
    renderWithProviders(<ProfileModal opened onClose={vi.fn()} />, { route: '/softeamboard' });
    expect(await screen.findByText('Membre depuis le 5 janvier 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nom', { selector: 'input' }));
    await user.type(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeInTheDocument();
    expect(
      screen.getByText('Le nouveau mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les nouveaux mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('saves the language, remembers it for /login and switches the interface', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([
      route(`PATCH /users/${testUser().id}`, ({ body }) => ({
        status: 200,
        body: testUser({ ...(body as object) }),
      })),
      route('GET /auth/sessions', () => ({ status: 200, body: { items: [] } })),
    ]);
    renderWithProviders(
      <>
        <LocaleSync />
        <ProfileModal opened onClose={vi.fn()} />
      </>,
      { route: '/softeamboard' },
    );
    const select = await screen.findByLabelText('Language');
    expect(select).toHaveValue('browser');
    await user.selectOptions(select, 'fr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Ada Admin',
        language: 'fr',
      }),
    );
    await waitFor(() => expect(getSessionSnapshot().user?.language).toBe('fr'));
    expect(getStoredLocale()).toBe('fr');
    await waitFor(() => expect(getActiveLocale()).toBe('fr'));
    expect(await screen.findAllByText('Profil mis à jour !')).not.toHaveLength(0);
  });
});
