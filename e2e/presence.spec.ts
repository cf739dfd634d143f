import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

/** Two browsers see each other on one need, and who is editing it. */
describe('presence on a need', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ admin } = await createTeam(server.url, {
      admin: { name: 'Camille Martin', email: 'camille@example.com' },
      members: [{ name: 'Paul Durand', email: 'paul@example.com', role: 'Sales' }],
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const avatar = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Also on this need' }).getByRole('img', { name });

  it('two browsers see each other on one need, and the one opening Edit is warned', async () => {
    const need = await apiClient(server.url).post<{ id: string }>(
      admin.access_token,
      '/api/v1/needs',
      { title: 'Presence Java developer', client: 'Orange', tjm: 600 },
    );
    const camille = await signIn(browser, server.url, 'camille@example.com');
    const paul = await signIn(browser, server.url, 'paul@example.com');
    const url = `${server.url}/softeamboard/need/${need.id}`;
    await camille.page.goto(url);
    await paul.page.goto(url);
    await camille.page.getByRole('heading', { name: 'Presence Java developer' }).waitFor();

    // Each sees the other's avatar on the need page.
    await avatar(camille.page, 'Paul Durand is viewing').waitFor({ timeout: 10_000 });
    await avatar(paul.page, 'Camille Martin is viewing').waitFor({ timeout: 10_000 });
    await screenshot(camille.page, 'presence-01-both-viewing');

    // Paul opens Edit: Camille sees him editing; his dialog shows her viewing, no warning.
    await paul.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const paulDialog = paul.page.getByRole('dialog');
    await paulDialog.waitFor();
    await avatar(camille.page, 'Paul Durand is editing').waitFor({ timeout: 10_000 });
    await paulDialog
      .getByRole('img', { name: 'Camille Martin is viewing' })
      .waitFor({ timeout: 10_000 });

    // Camille opens Edit too: she is warned, before saving, that Paul is editing.
    await camille.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const camilleDialog = camille.page.getByRole('dialog');
    await camilleDialog
      .getByText('Paul Durand is editing this need. Saving may overwrite their changes.')
      .waitFor({ timeout: 10_000 });
    await paulDialog
      .getByText('Camille Martin is editing this need. Saving may overwrite their changes.')
      .waitFor({ timeout: 10_000 });
    await screenshot(camille.page, 'presence-02-editing-warning');

    // Paul leaves (closes his browser): Camille no longer sees him, nor the warning.
    await paul.context.close();
    await camille.page
      .getByRole('img', { name: /^Paul Durand is/ })
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await camilleDialog
      .getByText('Paul Durand is editing this need. Saving may overwrite their changes.')
      .waitFor({ state: 'detached' });
    await camille.context.close();
  });
});
