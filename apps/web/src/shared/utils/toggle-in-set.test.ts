import { describe, expect, it } from 'vitest';
import { toggleInSet } from './toggle-in-set.ts';

describe('toggleInSet', () => {
  it('adds a missing item and removes a present one, leaving the given set as it was', () => {
    const set = new Set(['a']);
    expect([...toggleInSet(set, 'b')]).toEqual(['a', 'b']);
    expect([...toggleInSet(set, 'a')]).toEqual([]);
    expect([...set]).toEqual(['a']);
  });
});
