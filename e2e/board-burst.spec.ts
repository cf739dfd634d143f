import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { paced } from './support/pace.ts';
import { createTeam } from './support/team.ts';
import type { Browser } from 'playwright-core';

type TNeed = { id: string };

const BURST_MOVES = 40;
const BURST_MS = 3000;
const WINDOW_MS = 5000;

describe('board under a burst of moves by another user', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ admin } = await createTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('40 moves in 3 s read the board at most twice per path in 5 s, and every card lands in its new column', async () => {
    const api = apiClient(server.url);
    const ids: string[] = [];
    for (let i = 1; i <= BURST_MOVES; i += 1) {
      const need = await api.post<TNeed>(admin.access_token, '/api/v1/needs', {
        title: `Burst need ${i}`,
        client: 'Burstco',
        tjm: 500,
      });
      await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
        name: `Burst Person ${i}`,
        email: `burst.${i}@example.com`,
      });
      ids.push(need.id);
    }

    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    const before = page.getByTestId('column-no-candidate');
    await before.getByTestId('column-count').filter({ hasText: /^40$/ }).waitFor();

    const seen: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) seen.push({ path: url.pathname, at: Date.now() });
    });

    // Ada moves the 40 needs over 3 s: the pace is the other user's, the browser is not waited on.
    const start = Date.now();
    await paced(ids, BURST_MS, (id) =>
      api.patch(admin.access_token, `/api/v1/needs/${id}/column`, { column: 'CANDIDATE_SENT' }),
    );

    const after = page.getByTestId('column-candidate-sent');
    await after.getByTestId('column-count').filter({ hasText: /^40$/ }).waitFor();
    // The stage counts follow too: each candidate got its Sent step from the server.
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-testid="column-candidate-sent"] [data-testid="stage-chip-S"]',
        ).length === 40,
    );
    await page.waitForFunction((end) => Date.now() > end, start + WINDOW_MS);
    await screenshot(page, 'board-burst-after');

    for (let i = 1; i <= BURST_MOVES; i += 1)
      expect(await after.getByText(`Burst need ${i}`, { exact: true }).count()).toBe(1);
    expect(await before.getByTestId('need-card').count()).toBe(0);

    const perPath = new Map<string, number>();
    for (const r of seen.filter((r) => r.at - start <= WINDOW_MS))
      perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
    const over = [...perPath].filter(([, n]) => n > 2);
    expect(over, JSON.stringify([...perPath])).toEqual([]);
    expect(perPath.get('/api/v1/needs/board') ?? 0).toBeLessThanOrEqual(2);
    await context.close();
  });
});
