import { describe, expect, it } from 'vitest';
import { makeDetail, makeRequest, page } from '../test/workflow-fixtures.tsx';
import {
  mergeWorkflowChangeIntoDetail,
  mergeWorkflowChangeIntoPage,
  readWorkflowChange,
} from './workflow-cache.ts';

const all = { page: 1, size: 20 };

describe('readWorkflowChange', () => {
  it('reads a serialized request, a delete, and ignores anything else', () => {
    const request = makeRequest();
    expect(readWorkflowChange(request, request.id)).toEqual({ kind: 'upsert', request });
    expect(readWorkflowChange({ id: 'x1', deleted: true }, 'x1')).toEqual({
      kind: 'deleted',
      id: 'x1',
    });
    expect(readWorkflowChange({ deleted: true }, 'x2')).toEqual({ kind: 'deleted', id: 'x2' });
    expect(readWorkflowChange({ id: 'x3', status: 'WHATEVER' }, 'x3')).toBeNull();
    expect(readWorkflowChange(null, null)).toBeNull();
  });
});

describe('mergeWorkflowChangeIntoPage', () => {
  it('replaces a held request in place with its newer state', () => {
    const a = makeRequest();
    const b = makeRequest();
    const done = { ...b, status: 'COMPLETED' as const, updatedAt: '2026-02-01T10:05:00.000Z' };
    const merged = mergeWorkflowChangeIntoPage(
      page([a, b]),
      { kind: 'upsert', request: done },
      all,
    );
    expect(merged.refetch).toBe(false);
    expect(merged.page.items).toEqual([a, done]);
  });

  it('never lets an older copy replace a newer one', () => {
    const a = makeRequest({ status: 'COMPLETED', updatedAt: '2026-02-01T10:05:00.000Z' });
    const stale = { ...a, status: 'IN_PROGRESS' as const, updatedAt: '2026-02-01T10:01:00.000Z' };
    const before = page([a]);
    expect(mergeWorkflowChangeIntoPage(before, { kind: 'upsert', request: stale }, all).page).toBe(
      before,
    );
  });

  it('removes a deleted request and lowers the total', () => {
    const a = makeRequest();
    const b = makeRequest();
    const merged = mergeWorkflowChangeIntoPage(page([a, b]), { kind: 'deleted', id: a.id }, all);
    expect(merged.page.items).toEqual([b]);
    expect(merged.page.total).toBe(1);
    expect(merged.refetch).toBe(false);
  });

  it('drops a request that left the filter and asks for a refill', () => {
    const a = makeRequest({ status: 'FAILED' });
    const retried = { ...a, status: 'IN_PROGRESS' as const, updatedAt: '2026-02-01T11:00:00.000Z' };
    const merged = mergeWorkflowChangeIntoPage(
      page([a]),
      { kind: 'upsert', request: retried },
      { ...all, status: 'FAILED' },
    );
    expect(merged.page.items).toEqual([]);
    expect(merged.refetch).toBe(true);
  });

  it('refetches the first page for an unknown request that matches, not other pages', () => {
    const fresh = makeRequest();
    expect(
      mergeWorkflowChangeIntoPage(page([]), { kind: 'upsert', request: fresh }, all).refetch,
    ).toBe(true);
    expect(
      mergeWorkflowChangeIntoPage(
        { ...page([]), page: 2 },
        { kind: 'upsert', request: fresh },
        { ...all, page: 2 },
      ).refetch,
    ).toBe(false);
    expect(
      mergeWorkflowChangeIntoPage(
        page([]),
        { kind: 'upsert', request: fresh },
        { ...all, status: 'FAILED' },
      ).refetch,
    ).toBe(false);
  });
});

describe('mergeWorkflowChangeIntoDetail', () => {
  it('takes the new fields and keeps the business context', () => {
    const request = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_1' });
    const detail = makeDetail(request);
    const done = {
      ...request,
      status: 'COMPLETED' as const,
      updatedAt: '2026-02-01T10:09:00.000Z',
    };
    expect(mergeWorkflowChangeIntoDetail(detail, done)).toEqual({
      ...done,
      context: detail.context,
    });
    expect(mergeWorkflowChangeIntoDetail(detail, makeRequest())).toBe(detail);
  });
});
