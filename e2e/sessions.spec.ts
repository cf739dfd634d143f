import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

/** Collects what the browser reports about the Content-Security-Policy. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('sessions journeys', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('revokes the other browser from the profile, then signs out everywhere', async () => {
    await createTeam(server.url);

    const laptop = await signIn(browser, server.url, 'sam@example.com');
    const phone = await signIn(browser, server.url, 'sam@example.com');
    const cspReports = [...watchCsp(laptop.page), ...watchCsp(phone.page)];

    await laptop.page.getByRole('button', { name: 'Open profile of Sam Sales' }).click();
    const dialog = laptop.page.getByRole('dialog');
    const sessions = dialog.getByRole('region', { name: 'Sessions' });
    const rows = sessions.getByRole('listitem');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toMatch(/Chrome on Linux/);
    expect(await current.textContent()).toMatch(/127\.0\.0\.1 · Last used/);
    await screenshot(laptop.page, 'sessions-01-profile');

    // Revoke the phone: its next request finds the session gone and goes to /login.
    await sessions.getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await phone.page.reload();
    await phone.page.waitForURL('**/login');
    expect(await phone.page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

    // The laptop is still signed in; "Sign out everywhere" also ends this browser's session.
    const oldRefresh = await laptop.page.evaluate(() => localStorage.getItem('refresh_token'));
    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await laptop.page.waitForURL('**/login');
    const refreshed = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: oldRefresh }),
    });
    expect(refreshed.status).toBe(401);
    expect(cspReports).toEqual([]);

    await laptop.context.close();
    await phone.context.close();
  });
});
