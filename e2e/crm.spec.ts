import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCrmExternalKey,
  isFlowFinished,
  type TFlow,
  type TNeed,
  type TPage,
  type TWorkflowRequest,
} from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { until } from './support/waits.ts';
import { createTeam } from './support/team.ts';

const TITLE = 'E2E CRM Kotlin lead';
const CODE = '246810';

/** Polls the flow through the API until it ends (the journeys watch it in the page too). */
async function waitForFlowEnd(server: TServer, token: string, flowId: string): Promise<TFlow> {
  const api = apiClient(server.url);
  let status = '';
  return until(
    async () => {
      const flow = await api.get<TFlow>(token, `/api/v1/admin/flows/${flowId}`);
      status = flow.status;
      return isFlowFinished(flow.status) && flow;
    },
    { timeout: 90_000, interval: 500, message: () => `flow ${flowId} still ${status}` },
  );
}

/** The sandbox CRM's own accounts, generated into the server's data folder at its first start. */
function sandboxCredentials(server: TServer) {
  const file = path.join(server.dataDir, 'sandbox-crm', 'credentials.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {
    demo: { username: string; password: string };
    clientId: string;
    clientSecret: string;
  };
}

/** Signs in to the sandbox CRM's own pages as its demo user (with the code on a new browser). */
async function signInToSandbox(page: Page, server: TServer) {
  const { demo } = sandboxCredentials(server);
  await page.locator('#username').fill(demo.username);
  await page.locator('#password').fill(demo.password);
  await page.locator('#Login').click();
  await page.locator('#emc').fill(CODE);
  await page.locator('#save').click();
}

describe('CRM write-back journeys', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let needId: string;
  let opportunityId: string;

  beforeAll(async () => {
    // No internet: the CRM is the embedded sandbox; its sign-in asks for a code once per browser.
    server = await startServer({ CRM_SANDBOX_2FA_CODE: CODE, CRM_TIMEOUT_SECONDS: '10' });
    browser = await launchBrowser();
    const api = apiClient(server.url);
    const team = await createTeam(server.url);
    admin = team.admin;
    const sam = team.members[0]!;
    const need = await api.post<{ id: string }>(admin.access_token, '/api/v1/needs', {
      title: TITLE,
      client: 'Initech',
      priority: 'P1',
      tjm: 720,
      quantity: 1,
      orderClients: ['Bill Lumbergh'],
      orderClientsEmail: ['bill@initech.test'],
      consultants: [sam.id],
    });
    needId = need.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an Admin launches an opportunity run, watches it live, types the verification code and the need gains its opportunity link', async () => {
    const { context, page } = await signIn(browser, server.url, 'ada@example.com');
    await page.goto(`${server.url}/admin/flows`);
    await page.getByRole('button', { name: 'Run RPA' }).click();
    const launcher = page.getByRole('dialog', { name: 'Run RPA' });
    await launcher.getByRole('textbox', { name: 'Need' }).fill('Kotlin');
    await page.getByRole('option', { name: new RegExp(TITLE) }).click();
    await screenshot(page, 'crm-01-launcher');
    await launcher.getByRole('button', { name: 'Launch' }).click();
    await page.getByText(/RPA flow opportunity started successfully! Flow ID: rpa_/).waitFor();
    await launcher.getByRole('button', { name: 'Watch Live' }).click();

    const viewer = page.getByRole('dialog', { name: /^Watch Live: rpa_/ });
    await viewer.waitFor();
    const flowId = (await viewer.getByRole('heading').first().textContent())!.replace(
      'Watch Live: ',
      '',
    );
    expect(flowId).toMatch(/^rpa_/);
    // The sandbox asks for the code: the viewer shows the browser and the code entry. A run that
    // ends before (a sign-in that timed out) fails the journey at once, with the run's own error.
    const code = viewer.getByRole('textbox', { name: 'Verification code' });
    const api = apiClient(server.url);
    await until(
      async () => {
        if (await code.isVisible()) return true;
        const flow = await api.get<TFlow>(admin.access_token, `/api/v1/admin/flows/${flowId}`);
        if (isFlowFinished(flow.status))
          throw new Error(`the run ended ${flow.status} before asking for the code: ${flow.error}`);
        return false;
      },
      { timeout: 60_000, interval: 500, message: 'the viewer never showed the code entry' },
    );
    // The first frame comes once the screencast started for this viewer: on a busy machine, after
    // the code entry (CI saw more than 15 s).
    await viewer
      .getByRole('img', { name: 'Live view of the RPA browser' })
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'crm-02-viewer-2fa');
    await code.pressSequentially('1x1-111 1');
    expect(await code.inputValue()).toBe('111111');
    await viewer.getByRole('button', { name: 'Submit code' }).click();
    await viewer.getByText('Invalid verification code').waitFor({ timeout: 30_000 });
    await screenshot(page, 'crm-03-viewer-wrong-code');
    await code.fill(CODE);
    await viewer.getByRole('button', { name: 'Submit code' }).click();
    await viewer
      .getByRole('status')
      .filter({ hasText: /accepted|verified|success/i })
      .first()
      .waitFor({
        timeout: 30_000,
      });

    const flow = await waitForFlowEnd(server, admin.access_token, flowId);
    expect(flow.status, flow.error ?? '').toBe('completed');
    expect(flow.type).toBe('rpa_browser_opportunity');
    await screenshot(page, 'crm-04-viewer-done');
    await page.getByRole('button', { name: 'Close live viewer' }).click();

    // The need shows its opportunity, labelled as a sandbox record.
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    const records = page.getByRole('region', { name: 'CRM records' });
    await records.waitFor();
    const link = records.getByRole('link', { name: /^Open Opportunity 006/ });
    await link.waitFor();
    await records.getByText('Sandbox CRM').first().waitFor();
    const need = await apiClient(server.url).get<TNeed>(
      admin.access_token,
      `/api/v1/needs/${needId}`,
    );
    opportunityId = need.opportunitySalesforceId!;
    expect(opportunityId).toMatch(/^006[0-9A-Za-z]{15}$/);
    expect(need.opportunitySalesforceUrl).toBe(
      `${server.sandboxCrmUrl}/sandbox-crm/lightning/r/Opportunity/${opportunityId}/view`,
    );
    await screenshot(page, 'crm-05-need-opportunity');
    await context.close();
  });

  it('a Sales user creates the same opportunity through a workflow request: it goes through the API and the CRM still holds one record', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    await page.goto(`${server.url}/softeamboard/need/${needId}`);
    const crm = page.getByRole('region', { name: 'CRM integration' });
    await crm.getByRole('button', { name: 'Create Opportunity' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/workflows');
    const row = page.getByTestId('workflow-row').filter({ hasText: TITLE });
    await row.locator('[data-testid="workflow-status"][data-status="COMPLETED"]').waitFor({
      timeout: 60_000,
    });
    await screenshot(page, 'crm-06-workflow-completed');

    const api = apiClient(server.url);
    const list = await api.get<TPage<TWorkflowRequest>>(
      admin.access_token,
      `/api/v1/workflow-requests?needId=${needId}`,
    );
    const request = list.items[0]!;
    const flow = await api.get<TFlow & { stages?: unknown; attempts?: unknown }>(
      admin.access_token,
      `/api/v1/admin/flows/${request.flowId}`,
    );
    expect(flow.type).toBe('rpa_opportunity');
    // The classify stage wrote through the Salesforce API connector (over HTTP to the sandbox).
    expect(JSON.stringify(flow)).toMatch(/via[^,]*api/);
    const need = await api.get<TNeed>(admin.access_token, `/api/v1/needs/${needId}`);
    expect(need.opportunitySalesforceId).toBe(opportunityId);

    // A person opens the sandbox's list of opportunities for the need: one record.
    await page.goto(`${server.sandboxCrmUrl}/sandbox-crm/lightning/o/Opportunity/list?q=${needId}`);
    await signInToSandbox(page, server);
    await page.waitForURL((url) => url.pathname.endsWith('/lightning/o/Opportunity/list'));
    expect(await page.locator(`a[href*="/lightning/r/Opportunity/"]`).count()).toBe(1);
    await screenshot(page, 'crm-07-sandbox-one-opportunity');
    await context.close();
  });

  it('a CRM that times out fails the run with a clear error, and its Retry succeeds without a duplicate record', async () => {
    const api = apiClient(server.url);
    // The sandbox's faults, set as its own client (a token of the sandbox, not of the product).
    const { clientId, clientSecret } = sandboxCredentials(server);
    const grant = await fetch(`${server.sandboxCrmUrl}/sandbox-crm/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    await fetch(`${server.sandboxCrmUrl}/sandbox-crm/services/data/v62.0/faults`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${grant.access_token}`,
      },
      body: JSON.stringify({ saveDelayMs: 12_000, count: 1 }),
    }).then((r) => expect(r.status).toBe(200));
    const { flow_id: failedId } = await api.post<{ flow_id: string }>(
      admin.access_token,
      `/api/v1/admin/flows/rpa/mission/${needId}`,
      {},
    );
    const failed = await waitForFlowEnd(server, admin.access_token, failedId);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatch(/did not answer within 10 s/);

    const { context, page } = await signIn(browser, server.url, 'ada@example.com');
    await page.goto(`${server.url}/admin/flows?flow=${failedId}`);
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(/did not answer within 10 s/)
      .first()
      .waitFor();
    await screenshot(page, 'crm-08-timeout-details');
    await page.keyboard.press('Escape');
    // The slowed save ends on the CRM side after the run gave up: the retry must find it.
    const missionKey = getCrmExternalKey({ action: 'mission', needId });
    await until(
      async () =>
        (
          await fetch(
            `${server.sandboxCrmUrl}/sandbox-crm/services/data/v62.0/sobjects/Mission__c/External_Key__c/${encodeURIComponent(missionKey)}`,
            { headers: { authorization: `Bearer ${grant.access_token}` } },
          )
        ).ok,
      { timeout: 30_000, message: 'the slowed save never landed in the CRM' },
    );
    await page.getByRole('button', { name: new RegExp(`^Retry .*${failedId}`) }).click();
    const toast = page.getByText(/RPA mission flow restarted successfully! Flow ID: rpa_/);
    await toast.waitFor({ timeout: 15_000 });
    const retriedId = /Flow ID: (rpa_[0-9a-f-]+)/.exec((await toast.textContent())!)![1]!;
    const retried = await waitForFlowEnd(server, admin.access_token, retriedId);
    expect(retried.status, retried.error ?? '').toBe('completed');

    const need = await api.get<TNeed>(admin.access_token, `/api/v1/needs/${needId}`);
    expect(need.missionSalesforceUrl).toMatch(
      new RegExp(`^${server.sandboxCrmUrl}/sandbox-crm/lightning/r/Mission__c/`),
    );
    await page.goto(`${server.sandboxCrmUrl}/sandbox-crm/lightning/o/Mission__c/list?q=${needId}`);
    await signInToSandbox(page, server);
    await page.waitForURL((url) => url.pathname.endsWith('/lightning/o/Mission__c/list'));
    expect(await page.locator(`a[href*="/lightning/r/Mission__c/"]`).count()).toBe(1);
    await screenshot(page, 'crm-09-sandbox-one-mission');
    await context.close();
  });

  it('the launcher and the viewer fit a 768 px screen', async () => {
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 768,
      height: 1000,
    });
    await page.goto(`${server.url}/admin/flows`);
    await page.getByRole('button', { name: 'Run RPA' }).click();
    await page.getByRole('dialog', { name: 'Run RPA' }).waitFor();
    await screenshot(page, 'crm-10-launcher-768');
    await context.close();
    const narrow = await newPage(browser, { width: 768, height: 900 });
    await narrow.page.goto(`${server.sandboxCrmUrl}/sandbox-crm/login`);
    await narrow.page.locator('#username').waitFor();
    await screenshot(narrow.page, 'crm-11-sandbox-login-768');
    await narrow.context.close();
  });
});
