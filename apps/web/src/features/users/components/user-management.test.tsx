import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { UserManagement } from './user-management.tsx';

const me = testUser();
const bob = testUser({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bob Sales',
  email: 'bob@example.com',
  role: 'Sales',
});

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: me });
});
afterEach(() => vi.unstubAllGlobals());

describe('UserManagement', () => {
  it('lists users 20 per page with no delete button on my own row', async () => {
    const server = installFakeFetch([
      route('GET /users', () => ({
        status: 200,
        body: { items: [me, bob], total: 2, page: 1, size: 20, pages: 1 },
      })),
    ]);
    renderWithProviders(<UserManagement />);
    expect(await screen.findByText('Bob Sales')).toBeInTheDocument();
    for (const column of ['User', 'Role', 'Created', 'Actions'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bob Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${me.name}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${me.name}` })).toBeInTheDocument();
    expect(server.requests[0]).toMatchObject({ path: '/users' });
    expect(server.fetchMock.mock.calls[0]?.[0]).toContain('size=20');
  });

  it("shows 'No users found' for an empty list", async () => {
    installFakeFetch([
      route('GET /users', () => ({
        status: 200,
        body: { items: [], total: 0, page: 1, size: 20, pages: 1 },
      })),
    ]);
    renderWithProviders(<UserManagement />);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('puts a duplicate e-mail refusal under the e-mail field and keeps what was typed', async () => {
    const user = userEvent.setup();
    installFakeFetch([
      route('GET /users', () => ({
        status: 200,
        body: { items: [me], total: 1, page: 1, size: 20, pages: 1 },
      })),
      route('POST /users', () => ({
        status: 409,
        body: { detail: 'A user with this email already exists', code: 'CONFLICT' },
      })),
    ]);
    renderWithProviders(<UserManagement />);
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Add User' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Name/), 'Carla');
    await user.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'password-1');
    await user.click(form.getByRole('textbox', { name: /^Role/ }));
    // The page's role filter has options too; the dialog's select renders last.
    const options = await screen.findAllByRole('option', { name: 'Recruiter', hidden: true });
    await user.click(options[options.length - 1]!);
    await user.click(form.getByRole('button', { name: 'Add User' }));

    const emailInput = form.getByLabelText(/^Email/);
    await waitFor(() =>
      expect(emailInput).toHaveAccessibleDescription('A user with this email already exists'),
    );
    expect(emailInput).toHaveValue('ada@example.com');
    expect(form.getByLabelText(/^Name/)).toHaveValue('Carla');
  });

  it('speaks French: headers, roles, counts and dates', async () => {
    installFakeFetch([
      route('GET /users', () => ({
        status: 200,
        body: {
          items: [me, { ...bob, createdAt: '2026-11-25T12:00:00.000Z' }],
          total: 2,
          page: 1,
          size: 20,
          pages: 1,
        },
      })),
    ]);
    await activateLocale('fr');
    try {
      renderWithProviders(<UserManagement />);
      expect(await screen.findByText('Bob Sales')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeInTheDocument();
      expect(screen.getByText('2 utilisateurs')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Rôle' })).toBeInTheDocument();
      expect(screen.getAllByText('Commercial').length).toBeGreaterThan(0);
      expect(screen.getByText('25/11/2026')).toBeInTheDocument();
      expect(screen.getByText('Ada Admin (vous)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Supprimer Bob Sales' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
