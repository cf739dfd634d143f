import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_MESSAGES, USER_MESSAGES, ZCreateUser } from '@staffing/domain';
import { ApiError, getErrorMessage } from '../shared/api/api-error.ts';
import { zodFormValidator } from '../shared/utils/zod-form.ts';
import { translateDomainMessage } from './domain-messages.ts';
import { activateLocale } from './locale.ts';

afterEach(() => activateLocale('en'));

describe('domain messages in the active language', () => {
  it('stays English in English', () => {
    expect(translateDomainMessage(USER_MESSAGES.nameRequired)).toBe('Name is required');
    const validate = zodFormValidator(ZCreateUser);
    expect(validate({ name: '', email: 'nope', password: 'x', role: 'Sales' })).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('shows form validation messages in French', async () => {
    await activateLocale('fr');
    const validate = zodFormValidator(ZCreateUser);
    expect(validate({ name: 'A', email: 'nope', password: 'short', role: 'Sales' })).toEqual({
      name: 'Le nom doit contenir au moins 2 caractères',
      email: 'Veuillez saisir une adresse e-mail valide',
      password: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
    });
  });

  it('shows a domain fallback in French, and the server detail as it came', async () => {
    await activateLocale('fr');
    expect(getErrorMessage(new Error('boom'), FLOW_MESSAGES.launchFailed)).toBe(
      'Échec du lancement du flux RPA',
    );
    expect(getErrorMessage(new ApiError({ status: 404, detail: 'Besoin introuvable' }), 'x')).toBe(
      'Besoin introuvable',
    );
    expect(translateDomainMessage('Déjà en français')).toBe('Déjà en français');
  });
});
