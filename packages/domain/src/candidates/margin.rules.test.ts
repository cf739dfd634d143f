import { describe, expect, it } from 'vitest';
import { billedTjmOf, formatMargin, marginOf } from './margin.rules.ts';

describe('marginOf', () => {
  it('is billed − cost, and that over billed as the rate', () => {
    expect(marginOf(600, 450)).toEqual({ amount: 150, rate: 0.25 });
    expect(marginOf(500, 550)).toEqual({ amount: -50, rate: -0.1 });
  });

  it('needs both amounts', () => {
    expect(marginOf(null, 450)).toBeNull();
    expect(marginOf(600, undefined)).toBeNull();
    expect(marginOf(Number.NaN, 1)).toBeNull();
  });

  it('has no rate for a zero TJM', () => {
    expect(marginOf(0, 100)).toEqual({ amount: -100, rate: null });
  });

  it('rounds the amount to cents', () => {
    expect(marginOf(600.105, 100.1)?.amount).toBe(500.01);
  });
});

describe('billedTjmOf', () => {
  it("prefers the need's TJM, else the expected TJM", () => {
    expect(billedTjmOf(700, 500)).toBe(700);
    expect(billedTjmOf(null, 500)).toBe(500);
    expect(billedTjmOf(undefined, null)).toBeNull();
  });
});

describe('formatMargin', () => {
  it('shows euros a day and the rate', () => {
    expect(formatMargin({ amount: 150, rate: 0.25 })).toBe('150 €/day · 25 %');
    expect(formatMargin({ amount: 12.5, rate: null })).toBe('12.50 €/day');
  });
});
