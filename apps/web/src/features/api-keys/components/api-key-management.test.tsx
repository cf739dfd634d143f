import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TApiKey, TCreatedApiKey } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { ApiKeyManagement } from './api-key-management.tsx';

const me = testUser();
const SECRET_KEY = `stk_0123456789ab_${'c'.repeat(64)}`;

const listed: TApiKey = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Zapier',
  role: 'ReadOnly',
  prefix: 'stk_0123456789ab',
  status: 'active',
  createdAt: '2026-04-01T10:00:00.000Z',
  createdBy: { id: me.id, name: me.name },
  expiresAt: '2026-07-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: me });
});
afterEach(() => vi.unstubAllGlobals());

describe('ApiKeyManagement', () => {
  it('creates a key, shows it once with a copy button, then lists only its prefix', async () => {
    const user = userEvent.setup();
    let keys: TApiKey[] = [];
    const server = installFakeFetch({
      'GET /api-keys': () => ({ status: 200, body: { items: keys } }),
      'POST /api-keys': () => {
        keys = [listed];
        return { status: 201, body: { ...listed, key: SECRET_KEY } satisfies TCreatedApiKey };
      },
    });
    renderWithProviders(<ApiKeyManagement />);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(
      form.getByText('Choose a role: Sales, Recruiter or Read-only (ReadOnly)'),
    ).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Name/), 'Zapier');
    await user.click(form.getByRole('radio', { name: /Read-only/ }));
    await user.selectOptions(form.getByLabelText(/^Expires after/), '90');
    await user.click(form.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Copy your API key' }));
    expect(shown.getByTestId('new-api-key')).toHaveTextContent(SECRET_KEY);
    expect(shown.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Zapier',
      role: 'ReadOnly',
      expiresInDays: 90,
    });

    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('Zapier')).closest('tr')!;
    expect(within(row).getByText('stk_0123456789ab…')).toBeInTheDocument();
    expect(within(row).getByText('Read-only')).toBeInTheDocument();
    expect(within(row).getByText('never')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // Once closed, the key is gone from the page.
    expect(screen.queryByText(SECRET_KEY)).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation and keeps it listed as revoked', async () => {
    const user = userEvent.setup();
    let keys: TApiKey[] = [listed];
    const server = installFakeFetch({
      'GET /api-keys': () => ({ status: 200, body: { items: keys } }),
      [`POST /api-keys/${listed.id}/revoke`]: () => {
        keys = [{ ...listed, status: 'revoked', revokedAt: '2026-04-02T10:00:00.000Z' }];
        return { status: 200, body: keys[0] };
      },
    });
    renderWithProviders(<ApiKeyManagement />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Zapier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke API key' }));
    expect(server.count(`POST /api-keys/${listed.id}/revoke`)).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Zapier' })).not.toBeInTheDocument();
  });

  it('speaks French: title, columns, role, status, last use and dates', async () => {
    installFakeFetch({
      'GET /api-keys': () => ({
        status: 200,
        body: { items: [{ ...listed, createdAt: '2026-11-25T12:00:00.000Z' }] },
      }),
    });
    await activateLocale('fr');
    try {
      renderWithProviders(<ApiKeyManagement />);
      const row = (await screen.findByText('Zapier')).closest('tr')!;
      expect(screen.getByRole('heading', { name: "Clés d'API" })).toBeInTheDocument();
      expect(
        screen.getByRole('columnheader', { name: 'Dernière utilisation' }),
      ).toBeInTheDocument();
      expect(within(row).getByText('Lecture seule')).toBeInTheDocument();
      expect(within(row).getByText('jamais')).toBeInTheDocument();
      expect(within(row).getByText('25/11/2026')).toBeInTheDocument();
      expect(within(row).getByText('par Ada Admin')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Révoquer Zapier' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
