import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

const WIDTHS = [768, 1440] as const;
const NAMES = ['Thibault Mercier-Lefebvre', 'Hélène Castellane-Dubois'];

/** Whether an element shows its whole text: nothing cut by an ellipsis or hidden overflow. */
async function isWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const parts = [el, ...Array.from(el.querySelectorAll('*'))] as HTMLElement[];
    return parts.every((p) => p.scrollWidth <= p.clientWidth + 1 || p.clientWidth === 0);
  });
}

const fontPx = (locator: Locator) =>
  locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

async function allWhole(page: Page, testId: string): Promise<string[]> {
  const cut: string[] = [];
  for (const item of await page.getByTestId(testId).all())
    if ((await item.isVisible()) && !(await isWhole(item))) cut.push(await item.innerText());
  return cut;
}

describe('board, needs table and Flow Administration at 768 and 1440 px', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const api = apiClient(server.url);
    ({ admin } = await createTeam(server.url, { members: [] }));
    for (const [i, name] of NAMES.entries()) {
      const need = await api.post<{ id: string }>(admin.access_token, '/api/v1/needs', {
        title: `Senior full-stack developer for the payments platform ${i + 1}`,
        client: 'Banque Populaire Rives de Paris',
        tjm: 650,
        orderClients: ['Direction des Systèmes', 'Achats IT'],
      });
      await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
        name,
        email: `person${i}@example.com`,
        skills: ['React', 'TypeScript', 'Kubernetes'],
      });
    }
    // A finished GDPR run: its stages are 'warn' and 'erase'.
    await api.post(admin.access_token, '/api/v1/gdpr/retention/run', {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(WIDTHS)(
    'at %i px: names whole, chips legible, title room, badges whole',
    async (width) => {
      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width,
        height: 900,
      });

      // Board: each candidate name whole, each chip at 11 px or more and whole.
      await page.getByTestId('candidate-name').first().waitFor();
      for (const name of NAMES)
        await page.getByTestId('candidate-name').getByText(name, { exact: true }).waitFor();
      expect(await allWhole(page, 'candidate-name')).toEqual([]);
      for (const chip of await page.getByTestId('candidate-skill').all())
        expect(await fontPx(chip)).toBeGreaterThanOrEqual(11);
      for (const chip of await page.locator('[data-testid^="stage-chip-"]').all())
        expect(await fontPx(chip)).toBeGreaterThanOrEqual(11);
      expect(await allWhole(page, 'candidate-skill')).toEqual([]);
      await screenshot(page, `board-layout-board-${width}`);

      // Needs table: the title keeps room to be read; less important columns fold away.
      await page.goto(`${server.url}/softeamboard/needs`);
      const title = page.getByTestId('need-row').first().locator('td').first();
      await title.waitFor();
      const box = (await title.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(220);
      const headers = await page.locator('thead th').allInnerTexts();
      if (width < 1000) expect(headers.join(' ')).not.toContain('Order clients');
      else expect(headers.join(' ')).toContain('Order clients');
      await screenshot(page, `board-layout-needs-table-${width}`);

      // Flow Administration: status badges whole, stages as labels.
      await page.goto(`${server.url}/admin/flows`);
      const row = page.getByTestId('flow-row').first();
      await row.getByText('completed', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await allWhole(page, 'flow-status-badge')).toEqual([]);
      const stages = await page.getByTestId('flow-stage').allInnerTexts();
      for (const stage of stages) expect(stage).not.toMatch(/^(apply|erase|warn|poll|extract)$/);
      await screenshot(page, `board-layout-flows-${width}`);
      await row.click();
      const dialog = page.getByRole('dialog', { name: 'Flow details' });
      await dialog.getByText('Erase data').first().waitFor();
      // The dialog fades in: the picture is taken once it is fully shown.
      await page.waitForFunction(() => {
        const shown = document.querySelector('[role="dialog"]');
        return shown !== null && getComputedStyle(shown).opacity === '1';
      });
      await screenshot(page, `board-layout-flow-details-${width}`);
      await context.close();
    },
  );
});
