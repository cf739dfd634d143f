import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server.ts';

export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p): p is string => !!p && fs.existsSync(p));

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // The browser's language (navigator.languages, Accept-Language); Chromium's own otherwise.
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Signs in through the login page, as a person would, and waits for the board. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  options: { width?: number; height?: number; password?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(options.password ?? 'password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/softeamboard');
  return { context, page };
}
