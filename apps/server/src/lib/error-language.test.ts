import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };

describe('error detail in the language of Accept-Language', () => {
  const t = useTestContext();

  it('answers a need validation error in French, and in English by default', async () => {
    const sales = await t.createUser('Sales');
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: { ...t.auth(sales), ...headers },
        payload: { title: 'ab', client: 'ACME', tjm: 500 },
      });
    const fr = await send(FRENCH);
    const en = await send({ 'accept-language': 'en' });
    const none = await send({});
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toEqual({
      detail: 'Le titre doit contenir au moins 3 caractères',
      code: 'VALIDATION',
    });
    expect(fr.headers.vary).toMatch(/Accept-Language/);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      detail: 'Title must be at least 3 characters',
      code: 'VALIDATION',
    });
    expect(none.json().detail).toBe('Title must be at least 3 characters');
  });

  it('answers a 404 in French', async () => {
    const sales = await t.createUser('Sales');
    const url = `/api/v1/needs/${crypto.randomUUID()}`;
    const fr = await t.app.inject({ method: 'GET', url, headers: { ...t.auth(sales), ...FRENCH } });
    const en = await t.app.inject({ method: 'GET', url, headers: t.auth(sales) });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/needs/not-an-id',
      headers: { ...t.auth(sales), ...FRENCH },
    });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ detail: 'Besoin introuvable', code: 'NOT_FOUND' });
    expect(en.json()).toEqual({ detail: 'Need not found', code: 'NOT_FOUND' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().detail).toBe('Besoin introuvable');
  });

  it('answers a failed sign-in in French', async () => {
    const user = await t.createUser('Sales');
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers,
        payload: { email: user.email, password: 'nope-nope' },
      });
    const fr = await send({ 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' });
    const en = await send({ 'accept-language': 'en-GB' });
    expect(fr.statusCode).toBe(401);
    expect(fr.json()).toEqual({ detail: 'E-mail ou mot de passe invalide', code: 'UNAUTHORIZED' });
    expect(en.statusCode).toBe(401);
    expect(en.json().detail).toBe('Invalid email or password');
  });

  it('answers a 409 in French, with the same code', async () => {
    const admin = await t.createUser('Admin', { email: 'boss@example.com' });
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { ...t.auth(admin), ...headers },
        payload: {
          name: 'Other',
          email: 'boss@example.com',
          password: 'password123',
          role: 'Sales',
        },
      });
    const fr = await send(FRENCH);
    const en = await send({});
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({
      detail: 'Un utilisateur avec cet e-mail existe déjà',
      code: en.json().code,
    });
    expect(en.json().detail).toBe('A user with this email already exists');
  });

  it('translates an unknown route and leaves successes alone', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: FRENCH });
    expect(fr.statusCode).toBe(404);
    expect(fr.json().detail).toBe('Route GET /api/v1/nope introuvable');
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: FRENCH });
    expect(health.statusCode).toBe(200);
    expect(health.headers.vary ?? '').not.toMatch(/Accept-Language/);
  });
});
