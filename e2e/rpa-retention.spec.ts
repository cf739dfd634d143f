import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDdMmYyyy, type TFlow } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

const TITLE = 'E2E Retention Rust lead';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Polls the flow through the API until it ends (the journey reads it in the page after). */
async function waitForFlowEnd(server: TServer, token: string, flowId: string): Promise<TFlow> {
  const api = apiClient(server.url);
  return vi.waitFor(
    async () => {
      const flow = await api.get<TFlow>(token, `/api/v1/admin/flows/${flowId}`);
      if (!['completed', 'error', 'cancelled'].includes(flow.status))
        throw new Error(`flow ${flowId} still ${flow.status}`);
      return flow;
    },
    { timeout: 90_000, interval: 500 },
  );
}

describe('Run RPA: a retention with its projected start date', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let needId: string;

  beforeAll(async () => {
    server = await startServer({ CRM_TIMEOUT_SECONDS: '15' });
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
      orderClients: ['Bill Lumbergh'],
      orderClientsEmail: ['bill@initech.test'],
      consultants: [sam.id],
    });
    needId = need.id;
    await api.post(admin.access_token, `/api/v1/needs/${needId}/candidates`, {
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
    });
    // A retention is written on the need's opportunity: the opportunity run comes first.
    const { flow_id } = await api.post<{ flow_id: string }>(
      admin.access_token,
      `/api/v1/admin/flows/rpa/opportunity/${needId}`,
      {},
    );
    const opportunity = await waitForFlowEnd(server, admin.access_token, flow_id);
    expect(opportunity.status, opportunity.error ?? '').toBe('completed');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the launcher asks for the date, the run completes and its details show the screenshot', async () => {
    const { context, page } = await signIn(browser, server.url, 'ada@example.com');
    await page.goto(`${server.url}/admin/flows`);
    await page.getByRole('button', { name: 'Run RPA' }).click();
    const launcher = page.getByRole('dialog', { name: 'Run RPA' });
    await launcher.getByRole('textbox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Retention' }).click();
    await launcher.getByRole('textbox', { name: 'Need' }).fill('Rust');
    await page.getByRole('option', { name: new RegExp(TITLE) }).click();
    await launcher.getByRole('textbox', { name: 'Candidate' }).click();
    await page.getByRole('option', { name: /Grace Hopper/ }).click();

    const date = launcher.getByRole('textbox', { name: 'Projected start date' });
    await date.fill('');
    await launcher.getByRole('button', { name: 'Launch' }).click();
    await launcher.getByRole('alert').getByText('Projected start date is required').waitFor();
    const start = formatDdMmYyyy(new Date(Date.now() + 21 * DAY_MS));
    await date.fill(start);
    await screenshot(page, 'rpa-retention-01-launcher');
    await launcher.getByRole('button', { name: 'Launch' }).click();

    const toast = page.getByText(/RPA flow retention started successfully! Flow ID: rpa_/);
    await toast.waitFor({ timeout: 15_000 });
    const flowId = /Flow ID: (rpa_[0-9a-f-]+)/.exec((await toast.textContent())!)![1]!;
    const flow = await waitForFlowEnd(server, admin.access_token, flowId);
    expect(flow.status, flow.error ?? '').toBe('completed');
    expect(flow.payload?.projectedStartDate).toBe(start.split('/').reverse().join('-'));

    await page.goto(`${server.url}/admin/flows?flow=${flowId}`);
    const dialog = page.getByRole('dialog', { name: 'Flow details' });
    await dialog
      .getByTestId('flow-status')
      .getByText(/completed/i)
      .waitFor();
    const image = dialog.getByRole('img', { name: `The last page of the browser run ${flowId}` });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await image.scrollIntoViewIfNeeded();
    await screenshot(page, 'rpa-retention-02-flow-details-screenshot');
    const download = dialog.getByRole('link', { name: 'Download screenshot' });
    expect(await download.getAttribute('download')).toBe(`${flowId}.png`);
    await context.close();
  });

  it('a Sales user starts two requests at once from the Workflow Requests page', async () => {
    const api = apiClient(server.url);
    const sam = await api.login('sam@example.com', 'password123');
    for (const type of ['salesforce_product_add', 'salesforce_mission_create'])
      await api.post(sam.access_token, '/api/v1/workflow-requests', {
        type,
        payload: { needId },
      });
    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    await page.goto(`${server.url}/admin/workflows`);
    await page.getByRole('checkbox', { name: /^Select product request/ }).check();
    await page.getByRole('checkbox', { name: /^Select mission request/ }).check();
    await screenshot(page, 'rpa-retention-03-workflows-batch');
    await page.getByRole('button', { name: 'Start selected (2)' }).click();
    await page.getByText('Started 2/2 workflows').waitFor();
    await page.getByText(/^(Batch workflows completed|Some workflows may have failed)$/).waitFor({
      timeout: 20_000,
    });
    await screenshot(page, 'rpa-retention-04-workflows-batch-done');
    await context.close();
  });
});
