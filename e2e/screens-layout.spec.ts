import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { ADA, createTeam } from './support/team.ts';

type TNeed = { id: string; title: string; createdAt: string };

const SALES_EMAIL = 'sophie.layout@example.com';
const PASSWORD = 'password123';

/** Signs in through the login page in a browser whose language is `locale`. */
async function signInWithLocale(browser: Browser, baseUrl: string, locale: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/login`);
  // The page speaks the browser's language before anyone signs in.
  await page.getByLabel(/^(Email|E-mail)/).fill(SALES_EMAIL);
  await page
    .getByLabel(/^(Password|Mot de passe)/)
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click();
  await page.waitForURL('**/softeamboard');
  return { context, page };
}

/**
 * Texts of the top bar that do not fit their box: every visible element that clips (overflow not
 * visible, or an ellipsis) and holds more than it shows, and every element past the right edge.
 */
function findCutTopBarTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const cut: string[] = [];
    for (const el of Array.from(header.querySelectorAll<HTMLElement>('*'))) {
      if (el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const text = (el.textContent ?? '').trim();
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && text && el.scrollWidth > el.clientWidth + 1) cut.push(`clipped: ${text}`);
      if (el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        cut.push(`past the edge: ${text || el.tagName}`);
    }
    return cut;
  });
}

describe.each(e2eDriver('embedded'))('screens: layout, icon and dates (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    const team = await createTeam(server.url, {
      admin: { ...ADA, password: PASSWORD },
      members: [{ name: 'Sophie Bernard', email: SALES_EMAIL, password: PASSWORD, role: 'Sales' }],
    });
    token = (await team.signIn(team.members[0]!)).access_token;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('at 768 px the top bar folds into a menu with every label whole, the page never scrolls sideways and dialogs fill the screen', async () => {
    await apiClient(server.url).post(token, '/api/v1/needs', {
      title: 'Développeur Java Spring Boot senior',
      client: 'Société Générale',
      tjm: 650,
    });
    const { context, page } = await signIn(browser, server.url, SALES_EMAIL, {
      width: 768,
      height: 900,
    });
    await page.getByText('Développeur Java Spring Boot senior').first().waitFor();

    // Nothing in the top bar is cut, and no search box is squeezed below a readable width.
    expect(await findCutTopBarTexts(page)).toEqual([]);
    const header = page.locator('header');
    const boxes = header.getByRole('searchbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = await boxes.nth(i).boundingBox();
      if (box) expect(box.width).toBeGreaterThanOrEqual(200);
    }
    await screenshot(page, 'screens-layout-01-top-bar-768');

    // The burger opens the menu with the views.
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const view of ['Kanban Board', 'Needs List', 'Candidates', 'Finished Needs'])
      await menu.getByRole('link', { name: new RegExp(view) }).waitFor();
    // The drawer has slid fully in before the picture.
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"]')?.getBoundingClientRect().left ?? -1) >= 0,
    );
    await screenshot(page, 'screens-layout-02-menu-768');
    await menu.getByRole('link', { name: /Needs List/ }).click();
    await page.waitForURL('**/softeamboard/needs');
    await menu.waitFor({ state: 'hidden' });
    await page.getByTestId('need-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );

    // Back on the board: the page holds its width, and Create Need opens full-screen.
    await page.goto(`${server.url}/softeamboard`);
    await page.getByText('Développeur Java Spring Boot senior').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Need' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
    const viewport = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    }));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(1);
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await screenshot(page, 'screens-layout-03-dialog-768');
    await context.close();
  });

  it('serves an icon and a web manifest, and the page links both', async () => {
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const manifestResponse = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifestResponse.status).toBe(200);
    expect(manifestResponse.headers.get('content-type')).toMatch(/json/);
    const manifest = (await manifestResponse.json()) as {
      name?: string;
      icons?: { src: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons?.length).toBeGreaterThan(0);
    for (const { src } of manifest.icons ?? []) {
      const res = await fetch(new URL(src, `${server.url}/manifest.webmanifest`));
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toMatch(/^image\//);
    }

    const { context, page } = await signIn(browser, server.url, SALES_EMAIL);
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link')).map((l) => l.getAttribute('rel')),
    );
    expect(links).toContain('icon');
    expect(links).toContain('manifest');
    await context.close();
  });

  it('dates follow the browser language: 25/11/2026 in French, 11/25/2026 in American English', async () => {
    const title = `Architecte Cloud Azure ${Date.now().toString(36)}`;
    const need = await apiClient(server.url).post<TNeed>(token, '/api/v1/needs', {
      title,
      client: 'TotalEnergies',
      tjm: 850,
    });
    const created = new Date(need.createdAt);
    const dd = String(created.getDate()).padStart(2, '0');
    const mm = String(created.getMonth() + 1).padStart(2, '0');
    const yyyy = String(created.getFullYear());
    const expected = { 'fr-FR': `${dd}/${mm}/${yyyy}`, 'en-US': `${mm}/${dd}/${yyyy}` };

    for (const [locale, date] of Object.entries(expected)) {
      const { context, page } = await signInWithLocale(browser, server.url, locale);
      await page.goto(`${server.url}/softeamboard/needs?search=${encodeURIComponent(title)}`);
      const row = page.getByTestId('need-row').filter({ hasText: title });
      await row.getByText(date).first().waitFor();
      await row.click();
      await page.waitForURL('**/softeamboard/need/**');
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText(date, { exact: true }).first().waitFor();
      await screenshot(page, `screens-layout-04-need-detail-${locale}`);
      await context.close();
    }
  });
});
