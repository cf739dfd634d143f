import { describe, expect, it } from 'vitest';
import { shouldFetchFlows } from './fetch-gate.ts';

describe('shouldFetchFlows', () => {
  const now = 1_000_000;
  it('skips a non-forced fetch within 30 s of the last one', () => {
    expect(shouldFetchFlows({ force: false, now, lastFetchAt: now - 29_999 })).toBe(false);
    expect(shouldFetchFlows({ force: false, now, lastFetchAt: now - 30_000 })).toBe(true);
  });
  it('always runs a forced fetch and the first one', () => {
    expect(shouldFetchFlows({ force: true, now, lastFetchAt: now - 1 })).toBe(true);
    expect(shouldFetchFlows({ force: false, now, lastFetchAt: null })).toBe(true);
  });
});
