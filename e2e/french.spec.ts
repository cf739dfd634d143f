import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEED_MESSAGES, translateMessage } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser.ts';
import { readCatalog, visibleEnglish } from './support/i18n.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

const fr = readCatalog('fr');
// Intl writes French amounts with no-break spaces: compare on plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const todayInFrench = new Intl.DateTimeFormat('fr-FR').format(new Date());

async function expectNoEnglish(page: Page, where: string) {
  expect(await visibleEnglish(page), `English left on ${where}`).toEqual([]);
}

describe.each(e2eDriver('embedded'))('a French working day (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  let needId: string;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
    ({ id: needId } = await api().post<{ id: string }>(sales.access_token, '/api/v1/needs', {
      title: 'Lead développeur Java',
      client: 'Banque Acme',
      priority: 'P1',
      tjm: 650,
      consultants: [sales.user.id],
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches to French in the profile: board, a dialog and its validation, a date and an amount, no English left', async () => {
    // An English browser: the profile setting is what makes the interface French.
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 900,
    });
    await page.getByRole('button', { name: 'Open profile of Sam Sales' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(fr['profile.messages.saved']!).waitFor();

    // The board in French, even after a reload (the setting is the user's, on the server).
    await page.reload();
    await page.getByText(fr['labels.needColumn.NO_CANDIDATE']!).first().waitFor();
    await page.getByText('Lead développeur Java').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await screenshot(page, 'french-board');
    await expectNoEnglish(page, 'the board');

    // Create Need: the dialog, and the domain's validation messages, in French.
    await page.getByRole('button', { name: fr['needs.create.submit'] }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr['needs.create.title']!).waitFor();
    await dialog.getByRole('tab', { name: fr['needs.create.tabs.manual'] }).click();
    const tjm = dialog.getByLabel(/^TJM/);
    await tjm.fill('-5');
    await dialog.getByLabel(new RegExp(`^${fr['needs.fields.title']}`)).click();
    const tjmRefused = translateMessage('TJM must be a positive number', 'fr');
    expect(tjmRefused).not.toBe('TJM must be a positive number');
    await dialog.getByText(tjmRefused).first().waitFor();
    await screenshot(page, 'french-create-need-validation');
    await expectNoEnglish(page, 'the Create Need dialog');
    await page.keyboard.press('Escape');

    // The need's page: its TJM as a French amount and its creation date as a French date.
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    await page.getByRole('heading', { name: 'Lead développeur Java' }).waitFor();
    const text = plain(await page.locator('body').innerText());
    expect(text).toContain('650,00 €/jour');
    expect(text).toContain(todayInFrench);
    await screenshot(page, 'french-need-detail');
    await expectNoEnglish(page, 'the need page');

    // A server error comes back in French too (Accept-Language follows the interface).
    const detail = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const response = await fetch('/api/v1/needs/00000000-0000-4000-8000-000000000000', {
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': document.documentElement.lang,
        },
      });
      return ((await response.json()) as { detail: string }).detail;
    });
    expect(detail).toBe(translateMessage(NEED_MESSAGES.needNotFound, 'fr'));
    await context.close();
  });

  it('writes history lines in French with the candidate, and exports the needs for a French Excel', async () => {
    const jean = await api().post<{ id: string }>(
      sales.access_token,
      `/api/v1/needs/${needId}/candidates`,
      { name: 'Jean Dupont', email: 'jean.dupont@example.com' },
    );
    expect(jean.id).toBeTruthy();
    await api().patch(sales.access_token, `/api/v1/needs/${needId}/column`, {
      column: 'CANDIDATE_SENT',
    });
    // Sam chose French in the first journey: the interface opens in French.
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    await page.getByRole('heading', { name: 'Lead développeur Java' }).waitFor();
    await page.getByRole('tab', { name: fr['history.title'] }).click();
    const history = page.getByRole('region', { name: fr['history.title'] });
    await history.getByText('Déplacé de Aucun candidat à Candidat envoyé').waitFor();
    await history
      .getByText('Étape Candidat envoyé ajoutée pour Jean Dupont (besoin déplacé)')
      .waitFor();
    expect(await history.getByText(/Moved from|Step .* added/).count()).toBe(0);
    await screenshot(page, 'french-history');

    await page.goto(`${server.url}/softeamboard/needs`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: fr['needs.list.export'] }).click();
    const file = await download;
    const csv = await new Promise<string>((resolve, reject) => {
      file
        .createReadStream()
        .then((stream) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        })
        .catch(reject);
    });
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Identifiant;Titre;Client;Priorité;Statut;/);
    expect(row).toContain(';Lead développeur Java;Banque Acme;Priorité haute;Candidat envoyé;');
    expect(row).not.toContain('CANDIDATE_SENT');
    await context.close();
  });

  it('greets a French browser in French before anyone signs in', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-FR' });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: fr['auth.login.submit'] }).waitFor();
    await screenshot(page, 'french-login');
    await expectNoEnglish(page, 'the login page');
    await context.close();
  });
});
