import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFlow, TNeed, TWorkflowRequest, TWorkflowRequestStarted } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { until } from './support/waits.ts';
import { createTeam } from './support/team.ts';

/** A short DOCX CV, written with the docx package. */
async function makeCvDocx(): Promise<Buffer> {
  const p = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Claire Martin', bold: true })] }),
          p('Senior Full-Stack Developer'),
          p('claire.martin@example.com | +33 6 12 34 56 78 | Lyon, France'),
          p('Skills: React, TypeScript, Node.js, PostgreSQL, Docker'),
          p('Experience: Lead Developer - Transalp Freight, Lyon (2021 - Present)'),
          p('Full-Stack Developer - Retailio, Paris (2017 - 2021)'),
          p('Languages: French (native), English (fluent)'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Reads until `isDone` holds; background runs end when they end, so this waits, never asserts time. */
async function waitUntil<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  const done = await until(
    async () => {
      last = await read();
      return isDone(last) && { value: last };
    },
    {
      timeout: 90_000,
      interval: 300,
      message: () => `gave up waiting; last value: ${JSON.stringify(last)}`,
    },
  );
  return done.value;
}

describe('flow administration journeys', () => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let salesId: string;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const team = await createTeam(server.url);
    admin = team.admin;
    const sales = team.members[0]!;
    salesId = sales.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an Admin finds a CV analysis run by candidate name and reads its stage timeline', async () => {
    const need = await api().post<TNeed>(admin.access_token, '/api/v1/needs', {
      title: 'Senior Full-Stack Developer',
      client: 'Nordwave Logistics',
      priority: 'P1',
      tjm: 650,
    });
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(await makeCvDocx())], {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      'claire-martin-cv.docx',
    );
    form.append('file_types', 'cv');
    form.append('api_config_json', JSON.stringify({ need_id: need.id }));
    const upload = await fetch(`${server.url}/api/v1/analysisIA/files/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.access_token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { results } = (await upload.json()) as { results: { entity_id: string }[] };
    const flowId = results[0]!.entity_id;
    await waitUntil(
      () => api().get<TFlow>(admin.access_token, `/api/v1/admin/flows/${flowId}`),
      (flow) => flow.status === 'completed' || flow.status === 'error',
    );

    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1280,
      height: 900,
    });
    // The view switcher lists it under the 'Administration' heading with its 'Admin' badge.
    await page.getByRole('button', { name: /^Switch view/ }).click();
    await page.getByText('Administration', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: /Flow Administration/ }).click();
    await page.waitForURL('**/admin/flows');
    await page.getByRole('heading', { name: 'Flow Administration' }).waitFor();
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await page.getByLabel('Search flows').fill('Claire Martin');
    // The search runs on the server and is kept in the URL, so the view can be shared.
    await page.waitForURL(/search=Claire/);
    const row = page.locator(`[data-testid="flow-row"][data-flow-id="${flowId}"]`);
    await row.getByText('Claire Martin').waitFor();
    await row.getByText('CV Analysis').waitFor();
    await screenshot(page, 'flows-01-found-by-candidate');

    await row.click();
    await page.waitForURL(new RegExp(`flow=${flowId}`));
    const dialog = page.getByRole('dialog', { name: 'Flow details' });
    await dialog.getByText('Stage timeline').waitFor();
    await dialog.getByTestId('stage-attempt').first().waitFor();
    expect(await dialog.getByTestId('stage-attempt').count()).toBeGreaterThanOrEqual(2);
    await dialog
      .getByText(/queue wait .* · duration /)
      .first()
      .waitFor();
    await dialog.getByText('Claire Martin', { exact: false }).first().waitFor();
    await screenshot(page, 'flows-02-stage-timeline');

    // A shared link opens the same dialog.
    await page.reload();
    await page.getByRole('dialog', { name: 'Flow details' }).getByText('Stage timeline').waitFor();
    await context.close();
  });

  it('a CRM mission that failed for want of an opportunity is retried from Flow Administration once the opportunity exists', async () => {
    const need = await api().post<TNeed>(admin.access_token, '/api/v1/needs', {
      title: 'Java Architect',
      client: 'Acme Bank',
      priority: 'P1',
      tjm: 720,
      consultants: [salesId],
      orderClients: [{ name: 'Marie Durand', email: 'marie.durand@acme.example' }],
    });

    // A mission request on a need without an opportunity fails in its classify stage.
    const mission = await api().post<{ id: string }>(
      admin.access_token,
      '/api/v1/workflow-requests',
      { type: 'salesforce_mission_create', payload: { needId: need.id } },
    );
    const started = await api().post<TWorkflowRequestStarted>(
      admin.access_token,
      `/api/v1/workflow-requests/${mission.id}/trigger`,
      {},
    );
    const failed = await waitUntil(
      () =>
        api().get<TWorkflowRequest>(admin.access_token, `/api/v1/workflow-requests/${mission.id}`),
      (r) => r.status === 'FAILED' || r.status === 'COMPLETED',
    );
    expect(failed.status).toBe('FAILED');
    expect(failed.lastError).toMatch(/^Create the opportunity first: /);

    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1280,
      height: 900,
    });
    // The CRM-RPA tab without a status filter, so the row stays in view once it completes.
    await page.goto(`${server.url}/admin/flows?tab=crm_rpa`);
    const row = page.locator(`[data-testid="flow-row"][data-flow-id="${started.flowId}"]`);
    await row.getByText('error', { exact: true }).waitFor();
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Flow details' });
    const failedAttempt = dialog
      .getByTestId('stage-attempt')
      .filter({ hasText: 'Classification' })
      .last();
    await failedAttempt.getByText(/Create the opportunity first: /).waitFor();
    await screenshot(page, 'flows-03-crm-failed');

    // The opportunity is created through its own workflow request.
    const opportunity = await api().post<{ id: string }>(
      admin.access_token,
      '/api/v1/workflow-requests',
      { type: 'salesforce_opportunity_create', payload: { needId: need.id } },
    );
    await api().post(admin.access_token, `/api/v1/workflow-requests/${opportunity.id}/trigger`, {});
    const created = await waitUntil(
      () =>
        api().get<TWorkflowRequest>(
          admin.access_token,
          `/api/v1/workflow-requests/${opportunity.id}`,
        ),
      (r) => r.status === 'COMPLETED' || r.status === 'FAILED',
    );
    expect(created.status).toBe('COMPLETED');

    // Retry from the stage that failed; the dialog follows the run live to completed, no reload.
    await failedAttempt.getByRole('button', { name: 'Retry from Classification' }).click();
    await page.getByText('Classification retriggered successfully').waitFor();
    await dialog.getByTestId('flow-status').getByText('completed').waitFor({ timeout: 60_000 });
    await dialog.getByRole('progressbar', { name: 'Progress 100%' }).waitFor();
    await screenshot(page, 'flows-04-crm-retried');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByText('completed', { exact: true }).waitFor();

    // The request followed its flow.
    const after = await waitUntil(
      () =>
        api().get<TWorkflowRequest>(admin.access_token, `/api/v1/workflow-requests/${mission.id}`),
      (r) => r.status === 'COMPLETED' || r.status === 'FAILED',
    );
    expect(after.status).toBe('COMPLETED');
    await context.close();
  });

  it('Sales and Recruiter see Access Denied; the page works at 768 px', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com');
    await page.goto(`${server.url}/admin/flows`);
    await page
      .getByText('Access Denied: You need administrator privileges to access this page.')
      .waitFor();
    await context.close();

    const narrow = await signIn(browser, server.url, 'ada@example.com', {
      width: 768,
      height: 1000,
    });
    await narrow.page.goto(`${server.url}/admin/flows`);
    await narrow.page.getByRole('heading', { name: 'Flow Administration' }).waitFor();
    await narrow.page.getByRole('tab', { name: 'CRM-RPA' }).click();
    await narrow.page.waitForURL(/tab=crm_rpa/);
    await narrow.page.getByRole('button', { name: 'Refresh' }).waitFor();
    await screenshot(narrow.page, 'flows-05-narrow');
    await narrow.context.close();
  });
});
