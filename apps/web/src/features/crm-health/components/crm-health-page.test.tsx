import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeFailure, makeHealth } from '../test/crm-health-fixture.ts';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { CrmHealthPage } from './crm-health-page.tsx';

const duplicate = makeFailure();
const locked = makeFailure({
  flowId: 'rpa_2',
  type: 'rpa_mission',
  needId: '3f1c2a4e-0000-4000-8000-000000000002',
  needName: 'Data Engineer',
  candidateName: null,
  errorCode: 'UNABLE_TO_LOCK_ROW',
  kind: 'lock',
  message: 'unable to obtain exclusive access to this record',
  fields: [],
  failedAt: '2026-11-21T10:00:00.000Z',
});
const crashed = makeFailure({
  flowId: 'rpa_3',
  needName: 'Cloud Architect',
  errorCode: null,
  kind: 'other',
  message: 'The browser crashed',
  fields: [],
});

const healthUrls = (server: ReturnType<typeof installFakeFetch>) =>
  server.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/admin/crm/health');

beforeEach(() => {
  notifications.clean();
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

describe('CrmHealthPage', () => {
  it('shows a card per error kind and the failures with their need, error and fields', async () => {
    installFakeFetch({
      'GET /admin/crm/health': () => ({
        status: 200,
        body: makeHealth([locked, duplicate, crashed]),
      }),
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    const table = await screen.findByRole('table', { name: 'CRM failures' });
    const cards = screen.getByRole('group', { name: 'CRM error kinds' });
    expect(within(cards).getAllByRole('button')).toHaveLength(8);
    expect(
      within(cards).getByRole('button', { name: 'Duplicate: 1 error, 1 need affected' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(cards).getByRole('button', { name: 'Permission: 0 errors, 0 needs affected' }),
    ).toBeInTheDocument();

    const rows = within(table).getAllByTestId('crm-failure-row');
    expect(rows.map((r) => r.dataset.flowId)).toEqual(['rpa_2', 'rpa_1', 'rpa_3']);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'Senior Java Developer' })).toHaveAttribute(
      'href',
      `/softeamboard/need/${duplicate.needId}`,
    );
    expect(first.getByText('Claire Martin')).toBeInTheDocument();
    expect(first.getByText('DUPLICATES_DETECTED')).toBeInTheDocument();
    expect(first.getByText('Use one of these records?')).toBeInTheDocument();
    expect(first.getByText('Name')).toBeInTheDocument();
    expect(first.getByText('AccountId')).toBeInTheDocument();
    expect(first.getByText(/11\/20\/2026/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Other')).toBeInTheDocument();
  });

  it('filters the list by the card clicked (with the keyboard too), and clears it again', async () => {
    const server = installFakeFetch({
      // The fake router sees paths only: the kind comes from the last URL fetched.
      'GET /admin/crm/health': () => {
        const kind = new URL(
          String(server.fetchMock.mock.calls.at(-1)![0]),
          'http://localhost',
        ).searchParams.get('kind');
        const all = [locked, duplicate];
        return {
          status: 200,
          body: { ...makeHealth(all), failures: all.filter((f) => !kind || f.kind === kind) },
        };
      },
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    await screen.findByRole('table', { name: 'CRM failures' });
    const card = screen.getByRole('button', { name: /^Record lock:/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('crm-failure-row').map((r) => r.dataset.flowId)).toEqual([
        'rpa_2',
      ]),
    );
    expect(screen.getByRole('button', { name: /^Record lock:/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(healthUrls(server).at(-1)!.searchParams.get('kind')).toBe('lock');
    await userEvent.click(screen.getByRole('button', { name: /^Record lock:/ }));
    await waitFor(() => expect(screen.getAllByTestId('crm-failure-row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /^Record lock:/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks for another period', async () => {
    const server = installFakeFetch({
      'GET /admin/crm/health': () => ({ status: 200, body: makeHealth([duplicate]) }),
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    await screen.findByRole('table', { name: 'CRM failures' });
    expect(healthUrls(server)[0]!.search).toBe('');
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() =>
      expect(healthUrls(server).at(-1)!.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/),
    );
  });

  it('retries the selected failures through the bulk retry and says how many', async () => {
    let retried = false;
    const server = installFakeFetch({
      'GET /admin/crm/health': () => ({
        status: 200,
        body: makeHealth(retried ? [crashed] : [locked, duplicate, crashed]),
      }),
      'POST /admin/flows/bulk': () => {
        retried = true;
        return {
          status: 200,
          body: {
            action: 'retry',
            dryRun: false,
            matched: 2,
            eligible: 2,
            affected: 2,
            skipped: 0,
            flowIds: ['rpa_2', 'rpa_1'],
          },
        };
      },
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    await screen.findByRole('table', { name: 'CRM failures' });
    const retry = screen.getByRole('button', { name: /Retry selected/ });
    expect(retry).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Select RPA Mission of Data Engineer/ }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Select RPA Opportunity of Senior Java Developer/ }),
    );
    expect(retry).toHaveTextContent('Retry selected (2)');
    await userEvent.click(retry);
    expect(await screen.findByTestId('crm-retry-result')).toHaveTextContent('2 CRM runs retried');
    const bulk = server.requests.find((r) => r.path === '/admin/flows/bulk')!;
    expect(bulk.body).toEqual({
      action: 'retry',
      ids: ['rpa_2', 'rpa_1'],
      reason: 'Retried from CRM Health',
      dryRun: false,
    });
    await waitFor(() => expect(screen.getAllByTestId('crm-failure-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Retry selected/ })).toBeDisabled();
  });

  it('selects every failure at once', async () => {
    installFakeFetch({
      'GET /admin/crm/health': () => ({ status: 200, body: makeHealth([locked, duplicate]) }),
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    await screen.findByRole('table', { name: 'CRM failures' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all failures' }));
    expect(screen.getByRole('button', { name: /Retry selected/ })).toHaveTextContent(
      'Retry selected (2)',
    );
  });

  it('says when the period has no CRM failure', async () => {
    installFakeFetch({
      'GET /admin/crm/health': () => ({ status: 200, body: makeHealth([]) }),
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    expect(await screen.findByText('No CRM failures in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the load error with Try Again', async () => {
    installFakeFetch({
      'GET /admin/crm/health': () => ({ status: 500, body: { detail: 'Database unavailable' } }),
    });
    renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
    const title = await screen.findByText('Error loading CRM health', {}, { timeout: 10_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('speaks French: kinds, counts, columns and dates', async () => {
    installFakeFetch({
      'GET /admin/crm/health': () => ({
        status: 200,
        body: makeHealth([{ ...duplicate, failedAt: '2026-11-25T12:00:00.000Z' }]),
      }),
    });
    await activateLocale('fr');
    try {
      renderWithProviders(<CrmHealthPage />, { route: '/admin/crm-health' });
      const table = await screen.findByRole('table', { name: 'Échecs CRM' });
      expect(screen.getByRole('heading', { name: 'Santé CRM' })).toBeInTheDocument();
      const cards = screen.getByRole('group', { name: "Types d'erreur CRM" });
      expect(
        within(cards).getByRole('button', { name: 'Doublon : 1 erreur, 1 besoin concerné' }),
      ).toBeInTheDocument();
      expect(
        within(cards).getByRole('button', {
          name: 'Droits insuffisants : 0 erreur, 0 besoin concerné',
        }),
      ).toBeInTheDocument();
      expect(within(table).getByText('Doublon')).toBeInTheDocument();
      expect(within(table).getByText(/25\/11\/2026/)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '7 jours' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Relancer la sélection' })).toBeDisabled();
    } finally {
      await activateLocale('en');
    }
  });
});
