import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';
import { createRefreshScheduler } from './refresh-scheduler.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('candidate refresh scheduler', () => {
  it('waits 100 ms + 200 ms debounce, collapses bursts and throttles to one run per 2 s per need', () => {
    const run = vi.fn();
    const s = createRefreshScheduler(run, { delayMs: 100, debounceMs: 200, throttleMs: 2000 });
    s.schedule('n1');
    vi.advanceTimersByTime(150);
    s.schedule('n1');
    s.schedule('n2');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['n1'], ['n2']]);
    s.schedule('n1');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('step refresh runs 150 ms after the event', () => {
    const run = vi.fn();
    createRefreshScheduler(run, { delayMs: 150 }).schedule('n_c');
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledWith('n_c');
  });
});

describe('batch loader', () => {
  it('serves every key asked within the window with one call', async () => {
    const loadMany = vi.fn(async (keys: string[]) =>
      Object.fromEntries(keys.map((k) => [k, k.toUpperCase()])),
    );
    const loader = createBatchLoader(loadMany);
    const all = Promise.all([loader.load('a'), loader.load('b'), loader.load('a')]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(all).resolves.toEqual(['A', 'B', 'A']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'b']);
  });
});
