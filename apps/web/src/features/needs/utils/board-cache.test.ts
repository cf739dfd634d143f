import { describe, expect, it } from 'vitest';
import type { TNeedBoard } from '@staffing/domain';
import {
  patchBoardNeed,
  removeBoardNeed,
  replaceBoardRows,
  toBoardCard,
  upsertBoardNeed,
} from './board-cache.ts';
import { makeNeed } from './need-fixture.ts';

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const needA = makeNeed({ id: A, title: 'Kotlin dev', version: 2 });
const counted = {
  ...toBoardCard(needA),
  candidateCount: 1,
  stageCounts: { S: 1 },
  candidatePreview: [{ id: 'c1', name: 'Ada', skills: [] }],
};
const board: TNeedBoard = { items: [counted], columnCounts: { NO_CANDIDATE: 1 } };

describe('board cache', () => {
  it('a whole need replaces its card and keeps the stage counts it cannot know', () => {
    const next = upsertBoardNeed(board, { ...needA, title: 'Kotlin lead', version: 3 }, {});
    expect(next.items[0]).toMatchObject({
      title: 'Kotlin lead',
      version: 3,
      stageCounts: { S: 1 },
    });
    expect(next.items[0]?.candidatePreview).toHaveLength(1);
    // An older copy never wins.
    expect(upsertBoardNeed(next, needA, {})).toBe(next);
  });

  it('a new need goes on top when it matches the search, and a finished one leaves', () => {
    const other = makeNeed({ id: B, title: 'COBOL', description: 'mainframe', version: 1 });
    expect(upsertBoardNeed(board, other, { search: 'java' })).toBe(board);
    const added = upsertBoardNeed(board, other, { search: 'MAINFRAME' });
    expect(added.items.map((c) => c.id)).toEqual([B, A]);
    expect(added.columnCounts).toEqual({ NO_CANDIDATE: 2 });
    const sold = upsertBoardNeed(added, { ...other, column: 'SALE', version: 2 }, {});
    expect(sold.items.map((c) => c.id)).toEqual([A]);
  });

  it('a patch moves the card and recounts the columns', () => {
    const moved = patchBoardNeed(board, A, { column: 'CANDIDATE_SENT', progressPct: 40 });
    expect(moved.items[0]).toMatchObject({ column: 'CANDIDATE_SENT', progressPct: 40 });
    expect(moved.columnCounts).toEqual({ CANDIDATE_SENT: 1 });
    expect(patchBoardNeed(board, A, { column: 'CANCELED' }).items).toEqual([]);
    expect(patchBoardNeed(board, B, { title: 'x' })).toBe(board);
    expect(removeBoardNeed(board, A).items).toEqual([]);
  });

  it('fresh rows replace their cards; only created ones are added', () => {
    const fresh = { ...counted, stageCounts: { IW: 1 } };
    const other = { ...toBoardCard(makeNeed({ id: B })), version: 1 };
    expect(replaceBoardRows(board, [fresh, other]).items).toEqual([fresh]);
    expect(replaceBoardRows(board, [fresh, other], [B]).items.map((c) => c.id)).toEqual([B, A]);
  });
});
