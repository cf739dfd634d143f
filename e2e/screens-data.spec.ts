import crypto from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { paced } from './support/pace.ts';
import { until } from './support/waits.ts';
import { createTeam } from './support/team.ts';

type TNeed = { id: string; title: string };

const NEEDS_SCOPE = 'Search needs by title, client or description...';
const CANDIDATES_SCOPE = 'Search candidates by name, email, role, trigramme or skills...';

/** Every search box a person can see on the page (whatever page or top bar it sits in). */
/** A view's own search boxes: the top bar's global search (it opens the palette) is apart. */
const visibleSearchBoxes = (page: Page) =>
  page.locator('input[placeholder^="Search"]:not([placeholder$="(⌘K)"]):visible');

const card = (page: Page, title: string) =>
  page.getByTestId('need-card').filter({ hasText: title });

/** A short marker so each journey's data is its own on the shared server. */
const newRun = () => `r${crypto.randomBytes(3).toString('hex')}`;

/** Resolves once no request of the page has been in flight for `quietMs` (the live socket aside). */
async function waitForQuietNetwork(page: Page, quietMs = 1500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = (r: Request) => {
    if (r.resourceType() === 'websocket') return;
    inFlight += 1;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await until(() => inFlight === 0 && Date.now() - last >= quietMs, {
      timeout: 60_000,
      interval: 100,
      message: 'the network never went quiet',
    });
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

describe.each(e2eDriver('postgres'))(
  'screens data: search, stale data, live bursts (%s database)',
  (driver) => {
    let server: TServer;
    let browser: Browser;
    let admin: TSession;
    let sales: TSession;

    beforeAll(async () => {
      server = await startServer({}, { driver });
      browser = await launchBrowser();
      const api = apiClient(server.url);
      ({ admin } = await createTeam(server.url));
      sales = await api.login('sam@example.com', 'password123');
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('each view has one search box that states its scope, and Clear all resets its search and filters', async () => {
      const api = apiClient(server.url);
      const run = newRun();
      const alpha = `${run} Alpha Kotlin lead`;
      const beta = `${run} Beta Rust lead`;
      await api.post(sales.access_token, '/api/v1/needs', {
        title: alpha,
        client: 'Alphaco',
        priority: 'P1',
        tjm: 600,
      });
      await api.post(sales.access_token, '/api/v1/needs', {
        title: beta,
        client: 'Betaco',
        priority: 'P2',
        tjm: 600,
      });

      const { context, page } = await signIn(browser, server.url, 'sam@example.com');
      await card(page, alpha).waitFor();
      await card(page, beta).waitFor();

      // The board: one search box, saying what it searches, beside the top bar's global search.
      expect(await visibleSearchBoxes(page).count()).toBe(1);
      expect(await page.getByPlaceholder('Search needs, clients... (⌘K)').count()).toBe(1);
      const boardSearch = page.getByRole('textbox', { name: 'Search needs' });
      expect(await boardSearch.getAttribute('placeholder')).toBe(NEEDS_SCOPE);

      // The filter panel has no second search box; a priority filter and the search combine.
      await page.getByRole('button', { name: 'Filters' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('checkbox', { name: 'P1' }).click();
      await page.waitForURL((url) => url.searchParams.get('priorities') === 'P1');
      expect(await visibleSearchBoxes(page).count()).toBe(1);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await boardSearch.fill(run);
      await page.waitForURL((url) => url.searchParams.get('search') === run);
      expect(new URL(page.url()).searchParams.get('priorities')).toBe('P1');
      await card(page, beta).waitFor({ state: 'detached' });
      await card(page, alpha).waitFor();
      await screenshot(page, 'screens-data-01-board-search-and-filter');

      await page.getByRole('button', { name: 'Clear all' }).click();
      await card(page, beta).waitFor();
      expect(await boardSearch.inputValue()).toBe('');
      const boardUrl = new URL(page.url());
      expect(boardUrl.searchParams.has('search')).toBe(false);
      expect(boardUrl.searchParams.has('priorities')).toBe(false);

      // The needs list: one search box with its scope; typing filters; Clear all resets.
      await page.goto(`${server.url}/softeamboard/needs?priorities=P1`);
      const rows = page.getByTestId('need-row');
      await rows.filter({ hasText: alpha }).waitFor();
      expect(await visibleSearchBoxes(page).count()).toBe(1);
      const listSearch = page.getByRole('textbox', { name: 'Search needs' });
      expect(await listSearch.getAttribute('placeholder')).toBe(NEEDS_SCOPE);
      await listSearch.fill(`${run} Alpha`);
      await page.waitForURL((url) => url.searchParams.get('search') === `${run} Alpha`);
      await rows.filter({ hasText: alpha }).waitFor();
      expect(await rows.count()).toBe(1);
      await screenshot(page, 'screens-data-02-list-search');
      await page.getByRole('button', { name: 'Clear all' }).click();
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await rows.filter({ hasText: beta }).waitFor();
      expect(new URL(page.url()).searchParams.has('priorities')).toBe(false);
      expect(await listSearch.inputValue()).toBe('');

      // Finished needs and candidates: one search box each too.
      await page.goto(`${server.url}/softeamboard/finished`);
      await page.getByRole('heading', { name: 'Finished Needs' }).waitFor();
      expect(await visibleSearchBoxes(page).count()).toBe(1);
      await page.goto(`${server.url}/candidates`);
      await page.getByRole('heading', { name: 'Candidates' }).waitFor();
      expect(await visibleSearchBoxes(page).count()).toBe(1);
      expect(
        await page.getByRole('textbox', { name: 'Search candidates' }).getAttribute('placeholder'),
      ).toBe(CANDIDATES_SCOPE);
      await context.close();
    });

    it('search ignores accents: "societe" finds Société Générale, "developpeur" finds Développeur, "helene" finds Hélène', async () => {
      const api = apiClient(server.url);
      const run = newRun();
      const title = `Développeur Java ${run}`;
      const need = await api.post<TNeed>(sales.access_token, '/api/v1/needs', {
        title,
        client: 'Société Générale',
        tjm: 650,
      });
      await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
        name: `Hélène Dupré ${run}`,
        email: `helene.${run}@example.com`,
      });

      const { context, page } = await signIn(browser, server.url, 'sam@example.com');
      await card(page, title).waitFor();
      const boardSearch = page.getByRole('textbox', { name: 'Search needs' });
      await boardSearch.fill(`societe generale`);
      await page.waitForURL((url) => url.searchParams.get('search') === 'societe generale');
      await card(page, title).waitFor();
      await boardSearch.fill(`developpeur java ${run}`);
      await page.waitForURL((url) => url.searchParams.get('search') === `developpeur java ${run}`);
      await card(page, title).waitFor();
      expect(await page.getByTestId('need-card').count()).toBe(1);
      await screenshot(page, 'screens-data-03-board-accents');

      // The list asks the server, which folds accents too.
      await page.goto(`${server.url}/softeamboard/needs?search=SOCIETE`);
      await page.getByTestId('need-row').filter({ hasText: title }).waitFor();
      await page.goto(
        `${server.url}/softeamboard/needs?search=${encodeURIComponent(`developpeur java ${run}`)}`,
      );
      await page.getByTestId('need-row').filter({ hasText: title }).waitFor();
      expect(await page.getByTestId('need-row').count()).toBe(1);

      await page.goto(`${server.url}/candidates`);
      await page.getByRole('textbox', { name: 'Search candidates' }).fill(`helene dupre ${run}`);
      await page.getByText('1 of').waitFor();
      await page.getByText(`Hélène Dupré ${run}`).first().waitFor();
      await context.close();
    });

    it('a failed refresh keeps the board and the candidates on screen, marked stale, with the error and Retry', async () => {
      const api = apiClient(server.url);
      const run = newRun();
      const title = `${run} Stale-proof need`;
      const need = await api.post<TNeed>(sales.access_token, '/api/v1/needs', {
        title,
        client: 'Airbus',
        tjm: 600,
      });
      const candidateName = `Stale Candidate ${run}`;
      await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
        name: candidateName,
        email: `stale.${run}@example.com`,
      });
      const { context, page } = await signIn(browser, server.url, 'sam@example.com');
      await card(page, title).waitFor();

      const failure = { detail: 'The database is not answering' };
      await page.route('**/api/v1/needs**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify(failure),
        }),
      );
      await page.getByRole('button', { name: 'Refresh' }).click();
      const stale = page.getByRole('alert').filter({ hasText: 'Showing the last data loaded' });
      await stale.waitFor();
      await stale.getByText(failure.detail).waitFor();
      await card(page, title).waitFor();
      await screenshot(page, 'screens-data-04-board-stale');
      await page.unroute('**/api/v1/needs**');
      await stale.getByRole('button', { name: 'Retry' }).click();
      await stale.waitFor({ state: 'detached' });
      await card(page, title).waitFor();

      // The candidates list behaves the same.
      await page.goto(`${server.url}/candidates`);
      await page.getByText(candidateName).first().waitFor();
      await page.route('**/api/v1/candidates?**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify(failure),
        }),
      );
      await page.getByRole('button', { name: 'Refresh' }).click();
      const staleCandidates = page
        .getByRole('alert')
        .filter({ hasText: 'Showing the last data loaded' });
      await staleCandidates.waitFor();
      await staleCandidates.getByText(failure.detail).waitFor();
      await page.getByText(candidateName).first().waitFor();
      await page.unroute('**/api/v1/candidates?**');
      await staleCandidates.getByRole('button', { name: 'Retry' }).click();
      await staleCandidates.waitFor({ state: 'detached' });
      await page.getByText(candidateName).first().waitFor();
      await context.close();
    });

    it('a burst of 40 moves by another user fetches needs and candidates only a few times, and the board ends with every need in its new column', async () => {
      const api = apiClient(server.url);
      const run = newRun();
      const ids: string[] = [];
      for (let i = 1; i <= 40; i += 1) {
        const need = await api.post<TNeed>(admin.access_token, '/api/v1/needs', {
          title: `${run} Burst need ${i}`,
          client: 'Burstco',
          tjm: 500,
        });
        await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
          name: `Burst Person ${i}`,
          email: `burst.${run}.${i}@example.com`,
        });
        ids.push(need.id);
      }

      const { context, page } = await signIn(browser, server.url, 'sam@example.com');
      // Only this journey's needs on screen, so no column holds more cards than it renders.
      await page.getByRole('textbox', { name: 'Search needs' }).fill(`${run} Burst`);
      const before = page.getByTestId('column-no-candidate');
      await before.getByTestId('column-count').filter({ hasText: /^40$/ }).waitFor();
      await page.waitForFunction(
        () =>
          document.querySelectorAll(
            '[data-testid="column-no-candidate"] [data-testid="stage-chip-I"]',
          ).length === 40,
      );
      await waitForQuietNetwork(page);

      const counts = { bulk: 0, needs: 0 };
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/v1/candidates/bulk') counts.bulk += 1;
        if (url.pathname === '/api/v1/needs') counts.needs += 1;
      });

      // Ada moves the 40 needs in about two seconds.
      await paced(ids, 2_000, (id) =>
        api.patch(admin.access_token, `/api/v1/needs/${id}/column`, { column: 'CANDIDATE_SENT' }),
      );

      const after = page.getByTestId('column-candidate-sent');
      await after.getByTestId('column-count').filter({ hasText: /^40$/ }).waitFor();
      // Each card ends showing its candidate at Sent (the server adds the step to linked candidates).
      await page.waitForFunction(
        () =>
          document.querySelectorAll(
            '[data-testid="column-candidate-sent"] [data-testid="stage-chip-S"]',
          ).length === 40,
      );
      await waitForQuietNetwork(page);
      await screenshot(page, 'screens-data-05-after-burst');
      for (let i = 1; i <= 40; i += 1)
        expect(await after.getByText(`${run} Burst need ${i}`, { exact: true }).count()).toBe(1);
      expect(await before.getByTestId('need-card').count()).toBe(0);
      // A 2 s burst is at most a couple of coalesced refreshes (max wait 2 s, then the trailing one).
      expect(counts.bulk).toBeLessThanOrEqual(3);
      expect(counts.needs).toBeLessThanOrEqual(3);
      await context.close();
    });
  },
);
