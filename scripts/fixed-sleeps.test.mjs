import { describe, expect, it } from 'vitest';
import { fixedSleeps, isTestCode, repositorySleeps } from './fixed-sleeps.mjs';

describe('fixed sleeps in tests', () => {
  it('finds none', () => {
    expect(repositorySleeps()).toEqual([]);
  });

  it('catches a planted sleep in each of its forms, in test code only', () => {
    const planted = [
      'await page.waitForTimeout(500);',
      'await new Promise((r) => setTimeout(r, 300));',
      'await new Promise((resolve) => setTimeout(resolve, 25));',
      'await sleep(250);',
      "import { setTimeout as sleepFor } from 'node:timers/promises';",
    ];
    for (const line of planted)
      expect(fixedSleeps('e2e/x.spec.ts', `it('waits', async () => {\n  ${line}\n});`)).toEqual([
        `e2e/x.spec.ts:2: ${line}`,
      ]);
    expect(isTestCode('apps/server/src/modules/jobs/jobs.test.ts')).toBe(true);
    expect(isTestCode('e2e/support/team.ts')).toBe(true);
    expect(isTestCode('apps/server/src/modules/jobs/jobs.ts')).toBe(false);
    expect(isTestCode('apps/server/test/until.ts')).toBe(false);
  });

  it('leaves waits for a condition and fake clocks alone', () => {
    const waits = [
      'await until(() => rows.length > 0, { message: "no row" });',
      'await vi.waitFor(() => expect(events).toHaveLength(1));',
      'await vi.advanceTimersByTimeAsync(120);',
      'await expect(page.getByText("Saved")).toBeVisible();',
    ];
    for (const line of waits) expect(fixedSleeps('a.test.ts', line)).toEqual([]);
  });
});
