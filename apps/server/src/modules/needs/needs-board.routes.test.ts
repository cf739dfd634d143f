import {
  countStageChips,
  getDecisiveStep,
  type TNeedBoard,
  type TNeedBoardCard,
} from '@staffing/domain';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { steps } from '../../db/schema/index.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';

describe('GET /api/v1/needs/board', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  const getBoard = async (user: TTestUser, query = ''): Promise<TNeedBoard> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/board${query}`,
      headers: t.auth(user),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byId = (board: TNeedBoard, id: string): TNeedBoardCard | undefined =>
    board.items.find((c) => c.id === id);

  /** Steps written straight to the table, in creation order (seq follows the inserts). */
  async function writeSteps(
    needId: string,
    candidateId: string,
    list: { type: string; detail?: Record<string, unknown> }[],
  ) {
    for (const s of list)
      await t.app.ctx.db
        .insert(steps)
        .values({ needId, candidateId, ...s, detail: s.detail ?? null });
  }

  it('needs a session and answers every role that opens the board, Recruiter included', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/needs/board' });
    expect(anonymous.statusCode).toBe(401);
    const need = await kit.createNeed({ title: 'Visible to all' });
    for (const role of ['Admin', 'Sales', 'Recruiter'] as const) {
      const board = await getBoard(await t.createUser(role));
      expect(byId(board, need.id)?.title).toBe('Visible to all');
    }
  });

  it('shows active needs newest first with what a card shows, and counts per column', async () => {
    const sales = await t.createUser('Sales', { name: 'Jane Seller' });
    const older = await kit.createNeed({
      title: 'Older',
      createdAt: new Date(Date.now() - 86_400_000),
      consultants: [sales.id],
      priority: 'P1',
      quantity: 3,
      column: 'CANDIDATE_SENT',
      progressPct: 40,
    });
    const newer = await kit.createNeed({
      title: 'Newer',
      column: 'FROZEN',
      previousColumn: 'CANDIDATE_SENT',
    });
    await kit.createNeed({ title: 'Sold', column: 'SALE' });
    await kit.createNeed({ title: 'Gone', column: 'DELETED' });

    const board = await getBoard(sales);
    expect(board.items.map((c) => c.title)).toEqual(['Newer', 'Older']);
    expect(board.columnCounts).toEqual({ FROZEN: 1, CANDIDATE_SENT: 1 });
    expect(byId(board, older.id)).toEqual({
      id: older.id,
      title: 'Older',
      client: 'Acme',
      priority: 'P1',
      quantity: 3,
      column: 'CANDIDATE_SENT',
      previousColumn: null,
      progressPct: 40,
      consultants: [sales.id],
      ownerName: 'Jane Seller',
      createdAt: older.createdAt.toISOString(),
      version: older.version,
      candidateCount: 0,
      stageCounts: {},
      candidatePreview: [],
    });
    expect(byId(board, newer.id)).toMatchObject({
      previousColumn: 'CANDIDATE_SENT',
      ownerName: null,
      consultants: [],
    });
  });

  it('counts candidates per stage chip as the cards did from the bulk candidates', async () => {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({ title: 'Pipeline' });
    const other = await kit.createNeed({ title: 'Other' });
    const add = async (name: string, skills: string[]): Promise<{ id: string }> => {
      const email = `${name.toLowerCase()}@example.com`;
      const reply = await kit.addCandidate(sales, need.id, { name, email, skills });
      return reply.candidate ?? reply;
    };
    const ada = await add('Ada', ['Java', 'Spring', 'SQL']);
    const bob = await add('Bob', ['Go']);
    const cyd = await add('Cyd', []);
    const dan = await add('Dan', []);
    const eve = await add('Eve', []);
    await writeSteps(need.id, bob.id, [{ type: 'CANDIDATE_SENT' }]);
    // A NO_GO decision rejects the candidate whatever came after it.
    await writeSteps(need.id, cyd.id, [
      { type: 'GO_NOGO', detail: { decision: 'NO_GO' } },
      { type: 'SALE' },
    ]);
    await writeSteps(need.id, dan.id, [{ type: 'GO_NOGO', detail: { decision: 'GO' } }]);
    // SALE has no chip.
    await writeSteps(need.id, eve.id, [{ type: 'SALE' }]);
    await writeSteps(other.id, ada.id, [{ type: 'GO_NOGO' }]);

    const board = await getBoard(sales);
    const card = byId(board, need.id)!;
    expect(card.candidateCount).toBe(5);
    expect(card.candidatePreview).toEqual([
      { id: ada.id, name: 'Ada', skills: ['Java', 'Spring'] },
      { id: bob.id, name: 'Bob', skills: ['Go'] },
    ]);

    const bulk = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/bulk?need_ids=${need.id}`,
      headers: t.auth(sales),
    });
    const list = bulk.json()[need.id] as Parameters<typeof getDecisiveStep>[0][];
    const expected = Object.fromEntries(
      countStageChips(list.map((c) => getDecisiveStep(c))).map((c) => [c.key, c.count]),
    );
    expect(card.stageCounts).toEqual(expected);
    expect(card.stageCounts).toEqual({ I: 1, S: 1, GO: 1, NO: 1 });
    // Ada is not linked to the other need: its step there counts for nobody.
    expect(byId(board, other.id)).toMatchObject({ candidateCount: 0, stageCounts: {} });
  });

  it('filters like the board: search (accents folded), priorities, clients, consultants, ids', async () => {
    const sales = await t.createUser('Sales');
    const java = await kit.createNeed({
      title: 'Développeur Java',
      client: 'Société Générale',
      priority: 'P1',
      consultants: [sales.id],
    });
    const cobol = await kit.createNeed({ title: 'COBOL', client: 'Bank', priority: 'P3' });
    const titles = async (query: string) =>
      (await getBoard(sales, query)).items.map((c) => c.title).sort();

    expect(await titles('?search=developpeur')).toEqual(['Développeur Java']);
    expect(await titles('?search=100%25')).toEqual([]);
    expect(await titles('?priorities=P3,P2')).toEqual(['COBOL']);
    expect(await titles(`?clients=${encodeURIComponent('Société Générale')}`)).toEqual([
      'Développeur Java',
    ]);
    expect(await titles(`?consultant=${sales.id},someone-else`)).toEqual(['Développeur Java']);
    expect(await titles(`?consultant_id=${sales.id}`)).toEqual(['Développeur Java']);
    expect(await titles(`?ids=${cobol.id},not-a-uuid`)).toEqual(['COBOL']);
    expect(await titles('?ids=not-a-uuid')).toEqual([]);
    expect(await titles(`?ids=${java.id},${cobol.id}&priorities=P1`)).toEqual(['Développeur Java']);
  });

  it('refuses filters past their bounds with 422', async () => {
    const sales = await t.createUser('Sales');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/needs/board?search=${'x'.repeat(201)}`,
      headers: t.auth(sales),
    });
    expect(res.statusCode).toBe(422);
  });
});
