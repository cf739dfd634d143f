import '../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { installFakeFetch, makeToken, testUser } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { queryClient } from '../../shared/api/index.ts';
import { clearSession } from '../../shared/session/index.ts';
import { startSession } from '../../shared/session/session-store.ts';
import { makeMetrics, makeRpaNeed } from '../../features/flows/test/flow-fixture.ts';
import { FlowsRoute } from './flows.tsx';

const need = makeRpaNeed({
  id: '3f1c2a4e-0000-4000-8000-00000000000b',
  title: 'Data engineer',
  client: 'Globex',
  tjm: null,
});

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('FlowsRoute', () => {
  it('composes the need editor for the launcher: a product without TJM is edited, then launched', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch({
      'GET /admin/flows': () => ({
        status: 200,
        body: { items: [], total: 0, page: 1, size: 20, pages: 1 },
      }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'GET /users': () => ({ status: 200, body: { items: [] } }),
      'GET /needs': () => ({
        status: 200,
        body: { items: [need], total: 1, page: 1, size: 20, pages: 1 },
      }),
      [`PATCH /needs/${need.id}`]: () => ({
        status: 200,
        body: { ...need, tjm: 480, version: 2 },
      }),
      [`POST /admin/flows/rpa/product/${need.id}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_prod_1' },
      }),
    });
    renderWithProviders(<FlowsRoute />, { route: '/admin/flows' });
    await user.click(await screen.findByRole('button', { name: 'Run RPA' }));
    const launcher = within(await screen.findByRole('dialog', { name: 'Run RPA' }));
    await user.click(launcher.getByRole('textbox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Product', hidden: true }));
    await user.click(launcher.getByRole('textbox', { name: 'Need' }));
    await user.click(
      await screen.findByRole('option', { name: 'Data engineer — Globex', hidden: true }),
    );
    await user.click(launcher.getByRole('button', { name: 'Launch' }));

    const editor = within(await screen.findByRole('dialog', { name: 'Edit Need: Data engineer' }));
    await user.type(editor.getByRole('textbox', { name: 'TJM (€/day)' }), '480');
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('RPA flow product started successfully! Flow ID: rpa_prod_1'),
    ).toBeInTheDocument();
    expect(server.count(`POST /admin/flows/rpa/product/${need.id}`)).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Need: Data engineer' })).toBeNull(),
    );
  });
});
