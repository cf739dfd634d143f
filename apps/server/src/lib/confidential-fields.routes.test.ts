import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';
import { createApiKey } from '../../test/api-keys.ts';
import { candidateTestKit } from '../modules/candidates/candidates.test-helpers.ts';
import { rolesAllowed, type TRouteEntry } from './access.ts';

/** The two costs, as numbers and as any screen or CSV would write them (4271.35, 4 271,35 …). */
const COST_TEXT = /4[\s,.\u00a0\u202f]?271[.,]35|4[\s,.\u00a0\u202f]?583[.,]65/;

/** A route's pattern with real ids in its parameters (unknown kinds get a fresh id). */
function urlOf(route: TRouteEntry, ids: { need: string; candidate: string }): string {
  return route.url.replace(/\*$/, 'x').replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'needId') return ids.need;
    if (name === 'candidateId') return ids.candidate;
    if (name === 'id') return route.url.startsWith('/api/v1/needs') ? ids.need : ids.candidate;
    return crypto.randomUUID();
  });
}

describe('confidential fields reach no Recruiter, by any route', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  it('walks every GET a Recruiter (or a Recruiter or read-only key) may call: no daily cost', async () => {
    const sales = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const need = await kit.createNeed({ tjm: 6000 });
    const candidate = await kit.addCandidate(sales, need.id, {
      name: 'Ada Lovelace',
      email: 'ada.cost@example.com',
      consultantDailyCost: 4271.35,
    });
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate.id}`,
      headers: t.auth(sales),
      payload: { consultantDailyCost: 4583.65 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    // The Sales reader sees the change in the history: the data the walk must not find is there.
    const salesHistory = await t.app.inject({
      url: `/api/v1/candidates/${candidate.id}/history`,
      headers: t.auth(sales),
    });
    expect(salesHistory.body).toMatch(COST_TEXT);

    const recruiter = await t.createUser('Recruiter');
    const readers = {
      recruiter: t.auth(recruiter),
      recruiterKey: {
        authorization: `Bearer ${(await createApiKey(t, admin, { name: 'Rec', role: 'Recruiter' })).key}`,
      },
      readOnlyKey: {
        authorization: `Bearer ${(await createApiKey(t, admin, { name: 'RO', role: 'ReadOnly' })).key}`,
      },
    };
    const routes = t.app.routeCatalog.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        !r.websocket &&
        r.access?.kind === 'signed-in' &&
        rolesAllowed(r.access).includes('Recruiter'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const query = `needId=${need.id}&candidateId=${candidate.id}&needIds=${need.id}&q=Ada`;
    const answered: string[] = [];
    for (const route of routes) {
      const base = urlOf(route, { need: need.id, candidate: candidate.id });
      for (const url of [base, `${base}${base.includes('?') ? '&' : '?'}${query}`])
        for (const [reader, headers] of Object.entries(readers)) {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, `${reader} GET ${url}`).toBeLessThan(500);
          expect(res.body, `${reader} GET ${url}`).not.toMatch(COST_TEXT);
          if (res.statusCode === 200) answered.push(route.url);
        }
    }
    expect(answered).toContain('/api/v1/candidates/:id/history');
    expect(answered).toContain('/api/v1/candidates/:id');
    expect(answered).toContain('/api/v1/search');
  });
});
