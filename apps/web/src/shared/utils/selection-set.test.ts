import { describe, expect, it } from 'vitest';
import { setInSelection, toggleInSelection } from './selection-set.ts';

describe('toggleInSelection', () => {
  it('adds an id that is not selected and removes one that is, leaving the old set alone', () => {
    const before = new Set(['a']);
    expect([...toggleInSelection(before, 'b')]).toEqual(['a', 'b']);
    expect([...toggleInSelection(before, 'a')]).toEqual([]);
    expect([...before]).toEqual(['a']);
  });
});

describe('setInSelection', () => {
  it('selects or unselects all the ids given, keeping the others', () => {
    const before = new Set(['a', 'x']);
    expect([...setInSelection(before, ['a', 'b'], true)]).toEqual(['a', 'x', 'b']);
    expect([...setInSelection(before, ['a', 'b'], false)]).toEqual(['x']);
    expect([...before]).toEqual(['a', 'x']);
  });
});
