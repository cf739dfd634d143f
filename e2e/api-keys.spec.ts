import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@staffing/domain';
import { apiClient } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

describe.each(e2eDriver('embedded'))('API keys journey (%s)', (driver) => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an Admin creates a key, reads it once, an integration lists needs with it, then it is revoked', async () => {
    const api = apiClient(server.url);
    const { admin } = await createTeam(server.url, { members: [] });
    await api.post(admin.access_token, '/api/v1/needs', {
      title: 'Platform engineer',
      client: 'ACME',
      priority: 'P2',
      tjm: 700,
    });

    // At the narrowest supported width, through the menu's Administration links.
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', { width: 768 });
    // At 768 px the views fold into the menu drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: /API Keys/ }).click();
    await page.waitForURL('**/admin/api-keys');
    await page.getByText('No API keys yet').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel(/^Name/).fill('Reporting sync');
    // The keyboard alone picks the role: Tab to the radio group, arrows move the choice.
    await form.getByRole('radio', { name: /^Sales/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('radio', { name: /^Read-only/ }).isChecked()).toBe(true);
    await form.getByLabel(/^Expires after/).selectOption('30');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your API key' });
    const key = (await shown.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^stk_[0-9a-f]{12}_[0-9a-f]{64}$/);
    await shown.getByText(/it will not be shown again/).waitFor();
    await screenshot(page, 'api-keys-01-shown-once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByRole('row', { name: /Reporting sync/ });
    await row.getByText('Active').waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 16));
    expect(await page.content()).not.toContain(key);

    const listNeeds = () =>
      fetch(`${server.url}/api/v1/needs`, { headers: { authorization: `Bearer ${key}` } });
    const listed = await listNeeds();
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain('Platform engineer');

    // The list shows the use once reloaded.
    await page.reload();
    await page
      .getByRole('row', { name: /Reporting sync/ })
      .getByText('just now')
      .waitFor();

    await page.getByRole('button', { name: 'Revoke Reporting sync' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page
      .getByRole('row', { name: /Reporting sync/ })
      .getByText('Revoked')
      .waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'api-keys-02-revoked');

    const refused = await listNeeds();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      detail: API_KEY_MESSAGES.revoked,
      code: 'UNAUTHORIZED',
    });
    await context.close();
  });
});
