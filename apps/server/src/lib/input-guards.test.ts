import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';
import { findNulField } from './input-guards.ts';

describe('findNulField', () => {
  it('names the field holding a NUL character, in nested objects, lists and keys', () => {
    expect(findNulField({ title: 'ok', skills: ['a', 'b\u0000'] })).toBe('skills.1');
    expect(findNulField({ detail: { comment: '\u0000' } })).toBe('detail.comment');
    expect(findNulField({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findNulField('\u0000')).toBe('value');
    expect(findNulField({ title: 'fine', n: 3, none: null })).toBeNull();
  });
});

describe('NUL characters in requests', () => {
  const t = useTestContext();

  it('refuses them in the unauthenticated login with 422 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'password123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('email: must not contain a NUL character');
  });

  it('refuses them in bodies, queries and path parameters of signed-in routes', async () => {
    const admin = await t.createUser('Admin');
    const headers = t.auth(admin);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers,
      payload: { title: 'Java\u0000', client: 'ACME', priority: 'P1', tjm: 500 },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().detail).toBe('title: must not contain a NUL character');

    const query = await t.app.inject({ url: '/api/v1/needs?search=%00', headers });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail).toBe('search: must not contain a NUL character');

    const params = await t.app.inject({ url: '/api/v1/candidates/%00', headers });
    expect(params.statusCode).toBe(422);
    expect(params.json().detail).toBe('id: must not contain a NUL character');

    const exported = await t.app.inject({ url: '/api/v1/exports/needs.csv?priority=%00', headers });
    expect(exported.statusCode).toBe(422);
    expect(exported.headers['content-type']).toMatch(/application\/json/);
  });
});
