import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNeedBoard } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeNeed } from '../utils/need-fixture.ts';
import { NeedBoard } from './need-board.tsx';
import { NeedDetail } from './need-detail.tsx';
import { NeedsTablePage } from './needs-table-page.tsx';
// The signed-in layout brings the English catalogues; a component rendered alone needs them here.
import '../../../i18n/app-catalogs.ts';

/** Intl writes French amounts with narrow no-break spaces: compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const need = makeNeed({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Développeur Java',
  client: 'Acme',
  tjm: 650,
  category: 'developer',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});

beforeEach(async () => {
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the needs screens in French', () => {
  it('the need detail speaks French, with French dates and amounts', async () => {
    installFakeFetch({ [`GET /needs/${need.id}`]: () => ({ status: 200, body: need }) });
    renderWithProviders(<NeedDetail needId={need.id} />);
    expect(await screen.findByRole('tab', { name: 'Détails du besoin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer comme vendu' })).toBeInTheDocument();
    expect(screen.getByText('Gestion du processus', { selector: 'h4' })).toBeInTheDocument();
    expect(screen.getByText('Développeur')).toBeInTheDocument();
    expect(screen.getByText('25/11/2026')).toBeInTheDocument();
    expect(
      screen.getByText((_, node) => plain(node?.textContent) === '650,00 €/jour'),
    ).toBeTruthy();
  });

  it('the board names its columns and buttons in French', async () => {
    const board: TNeedBoard = {
      items: [{ ...need, ownerName: null, stageCounts: {}, candidatePreview: [] }],
      columnCounts: { NO_CANDIDATE: 1 },
    };
    installFakeFetch({
      'GET /needs/board': () => ({ status: 200, body: board }),
      'GET /needs/clients': () => ({ status: 200, body: [] }),
    });
    renderWithProviders(<NeedBoard />);
    const root = screen.getByTestId('need-board');
    await waitFor(() => expect(root).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Aucun candidat')).toBeInTheDocument();
    expect(screen.getByText('Candidat envoyé')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des besoins' })).toHaveAttribute(
      'placeholder',
      'Rechercher un besoin par intitulé, client ou description...',
    );
    expect(screen.getByText('25/11/2026')).toBeInTheDocument();
  });

  it('the needs list has French headers, dates and amounts', async () => {
    installFakeFetch({
      'GET /needs': () => ({
        status: 200,
        body: { items: [need], total: 1, page: 1, size: 100, pages: 1 },
      }),
      'GET /needs/clients': () => ({ status: 200, body: [] }),
      'GET /users/sales': () => ({ status: 200, body: [] }),
    });
    renderWithProviders(<NeedsTablePage variant="active" />);
    expect(await screen.findByRole('heading', { name: 'Liste des besoins' })).toBeInTheDocument();
    expect(await screen.findByText('Développeur Java')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trier par Intitulé' })).toBeInTheDocument();
    expect(screen.getAllByText('25/11/2026')).toHaveLength(2);
    expect(
      screen.getAllByText((_, node) => plain(node?.textContent) === '650,00 €').length,
    ).toBeGreaterThan(0);
  });
});
