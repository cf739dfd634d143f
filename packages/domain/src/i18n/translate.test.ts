import { describe, expect, it } from 'vitest';
import { MESSAGES_FR } from './messages.fr.ts';
import { translateMessage } from './translate.ts';

describe('translateMessage', () => {
  it('returns English untouched', () => {
    expect(translateMessage('Need not found', 'en')).toBe('Need not found');
    expect(translateMessage('Anything at all', 'en')).toBe('Anything at all');
  });

  it('translates an exact message', () => {
    expect(translateMessage('Need not found', 'fr')).toBe('Besoin introuvable');
    expect(translateMessage('Invalid email or password', 'fr')).toBe(
      'E-mail ou mot de passe invalide',
    );
  });

  it('translates a message with parts, keeping the parts', () => {
    expect(translateMessage('Step type PUSH already exists for this candidate', 'fr')).toBe(
      'L’étape de type PUSH existe déjà pour ce candidat',
    );
    expect(translateMessage('email must be at most 254 characters', 'fr')).toBe(
      'email doit contenir au plus 254 caractères',
    );
    expect(translateMessage('Route GET /api/v1/nope not found', 'fr')).toBe(
      'Route GET /api/v1/nope introuvable',
    );
  });

  it('prefers the most specific template', () => {
    // '{field} must be at most {max} characters' would match too; the exact entry wins.
    expect(translateMessage('Name must be at most 100 characters', 'fr')).toBe(
      'Le nom doit contenir au plus 100 caractères',
    );
    expect(translateMessage('Description must be at most 500 characters', 'fr')).toBe(
      'La description doit contenir au plus 500 caractères',
    );
  });

  it('translates the parts the catalogue knows', () => {
    expect(
      translateMessage('Too many login attempts. Please wait 30 seconds and try again.', 'fr'),
    ).toBe('Trop de tentatives de connexion. Veuillez patienter 30 secondes puis réessayer.');
  });

  it('translates zod messages with the field in front', () => {
    expect(translateMessage('email: Invalid input: expected string, received number', 'fr')).toBe(
      'email : Saisie invalide : string attendu, number reçu',
    );
    expect(translateMessage('title: Too small: expected string to have >=1 characters', 'fr')).toBe(
      'title : Trop petit : string doit avoir >=1 characters',
    );
  });

  it('leaves an unknown message in English', () => {
    expect(translateMessage('Something nobody wrote down', 'fr')).toBe(
      'Something nobody wrote down',
    );
    expect(translateMessage('', 'fr')).toBe('');
  });

  it('writes every placeholder of the English in the French, and no other', () => {
    for (const [english, french] of Object.entries(MESSAGES_FR)) {
      const names = (text: string) =>
        [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
      expect(names(french), english).toEqual(names(english));
    }
  });
});
