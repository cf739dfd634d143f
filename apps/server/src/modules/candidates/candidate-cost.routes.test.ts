import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { candidateTestKit } from './candidates.test-helpers.ts';

describe('consultant daily cost', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  async function costedCandidate() {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({ tjm: 600 });
    const candidate = await kit.addCandidate(sales, need.id, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      consultant_daily_cost: '450',
    });
    return { sales, need, candidate };
  }

  it('is set and read by Admin and Sales', async () => {
    const { sales, candidate } = await costedCandidate();
    expect(candidate.consultantDailyCost).toBe(450);
    const admin = await t.createUser('Admin');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate.id}`,
      headers: t.auth(admin),
      payload: { consultantDailyCost: 480.5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().consultantDailyCost).toBe(480.5);
    const read = await t.app.inject({
      url: `/api/v1/candidates/${candidate.id}`,
      headers: t.auth(sales),
    });
    expect(read.json().consultantDailyCost).toBe(480.5);
  });

  it('refuses a cost that is not a positive number', async () => {
    const { sales, candidate } = await costedCandidate();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate.id}`,
      headers: t.auth(sales),
      payload: { consultantDailyCost: -5 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Consultant daily cost must be a number greater than 0');
  });

  it('is never sent to a Recruiter, on any read route', async () => {
    const { need, candidate } = await costedCandidate();
    const recruiter = await t.createUser('Recruiter');
    for (const url of [
      `/api/v1/candidates/${candidate.id}`,
      '/api/v1/candidates',
      '/api/v1/candidates/all',
      `/api/v1/candidates/bulk?needIds=${need.id}`,
      `/api/v1/candidates/by-need/${need.id}/with-status`,
      `/api/v1/needs/${need.id}/candidates`,
    ]) {
      const res = await t.app.inject({ url, headers: t.auth(recruiter) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body, url).toContain('Ada Lovelace');
      expect(res.body, url).not.toMatch(/consultant_?daily_?cost/i);
    }
  });

  it('refuses a Recruiter writing it (403)', async () => {
    const { candidate } = await costedCandidate();
    const recruiter = await t.createUser('Recruiter');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate.id}`,
      headers: t.auth(recruiter),
      payload: { consultantDailyCost: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});
