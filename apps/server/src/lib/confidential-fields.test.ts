import { describe, expect, it } from 'vitest';
import { forRole, withoutCost } from './confidential-fields.ts';

describe('withoutCost', () => {
  it('drops the cost at any depth and leaves the input alone', () => {
    const input = {
      items: [{ id: 'a', consultantDailyCost: 400, needs: [] }],
      candidate: { consultant_daily_cost: 1, name: 'x' },
      total: 1,
    };
    const out = withoutCost(input);
    expect(out).toEqual({ items: [{ id: 'a', needs: [] }], candidate: { name: 'x' }, total: 1 });
    expect(input.items[0]).toHaveProperty('consultantDailyCost', 400);
  });

  it('returns the same reference when there is nothing to drop', () => {
    const input = { items: [{ id: 'a' }], when: new Date(0) };
    expect(withoutCost(input)).toBe(input);
  });

  it('keeps the cost for Admin and Sales only', () => {
    const c = { consultantDailyCost: 400 };
    expect(forRole(c, 'Admin')).toBe(c);
    expect(forRole(c, 'Sales')).toBe(c);
    expect(forRole(c, 'Recruiter')).toEqual({});
  });
});
