import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createCoalescer, invalidateCoalesced } from './invalidation-coalescer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('invalidation coalescer', () => {
  it('flushes every key once, together, after a quiet moment', () => {
    const flush = vi.fn();
    const c = createCoalescer(flush, { debounceMs: 400, maxWaitMs: 2000 });
    c.add(['candidates', 'need', 'n1']);
    vi.advanceTimersByTime(300);
    c.add(['candidates', 'need', 'n2']);
    c.add(['candidates', 'need', 'n1']);
    vi.advanceTimersByTime(399);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush.mock.calls).toEqual([
      [
        [
          ['candidates', 'need', 'n1'],
          ['candidates', 'need', 'n2'],
        ],
      ],
    ]);
  });

  it('a burst that never pauses still flushes every maxWait, then once after it ends', () => {
    const flush = vi.fn();
    const c = createCoalescer(flush, { debounceMs: 400, maxWaitMs: 2000 });
    // 40 events, one every 50 ms (2 s), each for another need.
    for (let i = 0; i < 40; i += 1) {
      c.add(['candidates', 'need', `n${i}`]);
      vi.advanceTimersByTime(50);
    }
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush.mock.calls[0]![0]).toHaveLength(40);
    vi.advanceTimersByTime(400);
    expect(flush).toHaveBeenCalledTimes(1);
    c.add(['candidates', 'need', 'late']);
    vi.advanceTimersByTime(400);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('a 5 s storm of events costs at most one flush per 2 s plus the trailing one', () => {
    const flush = vi.fn();
    const c = createCoalescer(flush, { debounceMs: 400, maxWaitMs: 2000 });
    for (let t = 0; t < 5000; t += 20) {
      c.add(['candidates', 'bulk']);
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(400);
    expect(flush.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('flushNow refreshes at once and cancel forgets what waits', () => {
    const flush = vi.fn();
    const c = createCoalescer(flush);
    c.add(['a']);
    c.flushNow();
    expect(flush).toHaveBeenCalledWith([['a']]);
    c.add(['b']);
    c.cancel();
    vi.advanceTimersByTime(5000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('invalidates the queries of one client through one shared coalescer', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    invalidateCoalesced(client, ['needs', 'clients']);
    invalidateCoalesced(client, ['needs', 'clients']);
    invalidateCoalesced(client, ['candidates', 'bulk']);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(spy.mock.calls).toEqual([
      [{ queryKey: ['needs', 'clients'] }],
      [{ queryKey: ['candidates', 'bulk'] }],
    ]);
  });

  it('drops what waits when the session ends and the cache is emptied', () => {
    const client = new QueryClient();
    client.setQueryData(['needs', 'clients'], []);
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    invalidateCoalesced(client, ['needs', 'clients']);
    client.clear();
    vi.advanceTimersByTime(5000);
    expect(spy).not.toHaveBeenCalled();
    // The next session's refreshes go through as before.
    invalidateCoalesced(client, ['needs', 'clients']);
    vi.advanceTimersByTime(400);
    expect(spy).toHaveBeenCalledOnce();
  });
});
