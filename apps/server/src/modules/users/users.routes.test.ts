import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';

describe('users', () => {
  const t = useTestContext();

  it('an admin creates, lists, reads, updates and deletes users', async () => {
    const admin = await t.createUser('Admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: t.auth(admin),
      payload: {
        name: 'Sally Sales',
        email: 'sally@example.com',
        password: 'password123',
        role: 'Sales',
      },
    });
    expect(created.statusCode).toBe(201);
    const sally = created.json();
    expect(sally).toMatchObject({ name: 'Sally Sales', role: 'Sales', email: 'sally@example.com' });
    expect(sally.passwordHash).toBeUndefined();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: t.auth(admin),
    });
    expect(list.json()).toMatchObject({ total: 2, page: 1, size: 20, pages: 1 });

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?search=SALLY',
      headers: t.auth(admin),
    });
    expect(search.json().items.map((u: { id: string }) => u.id)).toEqual([sally.id]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${sally.id}`,
      headers: t.auth(admin),
      payload: { role: 'Recruiter', name: 'Sally R' },
    });
    expect(patched.json()).toMatchObject({ role: 'Recruiter', name: 'Sally R' });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${sally.id}`,
      headers: t.auth(admin),
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${sally.id}`,
      headers: t.auth(admin),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const admin = await t.createUser('Admin', { email: 'boss@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: t.auth(admin),
      payload: { name: 'Other', email: 'BOSS@example.com', password: 'password123', role: 'Sales' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A user with this email already exists');
  });

  it('names the field of bad input with 422', async () => {
    const admin = await t.createUser('Admin');
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'A', email: 'a@example.com', password: 'password123', role: 'Sales' },
        'Name must be at least 2 characters',
      ],
      [
        { name: 'Abe', email: 'nope', password: 'password123', role: 'Sales' },
        'Please enter a valid email address',
      ],
      [
        { name: 'Abe', email: 'a@example.com', password: 'short', role: 'Sales' },
        'New password must be at least 8 characters long',
      ],
      [
        { name: 'Abe', email: 'a@example.com', password: 'password123', role: 'King' },
        'Role must be Admin, Sales or Recruiter',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: t.auth(admin),
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
  });

  it('an admin cannot delete their own account', async () => {
    const admin = await t.createUser('Admin');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${admin.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You cannot delete your own account');
  });

  it('Sales and Recruiters get 403 on user management but may list Sales users with public fields only', async () => {
    const sales = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    for (const user of [sales, recruiter]) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users',
        headers: t.auth(user),
      });
      expect(list.statusCode).toBe(403);
      expect(list.json().detail).toBe('Access denied: Admin role required');
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: t.auth(user),
        payload: {
          name: 'Mallory',
          email: 'm@example.com',
          password: 'password123',
          role: 'Admin',
        },
      });
      expect(create.statusCode).toBe(403);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${sales.id}`,
        headers: t.auth(user),
      });
      expect(del.statusCode).toBe(403);
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${user.id === sales.id ? recruiter.id : sales.id}`,
        headers: t.auth(user),
      });
      expect(other.statusCode).toBe(403);
    }
    const salesList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?role=Sales&page=1&size=100',
      headers: t.auth(recruiter),
    });
    expect(salesList.statusCode).toBe(200);
    expect(salesList.json().items).toEqual([
      { id: sales.id, name: sales.name, email: sales.email, role: 'Sales' },
    ]);
  });

  it('accepts only an http(s) address as avatar', async () => {
    const sales = await t.createUser('Sales');
    const url = `/api/v1/users/${sales.id}`;
    const patch = (avatarUrl: string | null) =>
      t.app.inject({ method: 'PATCH', url, headers: t.auth(sales), payload: { avatarUrl } });
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'file:///etc/passwd',
      '//evil.example/a.png',
      'https://',
    ]) {
      const res = await patch(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().detail).toBe('Avatar URL must be an http or https address');
    }
    const ok = await patch('https://cdn.example.com/me.png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().avatarUrl).toBe('https://cdn.example.com/me.png');
    expect((await patch(null)).json().avatarUrl).toBeNull();
  });

  it('every user changes their own name, and their password only with the current one', async () => {
    const sales = await t.createUser('Sales');
    const url = `/api/v1/users/${sales.id}`;
    const name = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { name: 'New Name' },
    });
    expect(name.json().name).toBe('New Name');

    const noCurrent = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { password: 'brandnew123' },
    });
    expect(noCurrent.statusCode).toBe(422);
    expect(noCurrent.json().detail).toBe('Current password is required to change password');

    const wrong = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { password: 'brandnew123', currentPassword: 'bad-bad-bad' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('Current password is incorrect');

    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { password: 'brandnew123', currentPassword: sales.password },
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: sales.email, password: 'brandnew123' },
    });
    expect(login.statusCode).toBe(200);

    const role = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { role: 'Admin' },
    });
    expect(role.statusCode).toBe(403);
    const email = await t.app.inject({
      method: 'PATCH',
      url,
      headers: t.auth(sales),
      payload: { email: 'x@example.com' },
    });
    expect(email.statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: t.auth(sales),
    });
    expect(me.json()).toMatchObject({ role: 'Sales', email: sales.email, name: 'New Name' });
  });

  it('every user sets their own interface language; an admin sets anyone’s', async () => {
    const sales = await t.createUser('Sales');
    const other = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const patch = (actor: { token: string }, id: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${id}`,
        headers: t.auth(actor),
        payload,
      });
    const me = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: t.auth(sales) })
      ).json();

    expect((await me()).language).toBeNull();
    const fr = await patch(sales, sales.id, { language: 'fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toMatchObject({ id: sales.id, language: 'fr' });
    expect((await me()).language).toBe('fr');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, sales.id)));
    expect(audits.map((a) => a.changes)).toContainEqual({ language: 'fr' });

    const bad = await patch(sales, sales.id, { language: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: 'Language must be en, fr or null', code: 'VALIDATION' });

    expect((await patch(sales, other.id, { language: 'fr' })).statusCode).toBe(403);
    const byAdmin = await patch(admin, other.id, { language: 'en' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().language).toBe('en');

    const browser = await patch(sales, sales.id, { language: null });
    expect(browser.json().language).toBeNull();
    expect((await me()).language).toBeNull();
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    const admin = await t.createUser('Admin');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
      headers: t.auth(admin),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/not-a-uuid',
      headers: t.auth(admin),
    });
    // A malformed id names no user: the same 404 as an unknown one.
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ detail: 'User not found', code: 'NOT_FOUND' });
  });
});
