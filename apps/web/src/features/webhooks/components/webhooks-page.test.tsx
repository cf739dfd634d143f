import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { WEBHOOK_MESSAGES } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeDelivery, makeEndpoint } from '../test/webhook-fixture.ts';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { WebhooksPage } from './webhooks-page.tsx';

beforeEach(() => {
  notifications.clean();
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

const endpoint = makeEndpoint();
const failing = makeEndpoint({
  id: '7b0d7c8e-0000-4000-8000-000000000002',
  url: 'https://broken.example.com/in',
  enabled: false,
  disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures(11),
  consecutiveFailures: 11,
});

describe('WebhooksPage', () => {
  it('lists endpoints, says why one is disabled, and re-enables it', async () => {
    const server = installFakeFetch({
      'GET /admin/webhooks': () => ({ status: 200, body: { items: [endpoint, failing] } }),
      [`PATCH /admin/webhooks/${failing.id}`]: () => ({
        status: 200,
        body: { ...failing, enabled: true, disabledReason: null },
      }),
    });
    renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const rows = within(table).getAllByTestId('webhook-endpoint-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByText('Need created, Need closed (sold, canceled or deleted)'),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Enabled')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(WEBHOOK_MESSAGES.disabledAfterFailures(11)),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 endpoint is disabled');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Enable again' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ enabled: true }),
    );
  });

  it('registers an endpoint with its events in words and shows the secret once', async () => {
    const server = installFakeFetch({
      'GET /admin/webhooks': () => ({ status: 200, body: { items: [] } }),
      'POST /admin/webhooks': (request) => ({
        status: 201,
        body: {
          ...makeEndpoint(request.body as object),
          secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
        },
      }),
    });
    renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /URL/ }),
      'https://erp.example.com/hook',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Step created/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    await screen.findByRole('dialog', { name: 'Endpoint registered' });
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent(
      'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0',
    );
    expect(screen.getByRole('button', { name: 'Copy the secret' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: 'https://erp.example.com/hook',
      description: '',
      events: ['need.created', 'step.created'],
      enabled: true,
    });
  });

  it('puts a refused URL beside the URL field', async () => {
    installFakeFetch({
      'GET /admin/webhooks': () => ({ status: 200, body: { items: [] } }),
      'POST /admin/webhooks': () => ({
        status: 422,
        body: {
          detail: WEBHOOK_MESSAGES.urlPrivate('intranet', '10.0.0.3'),
          code: 'VALIDATION_ERROR',
        },
      }),
    });
    renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /URL/ }),
      'https://intranet/hook',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText(WEBHOOK_MESSAGES.urlPrivate('intranet', '10.0.0.3')),
    ).toBeInTheDocument();
  });

  it('shows the deliveries of the selected endpoint with their attempts, and redelivers', async () => {
    const delivery = makeDelivery();
    const server = installFakeFetch({
      'GET /admin/webhooks': () => ({ status: 200, body: { items: [endpoint] } }),
      [`GET /admin/webhooks/${endpoint.id}/deliveries`]: () => ({
        status: 200,
        body: { items: [delivery], total: 1, page: 1, size: 20, pages: 1 },
      }),
      [`POST /admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`]: () => ({
        status: 202,
        body: { ...delivery, status: 'pending' },
      }),
    });
    renderWithProviders(<WebhooksPage />, { route: `/admin/webhooks?endpoint=${endpoint.id}` });
    const item = await screen.findByTestId('webhook-delivery');
    await userEvent.click(within(item).getByRole('button', { name: /Need created/ }));
    const attempts = await within(item).findAllByTestId('webhook-attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('HTTP 500');
    expect(attempts[0]).toHaveTextContent('upstream exploded');
    expect(within(item).getByText(delivery.id)).toBeInTheDocument();
    // jsdom runs no transition: the opened panel still reads as hidden.
    await userEvent.click(within(item).getByRole('button', { name: 'Redeliver', hidden: true }));
    await waitFor(() =>
      expect(
        server.count(`POST /admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`),
      ).toBe(1),
    );
  });

  it('speaks French: events, statuses, the disabled banner and dates', async () => {
    const delivered = makeEndpoint({
      lastDelivery: {
        id: 'msg_1',
        eventType: 'need.created',
        status: 'delivered',
        lastStatusCode: 200,
        createdAt: '2026-11-25T12:00:00.000Z',
      },
    });
    installFakeFetch({
      'GET /admin/webhooks': () => ({ status: 200, body: { items: [delivered, failing] } }),
    });
    await activateLocale('fr');
    try {
      renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
      const table = await screen.findByRole('table', { name: 'Points de réception des webhooks' });
      const rows = within(table).getAllByTestId('webhook-endpoint-row');
      expect(
        within(rows[0]!).getByText('Besoin créé, Besoin clos (vendu, annulé ou supprimé)'),
      ).toBeInTheDocument();
      expect(within(rows[0]!).getByText('Actif')).toBeInTheDocument();
      expect(within(rows[0]!).getByText('Livré')).toBeInTheDocument();
      expect(within(rows[0]!).getByText(/^Besoin créé, 25\/11\/2026/)).toBeInTheDocument();
      expect(within(rows[1]!).getByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('1 point de réception est désactivé');
      expect(screen.getByRole('columnheader', { name: 'Dernier envoi' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
