import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { steps } from '../../db/schema/index.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';

const DAY = 86_400_000;
const SENT = {
  type: 'CANDIDATE_SENT',
  detailCandidateSent: { clientName: 'Acme', clientEmail: 'buyer@acme.fr' },
};

describe('follow-ups', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  /** A need with a candidate sent `daysAgo` days ago (the step's date, back-dated). */
  async function sentPair(daysAgo: number, name = 'Ada Lovelace', needValues = {}) {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({ title: `Data engineer ${name}`, ...needValues });
    const candidate = await kit.addCandidate(sales, need.id, {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    });
    const step = await kit.addStep(sales, need.id, candidate.id, {
      ...SENT,
      date: new Date(Date.now() - daysAgo * DAY).toISOString(),
    });
    expect(step.statusCode, step.body).toBe(201);
    return { sales, need, candidate, step: step.json() as { id: string } };
  }

  it('lists the pairs sent N days ago or more with no later step, longest waiting first', async () => {
    const late = await sentPair(9, 'Ada Lovelace');
    const due = await sentPair(6, 'Grace Hopper');
    await sentPair(2, 'Alan Turing');
    const answered = await sentPair(10, 'Edsger Dijkstra');
    await kit.addStep(answered.sales, answered.need.id, answered.candidate.id, {
      type: 'CANDIDATE_INTERVIEW',
      detailCandidateInterview: { interviewLocation: 'Paris' },
    });
    await sentPair(8, 'Barbara Liskov', { column: 'CANCELED' });

    const res = await t.app.inject({ url: '/api/v1/follow-ups', headers: t.auth(late.sales) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(page.items.map((i: { candidateName: string }) => i.candidateName)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(page.items[1]).toMatchObject({
      needId: due.need.id,
      needTitle: 'Data engineer Grace Hopper',
      client: 'Acme',
      candidateId: due.candidate.id,
      stepId: due.step.id,
      daysWaiting: 6,
      clientEmail: 'buyer@acme.fr',
    });

    const second = await t.app.inject({
      url: '/api/v1/follow-ups?page=2&size=1',
      headers: t.auth(late.sales),
    });
    expect(second.json()).toMatchObject({
      total: 2,
      pages: 2,
      items: [{ candidateName: 'Grace Hopper' }],
    });
  });

  it('flags the pair on the need candidates cards', async () => {
    const { sales, need, candidate } = await sentPair(6);
    const res = await t.app.inject({
      url: `/api/v1/needs/${need.id}/candidates`,
      headers: t.auth(sales),
    });
    expect(res.json()[0]).toMatchObject({
      id: candidate.id,
      followUp: { due: true, daysWaiting: 6 },
    });
    const fresh = await sentPair(1, 'Grace Hopper');
    const other = await t.app.inject({
      url: `/api/v1/candidates/by-need/${fresh.need.id}/with-status`,
      headers: t.auth(sales),
    });
    expect(other.json()[0].followUp).toMatchObject({ due: false, daysWaiting: 1 });
  });

  it('leaves a frozen need out of the list and off its cards alike', async () => {
    const { sales, need } = await sentPair(9, 'Ada Lovelace', { column: 'FROZEN' });
    const list = await t.app.inject({ url: '/api/v1/follow-ups', headers: t.auth(sales) });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    for (const url of [
      `/api/v1/needs/${need.id}/candidates`,
      `/api/v1/candidates/by-need/${need.id}/with-status`,
    ]) {
      const res = await t.app.inject({ url, headers: t.auth(sales) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[0].followUp, url).toBeNull();
    }
  });

  it('refuses Recruiters the list and the drafted mail', async () => {
    const { need, candidate } = await sentPair(6);
    const recruiter = await t.createUser('Recruiter');
    const list = await t.app.inject({ url: '/api/v1/follow-ups', headers: t.auth(recruiter) });
    expect(list.statusCode).toBe(403);
    const mail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/follow_up_emails/generate',
      headers: t.auth(recruiter),
      payload: { needId: need.id, candidateId: candidate.id },
    });
    expect(mail.statusCode).toBe(403);
  });

  it('drafts the follow-up e-mail from the template', async () => {
    const { sales, need, candidate, step } = await sentPair(6);
    const sentOn = (
      await t.app.ctx.db.select({ date: steps.date }).from(steps).where(eq(steps.id, step.id))
    )[0]!.date;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analysisIA/follow_up_emails/generate',
      headers: t.auth(sales),
      payload: { need_id: need.id, candidate_id: candidate.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json();
    expect(mail).toMatchObject({
      subject: `Follow-up – Ada Lovelace for your "Data engineer Ada Lovelace" position`,
      to: 'buyer@acme.fr',
      message: null,
    });
    expect(mail.body).toContain(sentOn.toISOString().slice(0, 4));
    expect(mail.body).toContain(sales.name);
    expect(mail.email_content.startsWith(`Subject: ${mail.subject}\n\n`)).toBe(true);
  });

  it('answers 409 for a pair not sent, 404 for an unknown pair', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const candidate = await kit.addCandidate(sales, need.id, { name: 'Ada', email: 'a@x.io' });
    const draft = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analysisIA/follow_up_emails/generate',
        headers: t.auth(sales),
        payload,
      });
    const notSent = await draft({ needId: need.id, candidateId: candidate.id });
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().detail).toBe(
      'This candidate has not been sent to the client on this need',
    );
    const other = await kit.createNeed({ title: 'Other' });
    expect((await draft({ needId: other.id, candidateId: candidate.id })).statusCode).toBe(404);
    expect((await draft({ needId: 'nope', candidateId: candidate.id })).statusCode).toBe(404);
    expect((await draft({ needId: need.id })).statusCode).toBe(422);
  });
});
