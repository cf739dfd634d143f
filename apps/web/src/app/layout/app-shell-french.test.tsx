import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/locale.ts';
import { clearSession } from '../../shared/session/index.ts';
import { startSession } from '../../shared/session/session-store.ts';
import { AccessDenied } from '../../shared/ui/access-denied.tsx';
import { StaleDataAlert } from '../../shared/ui/stale-data-alert.tsx';
import { makeToken, testUser } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TopBar } from './top-bar.tsx';

beforeEach(async () => {
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Admin', name: 'Alice Martin' }),
  });
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
  clearSession();
});

describe('the app shell in French', () => {
  it('names the views, the administration and the profile button in French', async () => {
    renderWithProviders(<TopBar isMobile={false} onOpenProfile={() => undefined} />, {
      route: '/softeamboard/needs',
    });
    const switcher = screen.getByRole('button', {
      name: 'Changer de vue (actuelle : Liste des besoins)',
    });
    expect(screen.getByRole('button', { name: 'Ouvrir le profil de Alice Martin' })).toBeVisible();
    await userEvent.click(switcher);
    expect(await screen.findByText('Tableau Kanban')).toBeInTheDocument();
    expect(screen.getByText('Registre RGPD')).toBeInTheDocument();
    expect(screen.getByText('Administration')).toBeInTheDocument();
  });

  it('refuses in French, and dates a stale list the French way', () => {
    const updatedAt = new Date(2026, 10, 25, 14, 30).getTime();
    renderWithProviders(
      <>
        <AccessDenied />
        <StaleDataAlert
          query={{
            isRefetchError: true,
            error: null,
            dataUpdatedAt: updatedAt,
            isFetching: false,
            refetch: async () => undefined,
          }}
        />
      </>,
    );
    expect(
      screen.getByText(
        "Accès refusé : Il faut les droits d'administrateur pour accéder à cette page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Dernières données chargées, à 14:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
