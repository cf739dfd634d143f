import { describe, expect, it } from 'vitest';
import type { TSearchResults } from '@staffing/domain';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { candidates, needs } from '../../db/schema/index.ts';

describe('GET /api/v1/search (the command palette)', () => {
  const t = useTestContext();

  async function seed() {
    await t.app.ctx.db.insert(needs).values([
      { title: 'Développeur Java', client: 'Société Générale', column: 'NO_CANDIDATE' },
      { title: 'Chef de projet', client: 'Société Générale', column: 'WON' },
      { title: 'Data engineer', client: 'Acme', description: 'Java et Spark' },
    ]);
    await t.app.ctx.db.insert(candidates).values([
      { name: 'Hélène Durand', email: 'helene@example.com', cvRole: 'Développeuse Java' },
      { name: 'Bob Martin', email: 'bob@example.com' },
    ]);
  }

  async function search(user: TTestUser, query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?${query}`,
      headers: t.auth(user),
    });
    return res;
  }

  it('finds needs, candidates and clients ignoring case and accents, title matches first', async () => {
    const admin = await t.createUser('Admin');
    await seed();
    const res = await search(admin, 'q=JAVA');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TSearchResults;
    expect(body.needs.map((n) => n.title)).toEqual(['Développeur Java', 'Data engineer']);
    expect(body.needs[0]).toMatchObject({ client: 'Société Générale', column: 'NO_CANDIDATE' });
    expect(body.candidates.map((c) => c.name)).toEqual(['Hélène Durand']);
    expect(body.clients).toEqual([]);

    const societe = (await search(admin, 'q=societe')).json() as TSearchResults;
    expect(societe.clients).toEqual([{ name: 'Société Générale', needCount: 2 }]);
    expect(societe.needs).toHaveLength(2);
    const helene = (await search(admin, 'q=helene')).json() as TSearchResults;
    expect(helene.candidates.map((c) => c.email)).toEqual(['helene@example.com']);
  });

  it('finds users by name or e-mail for an Admin only, candidates not for a Recruiter', async () => {
    const admin = await t.createUser('Admin', { name: 'Zoé Admin' });
    const sales = await t.createUser('Sales', { name: 'Zoé Ventes' });
    const recruiter = await t.createUser('Recruiter');
    await seed();
    const asAdmin = (await search(admin, 'q=zoe')).json() as TSearchResults;
    expect(asAdmin.users.map((u) => u.name)).toEqual(['Zoé Admin', 'Zoé Ventes']);
    expect(asAdmin.users[1]).toMatchObject({ role: 'Sales', email: sales.email });

    const asSales = (await search(sales, 'q=zoe')).json() as TSearchResults;
    expect(asSales.users).toEqual([]);
    const salesJava = (await search(sales, 'q=java')).json() as TSearchResults;
    expect(salesJava.candidates).toHaveLength(1);

    const asRecruiter = (await search(recruiter, 'q=java')).json() as TSearchResults;
    expect(asRecruiter.needs).toHaveLength(2);
    expect(asRecruiter.candidates).toEqual([]);
    expect(asRecruiter.users).toEqual([]);
  });

  it('answers few of each (5 by default, limit up to 20) and nothing for an empty text', async () => {
    const admin = await t.createUser('Admin');
    await t.app.ctx.db
      .insert(needs)
      .values(
        Array.from({ length: 25 }, (_, i) => ({ title: `Tester ${i}`, client: `Client ${i}` })),
      );
    const byDefault = (await search(admin, 'q=tester')).json() as TSearchResults;
    expect(byDefault.needs).toHaveLength(5);
    const twenty = (await search(admin, 'q=tester&limit=20')).json() as TSearchResults;
    expect(twenty.needs).toHaveLength(20);
    const clients = (await search(admin, 'q=client&limit=3')).json() as TSearchResults;
    expect(clients.clients).toHaveLength(3);

    const empty = await search(admin, 'q=%20%20');
    expect(empty.json()).toEqual({ needs: [], candidates: [], clients: [], users: [] });
    const none = await search(admin, '');
    expect(none.json()).toEqual({ needs: [], candidates: [], clients: [], users: [] });
  });

  it('treats % and _ as plain characters', async () => {
    const admin = await t.createUser('Admin');
    await t.app.ctx.db.insert(needs).values([
      { title: 'Remise 100% cloud', client: 'Acme' },
      { title: 'Remise 1000 cloud', client: 'Acme' },
    ]);
    const body = (await search(admin, 'q=100%25')).json() as TSearchResults;
    expect(body.needs.map((n) => n.title)).toEqual(['Remise 100% cloud']);
  });

  it('refuses a bad limit with 422', async () => {
    const admin = await t.createUser('Admin');
    for (const limit of ['0', '21', 'abc', '2.5']) {
      const res = await search(admin, `q=java&limit=${limit}`);
      expect(res.statusCode, limit).toBe(422);
      expect(res.json().detail).toMatch(/limit/);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search?q=java' });
    expect(res.statusCode).toBe(401);
  });
});
