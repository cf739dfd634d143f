import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { launchBrowser, newPage, screenshot, signIn as signInAs } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';

describe('platform journeys', () => {
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

  it('first-run setup, sign in, change own name in the profile, log out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(server.url);
    await page.waitForURL('**/setup');
    await screenshot(page, 'platform-01-setup');
    await page.getByLabel(/^Name/).fill('Ada Admin');
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    const confirm = page.getByLabel('Confirm password');
    if (await confirm.count()) await confirm.fill('password123');
    await page.getByRole('button', { name: /create/i }).click();
    await page.waitForURL('**/softeamboard');
    await screenshot(page, 'platform-02-board-after-setup');

    // The session survives a reload; then log out and sign in through the login page.
    await page.reload();
    await page.waitForURL('**/softeamboard');
    await page
      .getByRole('button', { name: /profile|account|ada/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Sign in to your account').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    await screenshot(page, 'platform-03-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/softeamboard');

    // Profile: change the name; the modal says so and closes after 2 s; the top bar follows.
    await page
      .getByRole('button', { name: /profile|account|ada/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Member since').waitFor();
    await dialog.getByLabel(/^Name/).fill('Ada Lovelace');
    await screenshot(page, 'platform-04-profile');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').first().waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    const me = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const res = await fetch('/api/v1/users/me', {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.json();
    });
    expect(me.name).toBe('Ada Lovelace');

    await page
      .getByRole('button', { name: /profile|account|ada/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('a Recruiter sees no view switcher and is sent back from /candidates; Sales gets Access Denied on /admin/users', async () => {
    const api = apiClient(server.url);
    const admin = await api.login('ada@example.com', 'password123');
    await api.createUser(admin.access_token, {
      name: 'Rita Recruiter',
      email: 'rita@example.com',
      password: 'password123',
      role: 'Recruiter',
    });
    await api.createUser(admin.access_token, {
      name: 'Sam Sales',
      email: 'sam@example.com',
      password: 'password123',
      role: 'Sales',
    });

    const signIn = (email: string) => signInAs(browser, server.url, email);

    const rita = await signIn('rita@example.com');
    await rita.page
      .getByRole('button', { name: /Ada|Rita|profile|account/i })
      .first()
      .waitFor();
    expect(await rita.page.getByRole('button', { name: /Kanban Board/ }).count()).toBe(0);
    await rita.page.goto(`${server.url}/candidates`);
    await rita.page.waitForURL((url) => url.pathname === '/softeamboard');
    await rita.page.goto(`${server.url}/softeamboard/needs`);
    await rita.page.waitForURL((url) => url.pathname === '/softeamboard');
    await screenshot(rita.page, 'platform-05-recruiter');
    await rita.context.close();

    const sam = await signIn('sam@example.com');
    await sam.page.getByRole('button', { name: /Kanban Board/ }).click();
    await sam.page.getByRole('menuitem', { name: /Needs List/ }).waitFor();
    await screenshot(sam.page, 'platform-05b-view-switcher');
    await sam.page.keyboard.press('Escape');
    await sam.page.goto(`${server.url}/admin/users`);
    await sam.page
      .getByText(/Access Denied/)
      .first()
      .waitFor();
    await screenshot(sam.page, 'platform-06-sales-access-denied');
    // The server refuses it too, whatever the screen shows.
    const status = await sam.page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      return (await fetch('/api/v1/users', { headers: { authorization: `Bearer ${token}` } }))
        .status;
    });
    expect(status).toBe(403);
    await sam.context.close();
  });

  it('an Admin manages users from the User Management page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/softeamboard');
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('columnheader', { name: 'Role' }).waitFor();
    await page.getByText('sam@example.com').waitFor();
    await screenshot(page, 'platform-07-user-management');
    await context.close();
  });

  it('a session survives a server restart', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^Email/).fill('sam@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/softeamboard');
    await server.restart();
    await page.reload();
    await page.waitForURL('**/softeamboard');
    await page.getByRole('button', { name: /Kanban Board/ }).waitFor();
    await context.close();
  });
});
