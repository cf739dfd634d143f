import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate, TImport, TPage } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, repoRoot, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

// Another tool's export, in French Excel's dialect: a good row, a row whose e-mail is wrong, and
// somebody already in the pool under another e-mail (same phone).
const CSV = [
  'Prénom;Nom;Email;Téléphone;Compétences',
  'Ada;Lovelace;ada.lovelace@example.com;06 11 22 33 44;Java, SQL',
  'Grace;Hopper;grace-at-example;06 22 33 44 55;COBOL',
  'Karim;Benali;karim.b@example.org;+33 6 12 34 56 78;Kotlin',
].join('\r\n');

describe.each(e2eDriver('embedded'))('imports (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  const api = () => apiClient(server.url);
  const names = async () =>
    (
      await api().get<TPage<TCandidate>>(admin.access_token, '/api/v1/candidates?size=50')
    ).items.map((c) => c.name);

  const total = async () =>
    (await api().get<TPage<TCandidate>>(admin.access_token, '/api/v1/candidates')).total;

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ admin } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an Admin at 768 px uploads a CSV, sees its bad row and duplicate before saving, imports it, then undoes it', async () => {
    await api().post<TCandidate>(admin.access_token, '/api/v1/candidates', {
      name: 'Karim Benali',
      email: 'karim.benali@gmail.com',
      phone: '06 12 34 56 78',
    });
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.getByRole('button', { name: /Switch view/ }).click();
    await page.getByRole('menuitem', { name: /Imports/ }).click();
    await page.waitForURL('**/imports');
    // The rest at a tablet's width.
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.getByText('No imports yet.').waitFor();

    await page.getByRole('radio', { name: 'Candidates' }).check();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'candidates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    await page.getByText('Map the columns of candidates.csv').waitFor();
    // The mapping is guessed from the French headers.
    expect(
      await page.getByRole('textbox', { name: 'Field for the column Prénom' }).inputValue(),
    ).toBe('First name');
    expect(
      await page.getByRole('textbox', { name: 'Field for the column Téléphone' }).inputValue(),
    ).toBe('Phone');
    await screenshot(page, 'imports-01-mapping');
    await page.getByRole('button', { name: 'Check the rows' }).click();

    const errors = page.getByRole('region', { name: 'Errors' });
    await errors
      .getByRole('row')
      .filter({ hasText: 'Please enter a valid email address' })
      .waitFor();
    expect(await errors.getByRole('row').nth(1).textContent()).toContain('3');
    const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
    await duplicates.getByText('This may be Karim Benali (same phone)').waitFor();
    await page
      .getByRole('region', { name: 'The first rows as they would be saved' })
      .getByText('Ada Lovelace')
      .waitFor();
    await screenshot(page, 'imports-02-check');
    // Nothing is saved by the check.
    expect(await names()).toEqual(['Karim Benali']);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('Import finished').waitFor();
    await page.getByText('2 records created; 1 row skipped.').waitFor();
    expect((await names()).sort()).toEqual(['Ada Lovelace', 'Karim Benali', 'Karim Benali']);
    expect(
      await page.getByRole('link', { name: 'Review the possible duplicates' }).getAttribute('href'),
    ).toBe('/candidates/duplicates');
    expect(
      await page.getByRole('link', { name: 'See the run in Flow Administration' }).count(),
    ).toBe(1);
    await screenshot(page, 'imports-03-done');

    await page.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo the import?' });
    await dialog.getByRole('button', { name: 'Undo the import' }).click();
    await page.getByText('The import of candidates.csv was undone.').waitFor();
    expect(await names()).toEqual(['Karim Benali']);
    const history = page.getByRole('region', { name: 'Past imports' });
    await history.getByText('Undone').waitFor();
    await context.close();
  });

  // The done-when's file is 5,000 rows with 40 planted pairs (`npm run import:sample`); its run
  // takes minutes on a busy 2-core machine, so the journey takes a tenth of it, alike.
  it('another tool’s export: its bad rows listed before saving, its planted pairs proposed for merge', async () => {
    const before = await total();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-sample-'));
    const file = path.join(dir, 'boond-export.csv');
    const made = spawnSync('npm', ['run', 'import:sample', '--', file, '500', '8', '6'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1280,
      height: 1000,
    });
    await page.goto(`${server.url}/imports`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Read the file' }).click();
    await page.getByText('Map the columns of boond-export.csv').waitFor();
    await page.getByRole('button', { name: 'Check the rows' }).click();

    const counts = page.getByRole('list', { name: "The check's counts" });
    await counts.getByText('500', { exact: true }).waitFor({ timeout: 60_000 });
    const errors = page.getByRole('region', { name: 'Errors' });
    // Every refused row is listed (paged), and nothing is saved yet.
    expect(await errors.getByRole('heading').textContent()).toMatch(/^Errors \(\d+\)$/);
    expect(await errors.getByRole('row').count()).toBeGreaterThan(1);
    const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
    // The twins sharing a phone or a LinkedIn profile are found in the file already; those with a
    // close name in the same city are proposed once both are in the pool.
    expect(await duplicates.getByRole('heading').textContent()).toMatch(
      /^Possible duplicates \((\d|[1-3]\d|40)\)$/,
    );
    expect(await total()).toBe(before);
    await screenshot(page, 'imports-04-sample-check');

    await page.getByRole('button', { name: 'Import 494 rows' }).click();
    // The run's end, read from the server first: a slow run and a page that does not follow it
    // fail apart.
    await expect
      .poll(
        async () => (await api().get<TImport[]>(admin.access_token, '/api/v1/imports'))[0]?.status,
        { timeout: 240_000, interval: 1000 },
      )
      .toBe('done');
    await page.getByText('Import finished').waitFor();
    expect((await total()) - before).toBe(494);
    await page.getByRole('link', { name: 'Review the possible duplicates' }).click();
    await page.waitForURL('**/candidates/duplicates');
    await page
      .getByLabel('Possible duplicates', { exact: true })
      .getByText('8', { exact: true })
      .waitFor();
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 400_000);
});
