import { describe, expect, it } from 'vitest';
import { fixedSleeps, isTestCode, repositorySleeps } from './fixed-sleeps.mjs';

// Sleeps not yet replaced by a wait for what they wait for: this list only shrinks. (The
// journeys' health poll pauses between reads of /healthz; it can move onto `until`.)
const NOT_YET_REPLACED = { 'e2e/support/server.ts': 1 };

describe('fixed sleeps in tests', () => {
  it('finds none beyond the ones not yet replaced', () => {
    const counts = {};
    for (const hit of repositorySleeps()) {
      const file = hit.slice(0, hit.indexOf(':'));
      counts[file] = (counts[file] ?? 0) + 1;
    }
    const extra = repositorySleeps().filter((hit) => {
      const file = hit.slice(0, hit.indexOf(':'));
      return counts[file] > (NOT_YET_REPLACED[file] ?? 0);
    });
    expect(extra).toEqual([]);
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
