import { describe, expect, it } from 'vitest';
import { pickLocale, toLocale } from './locale.ts';

describe('pickLocale', () => {
  it('reads an Accept-Language header by weight', () => {
    expect(pickLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLocale('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(pickLocale('en-GB, fr;q=0.9')).toBe('en');
    expect(pickLocale('fr;q=0, en;q=0.1')).toBe('en');
  });

  it('reads a list of browser languages in order', () => {
    expect(pickLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLocale(['es'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale('*')).toBe('en');
    expect(pickLocale('garbage;;;q=x')).toBe('en');
  });

  it('maps a tag to its language', () => {
    expect(toLocale('FR_be')).toBe('fr');
    expect(toLocale('it')).toBeUndefined();
  });
});
