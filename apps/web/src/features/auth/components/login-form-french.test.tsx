import { screen } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/locale.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

beforeEach(() => activateLocale('fr'));
afterEach(() => activateLocale('en'));

describe('LoginForm in French', () => {
  it('asks to sign in, in French', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous à votre compte')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('placeholder', 'vous@entreprise.com');
    expect(screen.getByLabelText('Mot de passe', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});
