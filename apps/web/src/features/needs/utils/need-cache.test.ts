import { describe, expect, it } from 'vitest';
import { toPage } from '@staffing/domain';
import { makeNeed } from './need-fixture.ts';
import {
  mergeNeedPatch,
  patchNeedInPage,
  readNeedPatch,
  removeNeedFromPage,
  upsertNeedInPage,
} from './need-cache.ts';

const a = makeNeed({ id: 'a', title: 'Alpha' });
const b = makeNeed({ id: 'b', title: 'Beta', client: 'Globex' });

describe('needs caches', () => {
  it('puts a new need on top of a list it belongs to, and nowhere else', () => {
    const page = toPage([a], 1, 1, 100);
    const c = makeNeed({ id: 'c', title: 'Gamma' });
    expect(upsertNeedInPage(page, c, { scope: 'active' }).items.map((n) => n.id)).toEqual([
      'c',
      'a',
    ]);
    expect(upsertNeedInPage(page, c, { scope: 'active' }).total).toBe(2);
    expect(upsertNeedInPage(page, c, { scope: 'finished' })).toBe(page);
    expect(upsertNeedInPage(page, c, { scope: 'active', clients: ['Globex'] })).toBe(page);
  });

  it('replaces in place, and drops a need that left the list (sold leaves the active list)', () => {
    const page = toPage([a, b], 2, 1, 100);
    const renamed = upsertNeedInPage(page, { ...b, title: 'Beta 2' }, { scope: 'active' });
    expect(renamed.items.map((n) => n.title)).toEqual(['Alpha', 'Beta 2']);
    const sold = upsertNeedInPage(
      page,
      { ...b, column: 'SALE', status: 'sold' },
      { scope: 'active' },
    );
    expect(sold.items.map((n) => n.id)).toEqual(['a']);
    expect(sold.total).toBe(1);
  });

  it('derives the status when only a column came, and ignores older payloads', () => {
    const need = makeNeed({ version: 3 });
    expect(mergeNeedPatch(need, { column: 'GO_NOGO' })).toMatchObject({
      column: 'GO_NOGO',
      status: 'go-nogo',
    });
    expect(mergeNeedPatch(need, { column: 'SALE', version: 2 })).toBe(need);
    expect(mergeNeedPatch(need, { title: 'New', version: 4 })).toMatchObject({
      title: 'New',
      version: 4,
    });
  });

  it('merges a partial live update idempotently', () => {
    const page = toPage([a, b], 2, 1, 100);
    const once = patchNeedInPage(
      page,
      'a',
      { column: 'CANDIDATE_SENT', version: 2 },
      { scope: 'active' },
    );
    const twice = patchNeedInPage(
      once,
      'a',
      { column: 'CANDIDATE_SENT', version: 2 },
      { scope: 'active' },
    );
    expect(twice.items).toEqual(once.items);
    expect(once.items[0]).toMatchObject({ column: 'CANDIDATE_SENT', status: 'candidate-sent' });
    expect(patchNeedInPage(page, 'missing', { title: 'x' }, {})).toBe(page);
  });

  it('removes a deleted need', () => {
    const page = toPage([a, b], 2, 1, 100);
    expect(removeNeedFromPage(page, 'a').items.map((n) => n.id)).toEqual(['b']);
    expect(removeNeedFromPage(page, 'zzz')).toBe(page);
  });

  it('reads a live payload: the full need when sent, else its fields without event-only keys', () => {
    expect(readNeedPatch({ title: 'T', version: 2, need: a }).need).toBe(a);
    expect(
      readNeedPatch({
        action: 'CANDIDATE_DETACHED',
        candidate_id: 'c',
        column: 'GO_NOGO',
        progressPct: 80,
      }),
    ).toEqual({
      need: null,
      patch: { column: 'GO_NOGO', progressPct: 80 },
    });
    expect(readNeedPatch(null)).toEqual({ need: null, patch: {} });
  });
});
