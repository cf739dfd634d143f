import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

const TITLE = 'Palette Lead Architect';

describe.each(e2eDriver('embedded'))('command palette (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('palette navigation by keyboard: a need by its title, then first among the recent; an action', async () => {
    const need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: TITLE,
      client: 'Globex Énergie',
      priority: 'P1',
      tjm: 650,
    });
    await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: 'Data Analyst',
      client: 'Initech',
      priority: 'P2',
      tjm: 500,
    });

    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.getByText('Data Analyst').first().waitFor();
    const palette = page.getByRole('textbox', { name: 'Search everything' });
    const entry = (name: string | RegExp) => page.getByRole('dialog').getByRole('button', { name });

    // Ctrl+K, part of the title, the server's result, ArrowDown and Enter: the need page opens.
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    expect(await palette.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('lead arch');
    await entry(new RegExp(TITLE)).waitFor();
    await screenshot(page, 'palette-01-search');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/softeamboard/need/${need.id}`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await palette.waitFor({ state: 'hidden' });

    // Ctrl+K again: the need just opened is the first entry, under 'Recent'.
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    const recent = page.getByRole('group', { name: 'Recent' });
    await recent.getByRole('button', { name: new RegExp(TITLE) }).waitFor();
    const first = page.getByRole('dialog').getByRole('button').first();
    expect(await first.textContent()).toContain(TITLE);
    await screenshot(page, 'palette-02-recent');

    // An action by keyboard: Finished Needs.
    await page.keyboard.type('finished');
    await entry(/Finished Needs/).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/softeamboard/finished');
    await palette.waitFor({ state: 'hidden' });

    // Escape closes it.
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'hidden' });
    await context.close();
  });
});
