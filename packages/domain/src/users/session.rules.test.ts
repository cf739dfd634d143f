import { describe, expect, it } from 'vitest';
import { describeLoginWait, loginBackoffSeconds } from './session.rules.ts';

describe('loginBackoffSeconds', () => {
  it('lets the first failures through, then doubles from 30 s up to 15 minutes', () => {
    expect([1, 5, 10].map((n) => loginBackoffSeconds(n, 10))).toEqual([0, 0, 0]);
    expect([11, 12, 13, 14, 15].map((n) => loginBackoffSeconds(n, 10))).toEqual([
      30, 60, 120, 240, 480,
    ]);
    expect(loginBackoffSeconds(16, 10)).toBe(900);
    expect(loginBackoffSeconds(10_000, 10)).toBe(900);
  });
});

describe('describeLoginWait', () => {
  it('says how long to wait in seconds or whole minutes', () => {
    expect(describeLoginWait(1)).toBe(
      'Too many login attempts. Please wait 1 second and try again.',
    );
    expect(describeLoginWait(30)).toBe(
      'Too many login attempts. Please wait 30 seconds and try again.',
    );
    expect(describeLoginWait(61)).toBe(
      'Too many login attempts. Please wait 2 minutes and try again.',
    );
    expect(describeLoginWait(60)).toBe(
      'Too many login attempts. Please wait 1 minute and try again.',
    );
  });
});
