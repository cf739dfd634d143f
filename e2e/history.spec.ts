import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam, RITA, SAM } from './support/team.ts';

/*
 * History: the audit records become a timeline on the need detail. A Sales user edits
 * a need's TJM and freezes it; History shows both with before → after, and a Recruiter reads the
 * same timeline with nothing to act on.
 */
describe.each(e2eDriver('embedded'))('history timeline (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  let need: TNeed;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url, [SAM, RITA]));
    need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: `Kotlin backend ${driver}`,
      client: 'Banque Alpine',
      tjm: 550,
    });
    const candidate = await api().post<{ id: string }>(
      sales.access_token,
      `/api/v1/needs/${need.id}/candidates`,
      { name: 'Jean Dupont', email: 'jean.dupont@example.com' },
    );
    await api().patch(sales.access_token, `/api/v1/candidates/${candidate.id}`, {
      phone: '+33 6 12 34 56 78',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openHistory(page: Page) {
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('heading', { name: need.title }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.waitFor();
    return history;
  }

  it('a Sales user edits the TJM and freezes the need; History shows both with before → after', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('heading', { name: need.title }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Need: ${need.title}` });
    await dialog.getByLabel(/^TJM/).fill('600');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Freeze Need' }).click();
    await page.getByTestId('need-status').filter({ hasText: 'Frozen' }).waitFor();

    const history = await openHistory(page);
    await history.getByText('TJM 550 → 600').waitFor();
    await history.getByText('Moved from No Candidate to Frozen').waitFor();
    await history.getByText('Need created').waitFor();
    expect(await history.getByText('Sam Sales').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, `history-01-need-1440-${driver}`);

    // Only the moves.
    await history.getByText('Moves', { exact: true }).click();
    await history.getByText('TJM 550 → 600').waitFor({ state: 'hidden' });
    await history.getByText('Moved from No Candidate to Frozen').waitFor();
    await context.close();
  });

  it('a Recruiter reads the same timeline, with nothing to act on', async () => {
    const { context, page } = await signIn(browser, server.url, 'rita@example.com', {
      width: 768,
      height: 1000,
    });
    const history = await openHistory(page);
    await history.getByText('TJM 550 → 600').waitFor();
    await history.getByText('Moved from No Candidate to Frozen').waitFor();
    // Read-only: no button in the panel (the filters are checkboxes; there is no older page).
    expect(await history.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await screenshot(page, `history-02-need-768-recruiter-${driver}`);

    // The candidate detail has its own timeline: the edit with before → after, its steps.
    await page.getByRole('tab', { name: 'Identified (1)' }).click();
    await page.getByTestId('need-candidate-card').filter({ hasText: 'Jean Dupont' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
    const candidateHistory = detail.getByRole('region', { name: 'History' });
    // Stored in E.164, shown the national way; each step line names its candidate.
    await candidateHistory.getByText('Phone — → 06 12 34 56 78').waitFor();
    await candidateHistory.getByText('Step Candidate Identified added for Jean Dupont').waitFor();
    expect(await candidateHistory.getByRole('button').count()).toBe(0);
    await candidateHistory.scrollIntoViewIfNeeded();
    await screenshot(page, `history-03-candidate-768-recruiter-${driver}`);
    await context.close();
  });
});
