import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/locale.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SetupForm } from './setup-form.tsx';

beforeEach(() => activateLocale('fr'));
afterEach(() => activateLocale('en'));

describe('SetupForm in French', () => {
  it('welcomes the first administrator in French', () => {
    renderWithProviders(<SetupForm />);
    expect(screen.getByRole('form', { name: 'Créer le compte administrateur' })).toBeVisible();
    expect(
      screen.getByText("Bienvenue ! Créez le compte administrateur pour terminer l'installation."),
    ).toBeInTheDocument();
    expect(screen.getByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer le compte administrateur' })).toBeVisible();
  });
});
