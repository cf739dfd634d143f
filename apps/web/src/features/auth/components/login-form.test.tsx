import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearSession, getAccessToken, getSessionSnapshot } from '../../../shared/session/index.ts';
import { LoginForm } from './login-form.tsx';

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it("asks for both fields: 'Please fill in all fields'", async () => {
    const user = userEvent.setup();
    const server = installFakeFetch([]);
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error of the login call', async () => {
    const user = userEvent.setup();
    installFakeFetch([
      route('POST /auth/login', () => ({
        status: 401,
        body: { detail: 'Invalid email or password' },
      })),
    ]);
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('stores the session on success', async () => {
    const user = userEvent.setup();
    const token = makeToken(15 * 60_000);
    installFakeFetch([
      route('POST /auth/login', () => ({
        status: 200,
        body: {
          access_token: token,
          refresh_token: 'r1',
          token_type: 'bearer' as const,
          user: testUser(),
        },
      })),
    ]);
    renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(getSessionSnapshot().status).toBe('authenticated'));
    expect(getAccessToken()).toBe(token);
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });
});
