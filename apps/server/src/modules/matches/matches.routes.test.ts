import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('a need matched against the whole pool', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  async function create(user: TTestUser, body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: t.auth(user),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; poolKind: string; missionEndDate: string | null };
  }

  async function pool() {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({
      title: 'Développeur Java',
      tjm: 600,
      jdRequiredSkills: ['Java', 'Spring Boot'],
      jdDesiredSkills: ['Kafka'],
      jdLocation: 'Paris',
      jdAnalysis: { startdate: inDays(20) },
    });
    // Same skills written other ways (a synonym, French): the same keys.
    const bench = await create(sales, {
      name: 'Bench Consultant',
      email: 'bench@example.com',
      skills: 'java, springboot, Kafka',
      cvCity: 'Paris',
      poolKind: 'employee',
      consultantDailyCost: 400,
    });
    const external = await create(sales, {
      name: 'External Candidate',
      email: 'ext@example.com',
      skills: 'Java, Spring Boot, Kafka',
      cvCity: 'Paris',
      cvAvailability: '2 semaines',
    });
    const busy = await create(sales, {
      name: 'Busy Consultant',
      email: 'busy@example.com',
      skills: 'Java, Spring Boot, Kafka',
      cvCity: 'Paris',
      poolKind: 'freelance',
      missionEndDate: inDays(45),
    });
    const unrelated = await create(sales, {
      name: 'Designer',
      email: 'design@example.com',
      skills: 'Figma, Photoshop',
    });
    return { sales, need, bench, external, busy, unrelated };
  }

  const matchesOf = (user: TTestUser, needId: string, query = '') =>
    t.app.inject({ url: `/api/v1/needs/${needId}/matches${query}`, headers: t.auth(user) });

  it('ranks the pool by fit, bench consultants first at equal fit, with evidence and what is missing', async () => {
    const { sales, need, bench, external, busy, unrelated } = await pool();
    const res = await matchesOf(sales, need.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.items.map((m: { candidateId: string }) => m.candidateId);
    expect(ids).toEqual([bench.id, external.id, busy.id]);
    expect(ids).not.toContain(unrelated.id);
    const [first, second, third] = body.items;
    expect(first.score).toBe(second.score);
    expect(first.availability).toMatchObject({ onBench: true, source: 'bench' });
    expect(first.availableInTime).toBe(true);
    expect(first.consultantDailyCost).toBe(400);
    expect(first.evidence).toContainEqual({
      skill: 'Spring Boot',
      where: [{ section: 'skills', label: 'springboot' }],
    });
    expect(first.missingSkills).toEqual([]);
    expect(second.availability).toMatchObject({ source: 'cv', onBench: false });
    expect(second.availableInTime).toBe(true);
    expect(third.availableInTime).toBe(false);
    expect(third.availability).toEqual({ date: inDays(46), onBench: false, source: 'typed' });
    expect(body.startDate).toBe(inDays(20));
  });

  it('names the missing skills', async () => {
    const { sales, need } = await pool();
    const partial = await create(sales, {
      name: 'Partial Match',
      email: 'partial@example.com',
      skills: 'Java',
    });
    const body = (await matchesOf(sales, need.id)).json();
    const match = body.items.find((m: { candidateId: string }) => m.candidateId === partial.id);
    expect(match.missingSkills).toEqual(['Spring Boot', 'Kafka']);
    expect(match.score).toBeLessThan(body.items[0].score);
  });

  it('never sends the daily cost to a Recruiter, who may read the matches', async () => {
    const { need } = await pool();
    const recruiter = await t.createUser('Recruiter');
    const res = await matchesOf(recruiter, need.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('consultantDailyCost');
  });

  it('hides a match with its reason, lists it under hidden, and shows it again', async () => {
    const { sales, need, bench } = await pool();
    const url = `/api/v1/needs/${need.id}/matches/${bench.id}/hidden`;
    const hide = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth(sales),
      payload: { reason: 'Client refused him last year' },
    });
    expect(hide.statusCode, hide.body).toBe(204);
    const visible = (await matchesOf(sales, need.id)).json();
    expect(visible.items.map((m: { candidateId: string }) => m.candidateId)).not.toContain(
      bench.id,
    );
    const hidden = (await matchesOf(sales, need.id, '?hidden=true')).json();
    expect(hidden.items).toHaveLength(1);
    expect(hidden.items[0].hidden).toMatchObject({ reason: 'Client refused him last year' });

    const show = await t.app.inject({ method: 'DELETE', url, headers: t.auth(sales) });
    expect(show.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url, headers: t.auth(sales) });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('This candidate is not hidden from the need’s matches');
  });

  it('refuses a hide without a reason, by a Recruiter, or on an unknown need', async () => {
    const { sales, need, bench } = await pool();
    const url = `/api/v1/needs/${need.id}/matches/${bench.id}/hidden`;
    const blank = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth(sales),
      payload: { reason: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('A reason is required to hide a match');
    const recruiter = await t.createUser('Recruiter');
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth(recruiter),
      payload: { reason: 'No' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await matchesOf(sales, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('marks a candidate attached once added to the need with the identified step', async () => {
    const { sales, need, bench } = await pool();
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need.id}/candidates/${bench.id}`,
      headers: t.auth(sales),
    });
    expect(add.statusCode).toBe(201);
    const body = (await matchesOf(sales, need.id)).json();
    expect(
      body.items.find((m: { candidateId: string }) => m.candidateId === bench.id).attached,
    ).toBe(true);
    const steps = await t.app.inject({
      url: `/api/v1/needs/${need.id}/candidates/${bench.id}/latest-step`,
      headers: t.auth(sales),
    });
    expect(steps.json().type).toBe('CANDIDATE_IDENTIFIED');
  });

  it('lists the bench by availability for Admin and Sales only', async () => {
    const { sales, bench, busy } = await pool();
    const later = await create(sales, {
      name: 'Later Consultant',
      email: 'later@example.com',
      poolKind: 'employee',
      missionEndDate: inDays(200),
    });
    const res = await t.app.inject({ url: '/api/v1/bench', headers: t.auth(sales) });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { candidateId: string; bucket: string }[];
    expect(items.map((i) => [i.candidateId, i.bucket])).toEqual([
      [bench.id, 'now'],
      [busy.id, 'within60'],
      [later.id, 'later'],
    ]);
    const recruiter = await t.createUser('Recruiter');
    const refused = await t.app.inject({ url: '/api/v1/bench', headers: t.auth(recruiter) });
    expect(refused.statusCode).toBe(403);
  });
});
