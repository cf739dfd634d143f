import '../../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../i18n/locale.ts';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeFlow, makeMetrics } from '../test/flow-fixture.ts';
import { FlowAdminPage } from './flow-admin-page.tsx';

const flow = makeFlow({
  startedAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  completedAt: '2026-11-25T10:00:04.200Z',
  duration: 4200,
  status: 'error',
});

beforeEach(async () => {
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
});

describe('FlowAdminPage in French', () => {
  it('shows the page, its table, statuses, dates and durations in French', async () => {
    installFakeFetch([
      route('GET /admin/flows', () => ({
        status: 200,
        body: { items: [flow], total: 1, page: 1, size: 20, pages: 1 },
      })),
      route('GET /admin/flows/metrics', () => ({ status: 200, body: makeMetrics() })),
    ]);
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    expect(
      await screen.findByRole('heading', { name: 'Administration des flux' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Flux' });
    for (const column of ['Besoin', 'Candidat', 'Statut', 'Étape', 'Durée'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByText('Analyse de CV')).toBeInTheDocument();
    expect(within(table).getByText('erreur')).toBeInTheDocument();
    expect(within(table).getByText(/25\/11\/2026/)).toBeInTheDocument();
    expect(within(table).getByText('4,2 s')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tous' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Exécutions bloquées' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher des flux')).toBeInTheDocument();
  });
});
