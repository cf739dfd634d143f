import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRole } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, type TFakeReply } from '../test/fake-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { queryClient } from '../shared/api/index.ts';
import { clearSession } from '../shared/session/index.ts';
import { startSession } from '../shared/session/session-store.ts';
import { closePalette } from '../features/palette/index.ts';
import { AppRoutes } from './router.tsx';

function signInAs(role: TRole) {
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role, name: `${role} User` }),
  });
}

function serve(setup: TFakeReply = { status: 200, body: { is_setup_complete: true } }) {
  return installFakeFetch({
    'GET /setup': () => setup,
    'GET /users': () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, size: 20, pages: 1 },
    }),
    'GET /api-keys': () => ({ status: 200, body: { items: [] } }),
  });
}

async function renderAt(route: string) {
  renderWithProviders(<AppRoutes />, { route });
  // Real pages replace the placeholders; their first chunk transform can take a few seconds.
  await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument(), {
    timeout: 15_000,
  });
}

const location = () => screen.getByTestId('location').textContent;

// A redirect is a transition: the location changes once the next page's chunks are here, and
// the signed-in layout's first transform can take seconds on a busy machine.
const expectLocation = (path: string) =>
  waitFor(() => expect(location()).toBe(path), { timeout: 15_000 });

beforeEach(() => {
  closePalette();
  clearSession();
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends unauthenticated users to /login', async () => {
    serve();
    await renderAt('/softeamboard/needs');
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kanban Board' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('sends an authenticated user from /login to /softeamboard', async () => {
    serve();
    signInAs('Sales');
    await renderAt('/login');
    await expectLocation('/softeamboard');
  });

  it.each(['/', '/nowhere', '/softeamboard/unknown'])(
    'redirects %s to /softeamboard',
    async (path) => {
      serve();
      signInAs('Sales');
      await renderAt(path);
      await expectLocation('/softeamboard');
    },
  );

  it('sends /login to /setup while setup is incomplete', async () => {
    serve({ status: 200, body: { is_setup_complete: false } });
    await renderAt('/login');
    await expectLocation('/setup');
    expect(await screen.findByRole('button', { name: 'Create Admin Account' })).toBeInTheDocument();
  });

  it('assumes setup complete when the setup check fails', async () => {
    serve('network-error');
    await renderAt('/setup');
    await expectLocation('/login');
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
  });

  it.each([
    '/softeamboard/needs',
    '/softeamboard/finished',
    '/candidates',
    '/admin/workflows',
    '/admin/workflows/abc',
  ])('redirects a Recruiter from %s to /softeamboard', async (path) => {
    serve();
    signInAs('Recruiter');
    await renderAt(path);
    await expectLocation('/softeamboard');
  });

  it.each([
    ['/softeamboard/needs', 'Needs List'],
    ['/softeamboard/finished', 'Finished Needs'],
    ['/candidates', 'Candidates'],
    ['/follow-ups', 'To Follow Up'],
    ['/admin/workflows', 'Workflow Requests'],
    ['/softeamboard/need/0f0e0d0c-aaaa-bbbb-cccc-000000000000', 'Need Details'],
  ])('lets Sales open %s (%s)', async (path) => {
    // Pages get replaced by their features, so this checks the guard, not the page's content.
    serve();
    signInAs('Sales');
    await renderAt(path);
    await waitFor(() => expect(screen.getByRole('main')).not.toBeEmptyDOMElement());
    expect(location()).toBe(path);
    expect(screen.queryByText(/Access Denied/)).not.toBeInTheDocument();
  });

  it('opens a workflow request tracking link on its detail page', async () => {
    serve();
    signInAs('Sales');
    await renderAt('/admin/workflow-requests/1234567890');
    await expectLocation('/admin/workflows/1234567890');
    // The detail page asked the server for that request (the fake server knows none).
    expect(await screen.findByText('Workflow request not found')).toBeInTheDocument();
  });

  it.each([
    ['/admin/flows', 'Sales'],
    ['/admin/users', 'Sales'],
    ['/admin/flows', 'Recruiter'],
    ['/admin/users', 'Recruiter'],
    ['/admin/crm-health', 'Sales'],
    ['/admin/crm-health', 'Recruiter'],
    ['/admin/api-keys', 'Sales'],
    ['/admin/api-keys', 'Recruiter'],
    ['/admin/webhooks', 'Sales'],
    ['/admin/webhooks', 'Recruiter'],
    ['/admin/gdpr', 'Sales'],
    ['/admin/gdpr', 'Recruiter'],
  ] as const)('denies %s to %s', async (path, role) => {
    serve();
    signInAs(role);
    await renderAt(path);
    expect(
      await screen.findByText(
        'Access Denied: You need administrator privileges to access this page.',
      ),
    ).toBeInTheDocument();
    if (path === '/admin/users') {
      expect(
        screen.getByText('You need administrator privileges to access user management.'),
      ).toBeInTheDocument();
    }
    expect(location()).toBe(path);
  });

  it('lets an Admin open Flow Administration and User Management', async () => {
    serve();
    signInAs('Admin');
    await renderAt('/admin/flows');
    expect(await screen.findByRole('heading', { name: 'Flow Administration' })).toBeInTheDocument();
  });

  it('lets an Admin open CRM Health', async () => {
    serve();
    signInAs('Admin');
    await renderAt('/admin/crm-health');
    expect(await screen.findByRole('heading', { name: 'CRM Health' })).toBeInTheDocument();
  });

  it('shows the API keys page to an Admin', async () => {
    serve();
    signInAs('Admin');
    await renderAt('/admin/api-keys');
    expect(await screen.findByRole('heading', { name: 'API Keys' })).toBeInTheDocument();
  });

  it('shows the user list to an Admin', async () => {
    serve();
    signInAs('Admin');
    await renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('hides the view switcher from a Recruiter', async () => {
    serve();
    signInAs('Recruiter');
    await renderAt('/softeamboard');
    expect(await screen.findByRole('textbox', { name: 'Search needs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch view/ })).not.toBeInTheDocument();
  });

  it('lists the views, and Administration for an Admin', async () => {
    serve();
    signInAs('Admin');
    await renderAt('/softeamboard');
    await userEvent.click(await screen.findByRole('button', { name: /Switch view/ }));
    // jsdom has no layout, so Mantine's popover marks itself detached: read hidden items too.
    for (const label of [
      'Kanban Board',
      'Needs List',
      'Candidates',
      'Finished Needs',
      'Flow Administration',
      'CRM Health',
      'User Management',
      'API Keys',
      'Webhooks',
    ]) {
      expect(
        await screen.findByRole('menuitem', { name: new RegExp(label), hidden: true }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText('Administration')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('hides Administration from Sales', async () => {
    serve();
    signInAs('Sales');
    await renderAt('/softeamboard');
    await userEvent.click(await screen.findByRole('button', { name: /Switch view/ }));
    expect(
      await screen.findByRole('menuitem', { name: /Needs List/, hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Flow Administration')).not.toBeInTheDocument();
  });

  it("keeps the view's one search box, which states its scope; Ctrl+K opens the command palette", async () => {
    serve();
    signInAs('Sales');
    await renderAt('/softeamboard');
    const search = await screen.findByRole('textbox', { name: 'Search needs' });
    // The view's own search box; the top bar's global search (it opens the palette) is apart.
    const globalSearch = screen.getByPlaceholderText('Search needs, clients... (⌘K)');
    expect(
      screen.getAllByRole('textbox', { name: /search/i }).filter((box) => box !== globalSearch),
    ).toHaveLength(1);
    expect(search).toHaveAttribute(
      'placeholder',
      'Search needs by title, client or description...',
    );
    expect(search).not.toHaveFocus();
    // Cmd/Ctrl+K opens the palette on every signed-in page but the Candidates one.
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('textbox', { name: 'Search everything' });
    await waitFor(() => expect(palette).toHaveFocus());
    expect(search).not.toHaveFocus();
  });

  it('on the Candidates page, the first Ctrl+K focuses its search box (spec 001), the next opens the palette', async () => {
    serve();
    signInAs('Sales');
    await renderAt('/candidates');
    const search = await screen.findByRole('textbox', { name: 'Search candidates' });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Search everything' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('textbox', { name: 'Search everything' });
    await waitFor(() => expect(palette).toHaveFocus());
  });
});
