import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, candidates, needCandidates, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { recordEvents } from '../analysis/test-support/events.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';

/** An event's type and the shape of its payload (keys, and the keys of nested records). */
function shapeOf(event: TLiveEvent | undefined) {
  const payload = event?.payload ?? {};
  const nested = Object.fromEntries(
    Object.entries(payload)
      .filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))
      .map(([k, v]) => [k, Object.keys(v as object).sort()]),
  );
  return { type: event?.event_type, keys: Object.keys(payload).sort(), nested };
}

describe('relevance scoring', () => {
  const t = useTestContext();

  it('scores a pair in a job, stores it and tells every socket', async () => {
    const sales = await t.createUser('Sales');
    const [need] = await t.database.db
      .insert(needs)
      .values({
        title: 'Senior Java Developer',
        client: 'Acme',
        tjm: 600,
        jdRequiredSkills: ['Java', 'Kubernetes'],
        jdExperienceYears: 5,
        jdLocation: 'Paris',
      })
      .returning();
    const [candidate] = await t.database.db
      .insert(candidates)
      .values({
        name: 'Jane Doe',
        email: 'jane@example.com',
        skills: ['Java'],
        cvExperienceYears: '8 years',
        expectedTjm: 550,
        cvCity: 'Paris',
      })
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/relevance/score',
      headers: t.auth(sales),
      payload: { need_id: need!.id, candidate_id: candidate!.id },
    });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().score_job_id as string;
    expect(jobId).toMatch(/^flow_/);

    const event = await recorder.waitFor((e) => e.event_type === 'scoring_analysis_complete');
    expect(event.job_id).toBeUndefined();
    // required 1/2 of 50, experience 15, rate 15, location 10, out of 90 (no desired skills stated)
    expect(event.payload).toMatchObject({
      candidate_id: candidate!.id,
      need_id: need!.id,
      score: 72,
    });
    expect(event.payload.justification).toContain(
      'Required skills: 1/2 matched (Java); missing: Kubernetes.',
    );

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/${need!.id}/candidates/${candidate!.id}/score`,
      headers: t.auth(sales),
    });
    expect(one.json()).toMatchObject({
      candidateId: candidate!.id,
      candidateName: 'Jane Doe',
      candidateEmail: 'jane@example.com',
      needId: need!.id,
      needTitle: 'Senior Java Developer',
      needClient: 'Acme',
      score: 72,
      scoreJobId: jobId,
      scoredAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const url of [
      '/api/v1/candidates/scoring/all',
      `/api/v1/candidates/scoring/need/${need!.id}`,
      `/api/v1/candidates/scoring/candidate/${candidate!.id}`,
    ]) {
      const list = await t.app.inject({ method: 'GET', url, headers: t.auth(sales) });
      expect(list.json()).toMatchObject({ total: 1, items: [{ score: 72 }] });
    }
    const [row] = (await t.database.db.select().from(candidates)).filter(
      (c) => c.id === candidate!.id,
    );
    expect(row).toMatchObject({ relevanceScore: 72, scoreJobId: jobId });
    expect(row!.scoreJustification).toContain('missing: Kubernetes');

    // Re-scoring through the need path replaces the pair's score.
    await t.database.db.update(candidates).set({ skills: ['Java', 'Kubernetes'] });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need!.id}/candidates/${candidate!.id}/score`,
      headers: t.auth(sales),
    });
    await recorder.waitFor(
      (e) =>
        e.event_type === 'scoring_analysis_complete' &&
        e.payload.score_job_id === again.json().score_job_id,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/scoring/need/${need!.id}`,
      headers: t.auth(sales),
    });
    expect(list.json()).toMatchObject({ total: 1, items: [{ score: 100 }] });
  });

  it('writes the score onto the candidate like a manual edit: audited, candidate_updated in the manual shape', async () => {
    const sales = await t.createUser('Sales');
    const db = t.database.db;
    const [need] = await db
      .insert(needs)
      .values({ title: 'Java', client: 'Acme', jdRequiredSkills: ['Java'] })
      .returning();
    const [candidate] = await db
      .insert(candidates)
      .values({ name: 'Jean Dupont', email: 'jean@example.com', skills: ['Java'] })
      .returning();
    await db.insert(needCandidates).values({ needId: need!.id, candidateId: candidate!.id });
    const recorder = recordEvents(t.app.ctx.bus);

    // By hand: PATCH /candidates/{id}.
    const manual = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${candidate!.id}`,
      headers: t.auth(sales),
      payload: { phone: '+33 6 12 34 56 78' },
    });
    expect(manual.statusCode).toBe(200);
    const manualEvents = recorder.events
      .splice(0)
      .filter((e) => e.event_type === 'candidate_updated');
    expect(manualEvents).toHaveLength(1);

    // By a scoring job.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${need!.id}/candidates/${candidate!.id}/score`,
      headers: t.auth(sales),
    });
    expect(res.statusCode).toBe(200);
    const jobId = res.json().score_job_id as string;
    const complete = await recorder.waitFor(
      (e) => e.event_type === 'scoring_analysis_complete' && e.payload.score_job_id === jobId,
    );
    expect(Object.keys(complete.payload).sort()).toEqual(
      ['candidate_id', 'justification', 'need_id', 'score', 'score_job_id', 'scored_at'].sort(),
    );
    const scored = recorder.events.filter((e) => e.event_type === 'candidate_updated');
    expect(scored.map(shapeOf)).toEqual(manualEvents.map(shapeOf));
    expect(scored[0]?.payload).toMatchObject({
      need_id: need!.id,
      candidate: {
        id: candidate!.id,
        relevanceScore: complete.payload.score,
        scoreJobId: jobId,
        version: manual.json().version + 1,
      },
    });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, candidate!.id), eq(auditLog.action, 'relevance_score')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityType: 'candidate',
      actorId: sales.id,
      changes: {
        fields: ['relevanceScore', 'scoreJustification', 'scoreJobId', 'scoredAt'],
        needId: need!.id,
        score: complete.payload.score,
        flowId: jobId,
      },
    });
    recorder.stop();
  });

  it('refuses a Recruiter and unknown records', async () => {
    const recruiter = await t.createUser('Recruiter');
    const sales = await t.createUser('Sales');
    const [need] = await t.database.db
      .insert(needs)
      .values({ title: 'Need', client: 'Acme' })
      .returning();
    const payload = { need_id: need!.id, candidate_id: '00000000-0000-4000-8000-000000000000' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/analysisIA/relevance/score',
          headers: t.auth(recruiter),
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/relevance/score',
      headers: t.auth(sales),
      payload,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Candidate not found');
  });
});
