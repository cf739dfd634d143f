import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEED_MESSAGES } from '@staffing/domain';
import { useTestContext } from '../../../test/test-app.ts';
import { steps } from '../../db/schema/index.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';

describe('a move and the steps it gives the need candidates', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  async function needWithThree() {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const people = [];
    for (const name of ['Ann', 'Bob', 'Cy'])
      people.push(await kit.addCandidate(sales, need.id, { name, email: `${name}@example.com` }));
    return { sales, need, people };
  }
  const sentSteps = (needId: string) =>
    t.app.ctx.db
      .select()
      .from(steps)
      .where(and(eq(steps.needId, needId), eq(steps.type, 'CANDIDATE_SENT')));

  it('gives the step only to the candidates not left out, and answers the ids it wrote', async () => {
    const { sales, need, people } = await needWithThree();
    const [ann, bob, cy] = people;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}/column`,
      headers: t.auth(sales),
      payload: { column: 'CANDIDATE_SENT', skipCandidateIds: [bob!.id] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await sentSteps(need.id);
    expect(rows.map((r) => r.candidateId).sort()).toEqual([ann!.id, cy!.id].sort());
    expect(moved.json().addedStepIds.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(moved.json()).toMatchObject({ id: need.id, column: 'CANDIDATE_SENT' });

    // Undo: the move back adds nothing, and deleting the answered ids leaves no Sent step.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}/column`,
      headers: t.auth(sales),
      payload: { column: need.column },
    });
    expect(back.json().addedStepIds).toEqual([]);
    for (const id of moved.json().addedStepIds as string[]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/steps/${id}`,
        headers: t.auth(sales),
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    }
    expect(await sentSteps(need.id)).toEqual([]);
  });

  it('without a list every candidate the rule names gets the step (API clients as before)', async () => {
    const { sales, need } = await needWithThree();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}/column`,
      headers: t.auth(sales),
      payload: { column: 'CANDIDATE_SENT' },
    });
    expect(moved.json().addedStepIds).toHaveLength(3);
    expect(await sentSteps(need.id)).toHaveLength(3);
  });

  it('refuses a list that does not hold candidate ids, in its own words', async () => {
    const { sales, need } = await needWithThree();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}/column`,
      headers: t.auth(sales),
      payload: { column: 'CANDIDATE_SENT', skipCandidateIds: ['nope'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(NEED_MESSAGES.skipCandidateInvalid);
    expect(await sentSteps(need.id)).toEqual([]);
  });
});
