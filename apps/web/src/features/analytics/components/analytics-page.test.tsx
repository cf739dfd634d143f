import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { funnelConversions } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { activateLocale } from '../../../i18n/locale.ts';
import '../../../i18n/app-catalogs.ts';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeAnalytics, metrics } from '../test/analytics-fixture.ts';
import { AnalyticsPage } from './analytics-page.tsx';

const analyticsUrls = (server: ReturnType<typeof installFakeFetch>) =>
  server.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/analytics');

const options = [
  route('GET /users', () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, size: 50, pages: 1 },
  })),
  route('GET /needs/clients', () => ({ status: 200, body: ['Acme'] })),
];

beforeEach(() => {
  notifications.clean();
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsPage', () => {
  it('shows the tiles, the funnel and the per sales user and per client tables', async () => {
    installFakeFetch([
      ...options,
      route('GET /analytics', () => ({ status: 200, body: makeAnalytics() })),
    ]);
    renderWithProviders(<AnalyticsPage />, {
      route: '/analytics?from=2026-10-01&to=2026-12-31&client=Acme',
    });
    expect(await screen.findByTestId('kpi-Fill rate')).toHaveTextContent('50.0 %');
    expect(screen.getByTestId('kpi-Needs opened')).toHaveTextContent('4');
    expect(screen.getByTestId('kpi-Time to submit')).toHaveTextContent('3.0 d');
    expect(screen.getByTestId('funnel-summary')).toHaveTextContent('Sent 3 · 75.0 %');
    const sales = screen.getByRole('table', { name: 'Per sales user' });
    expect(within(sales).getByText('Alice Seller')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per client' })).toHaveTextContent('Acme');
    expect(screen.getByRole('table', { name: 'GO/NO-GO decisions by reason' })).toHaveTextContent(
      'Too expensive',
    );
    expect(screen.getByRole('button', { name: 'Download CSV per sales user' })).toBeEnabled();
  });

  it('sends the URL filters and asks again when the period changes', async () => {
    const server = installFakeFetch([
      ...options,
      route('GET /analytics', () => ({ status: 200, body: makeAnalytics() })),
    ]);
    renderWithProviders(<AnalyticsPage />, {
      route: '/analytics?from=2026-10-01&to=2026-12-31&priority=P1',
    });
    await screen.findByTestId('kpi-Fill rate');
    expect(Object.fromEntries(analyticsUrls(server)[0]!.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
      priority: 'P1',
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await vi.waitFor(() =>
      expect(analyticsUrls(server).at(-1)!.searchParams.get('from')).toBe('2026-11-01'),
    );
    expect(analyticsUrls(server).at(-1)!.searchParams.get('priority')).toBe('P1');
  });

  it('says so when the period holds nothing', async () => {
    installFakeFetch([
      ...options,
      route('GET /analytics', () => ({
        status: 200,
        body: makeAnalytics({
          totals: metrics(),
          funnel: funnelConversions({ IDENTIFIED: 0, SENT: 0, INTERVIEW: 0, GO: 0, SALE: 0 }),
          timeInColumn: [],
          decisions: [],
          bySalesUser: [],
          byClient: [],
        }),
      })),
    ]);
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByTestId('analytics-empty')).toHaveTextContent(
      'No data for this period',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message when the figures cannot be loaded', async () => {
    installFakeFetch([
      ...options,
      route('GET /analytics', () => ({
        status: 422,
        body: { detail: 'Dates must be calendar days (YYYY-MM-DD)' },
      })),
    ]);
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dates must be calendar days (YYYY-MM-DD)',
    );
  });

  it('speaks French: labels, amounts and dates', async () => {
    await activateLocale('fr');
    try {
      installFakeFetch([
        ...options,
        route('GET /analytics', () => ({ status: 200, body: makeAnalytics() })),
      ]);
      const view = renderWithProviders(<AnalyticsPage />, {
        route: '/analytics?from=2026-10-01&to=2026-12-31',
      });
      expect(await screen.findByTestId('kpi-Fill rate')).toHaveTextContent('50,0 %');
      expect(screen.getByRole('heading', { name: 'Statistiques' })).toBeInTheDocument();
      expect(screen.getByTestId('kpi-Avg margin').textContent).toBe('250,00\u00a0€');
      expect(screen.getByTestId('kpi-Time to submit')).toHaveTextContent('3,0 j');
      expect(screen.getByRole('table', { name: 'Par commercial' })).toHaveTextContent('Vendus');
      expect(screen.getByRole('button', { name: 'Télécharger le CSV par client' })).toBeEnabled();
      view.unmount();

      queryClient.clear();
      installFakeFetch([
        ...options,
        route('GET /analytics', () => ({
          status: 200,
          body: makeAnalytics({
            period: { from: '2026-11-25', to: '2026-11-30' },
            totals: metrics(),
            funnel: funnelConversions({ IDENTIFIED: 0, SENT: 0, INTERVIEW: 0, GO: 0, SALE: 0 }),
            timeInColumn: [],
            decisions: [],
          }),
        })),
      ]);
      renderWithProviders(<AnalyticsPage />, { route: '/analytics?from=2026-11-25&to=2026-11-30' });
      const empty = await screen.findByTestId('analytics-empty');
      expect(empty).toHaveTextContent('Aucune donnée sur cette période');
      expect(empty).toHaveTextContent('entre le 25/11/2026 et le 30/11/2026');
    } finally {
      await activateLocale('en');
    }
  });
});
