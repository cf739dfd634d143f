import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage, TWorkflowRequest } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam, RITA, SAM } from './support/team.ts';

const TITLE = 'E2E Salesforce-ready Java developer';

describe('workflow request journeys', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let needId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const api = apiClient(server.url);
    const team = await createTeam(server.url, { members: [SAM, RITA] });
    admin = team.admin;
    const sam = team.members[0]!;
    // A need complete for CRM actions: order client contacts, a TJM above 0, a sales consultant.
    const need = await api.post<{ id: string }>(admin.access_token, '/api/v1/needs', {
      title: TITLE,
      client: 'Acme Bank',
      priority: 'P1',
      tjm: 650,
      orderClients: ['Jean Dupont'],
      orderClientsEmail: ['jean.dupont@acme.test'],
      consultants: [sam.id],
    });
    needId = need.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a need lacking CRM data shows what is missing, and Add Data opens the need editor instead of starting', async () => {
    const api = apiClient(server.url);
    const incomplete = await api.post<{ id: string }>(admin.access_token, '/api/v1/needs', {
      title: 'E2E need without order clients',
      client: 'Globex',
      priority: 'P2',
      tjm: 500,
    });
    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    await page.goto(`${server.url}/softeamboard/need/${incomplete.id}`);
    const crm = page.getByRole('region', { name: 'CRM integration' });
    await crm.getByRole('button', { name: 'Create Opportunity' }).click();
    await crm
      .getByText(
        'Cannot create opportunity. Missing required data: order client contacts, a priority sales consultant. Please add this information first.',
      )
      .waitFor();
    await crm.getByRole('button', { name: 'Add Data' }).click();
    await page.getByRole('dialog', { name: /^Edit Need/ }).waitFor();
    await screenshot(page, 'workflows-00-add-data');
    const list = await api.get<TPage<TWorkflowRequest>>(
      admin.access_token,
      `/api/v1/workflow-requests?needId=${incomplete.id}`,
    );
    expect(list.total).toBe(0);
    await context.close();
  });

  it('a Sales user starts the opportunity from the tracker and sees the request reach COMPLETED without reload', async () => {
    // An Admin watches the list before the request exists: it must arrive by live event (the
    // 30 s auto-refresh is longer than the waits below).
    const ada = await signIn(browser, server.url, 'ada@example.com');
    await ada.page.goto(`${server.url}/admin/workflows`);
    await ada.page.getByText('No workflow requests found').waitFor();
    await ada.page.locator('[role="status"][data-state="connected"]').waitFor();
    let adaNavigations = 0;
    ada.page.on('framenavigated', (frame) => {
      if (frame === ada.page.mainFrame()) adaNavigations += 1;
    });

    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const crm = page.getByRole('region', { name: 'CRM integration' });
    await crm.waitFor();
    await screenshot(page, 'workflows-01-tracker-crm-panel');

    await crm.getByRole('button', { name: 'Create Opportunity' }).click();
    await page
      .getByText(
        'Opportunity workflow request created successfully! Redirecting to workflow management...',
      )
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/workflows');

    // From here on the page is never reloaded: the status arrives by live event.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const row = page.getByTestId('workflow-row').filter({ hasText: TITLE });
    await row.waitFor();
    await row.locator('[data-testid="workflow-status"][data-status="COMPLETED"]').waitFor({
      timeout: 60_000,
    });
    expect(navigations).toBe(0);
    await ada.page
      .getByTestId('workflow-row')
      .filter({ hasText: TITLE })
      .locator('[data-testid="workflow-status"][data-status="COMPLETED"]')
      .waitFor({ timeout: 15_000 });
    expect(adaNavigations).toBe(0);
    await ada.context.close();
    expect(
      await page.getByRole('status', { name: /^Live updates/ }).getAttribute('data-state'),
    ).toBe('connected');
    await screenshot(page, 'workflows-02-list-completed');

    // The server agrees: one request for the need, completed, run by an rpa_ flow.
    const api = apiClient(server.url);
    const sales = await api.login('sam@example.com', 'password123');
    const list = await api.get<TPage<TWorkflowRequest>>(
      sales.access_token,
      `/api/v1/workflow-requests?needId=${needId}`,
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      type: 'salesforce_opportunity_create',
      status: 'COMPLETED',
      attempts: 1,
    });
    expect(list.items[0]?.flowId).toMatch(/^rpa_/);

    // The detail shows its business context; keyboard: the need link of the row opens it.
    await row.getByRole('link', { name: TITLE }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/workflows/${list.items[0]!.id}`);
    const businessContext = page.getByRole('region', { name: 'Business context' });
    await businessContext.getByRole('link', { name: TITLE }).waitFor();
    await businessContext.getByText('€650.00/day').waitFor();
    await screenshot(page, 'workflows-03-detail');
    await context.close();

    // At 768 px the list still reads and its table scrolls sideways.
    const narrow = await signIn(browser, server.url, 'sam@example.com', {
      width: 768,
      height: 900,
    });
    await narrow.page.goto(`${server.url}/admin/workflows?status=COMPLETED`);
    await narrow.page.getByTestId('workflow-row').filter({ hasText: TITLE }).waitFor();
    await screenshot(narrow.page, 'workflows-04-list-768');
    await narrow.context.close();
  });

  it('a Recruiter is sent away from /admin/workflows and sees no CRM actions', async () => {
    const { context, page } = await signIn(browser, server.url, 'rita@example.com');
    await page.goto(`${server.url}/admin/workflows`);
    await page.waitForURL((url) => url.pathname === '/softeamboard');
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await page.getByRole('region', { name: 'CRM integration' }).count()).toBe(0);
    await context.close();
  });
});
