import { describe, expect, it } from 'vitest';
import { getTableMinWidth, getVisibleTableColumns } from './needs-table-columns.ts';

const active = { variant: 'active', hasActions: true } as const;

describe('needs table columns by width', () => {
  it('shows every column on a wide screen', () => {
    expect(getVisibleTableColumns(1600, active).size).toBe(11);
  });

  it('folds the less important columns away at 768 px, the title keeping its room', () => {
    const shown = getVisibleTableColumns(720, active);
    expect([...shown].sort()).toEqual(['actions', 'client', 'priority', 'status', 'title']);
    expect(getTableMinWidth(shown)).toBeLessThanOrEqual(720);
  });

  it('keeps title and actions even on the narrowest table', () => {
    expect([...getVisibleTableColumns(200, active)].sort()).toEqual(['actions', 'title']);
  });

  it('never offers the analysis and order clients of Finished Needs, nor actions without any', () => {
    const shown = getVisibleTableColumns(0, { variant: 'finished', hasActions: false });
    expect(shown.has('analysis') || shown.has('orderClients') || shown.has('actions')).toBe(false);
    expect(shown.size).toBe(8);
  });
});
