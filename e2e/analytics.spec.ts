import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam, RITA, SAM } from './support/team.ts';

type TId = { id: string };

describe.each(e2eDriver('postgres'))('analytics for a sales director (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url, [SAM, RITA]));

    // This quarter: two needs of Sam's; one reaches a sale through its steps, one stays open.
    const token = sales.access_token;
    const owner = sales.user.id;
    const sold = await api().post<TId>(token, '/api/v1/needs', {
      title: 'Analytics Java lead',
      client: 'Acme Bank',
      priority: 'P1',
      tjm: 650,
      consultants: [owner],
    });
    await api().post<TId>(token, '/api/v1/needs', {
      title: 'Analytics QA engineer',
      client: 'Globex',
      priority: 'P2',
      tjm: 480,
      consultants: [owner],
    });
    const addCandidate = (name: string) =>
      api().post<TId>(token, `/api/v1/needs/${sold.id}/candidates`, {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      });
    const step = (candidateId: string, body: Record<string, unknown>) =>
      api().post(token, `/api/v1/steps/process/${sold.id}/${candidateId}/steps`, body);
    const hired = await addCandidate('Hugo Hired');
    const declined = await addCandidate('Nina Declined');
    await step(hired.id, {
      type: 'CANDIDATE_SENT',
      detail: { clientName: 'Acme Bank', clientEmail: 'buyer@example.com' },
    });
    await step(hired.id, { type: 'GO_NOGO', detail: { decision: 'GO' } });
    await step(hired.id, { type: 'SALE', detail: { tjm: 650, contractType: 'Freelance' } });
    await step(declined.id, {
      type: 'CANDIDATE_SENT',
      detail: { clientName: 'Acme Bank', clientEmail: 'buyer@example.com' },
    });
    await step(declined.id, {
      type: 'GO_NOGO',
      detail: { decision: 'NO_GO', reason: 'Too expensive' },
    });
    await api().patch(token, `/api/v1/needs/${sold.id}/column`, { column: 'SALE' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees the quarter funnel and fill rate, changes the period and downloads the per sales user CSV', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.getByRole('button', { name: /^Switch view/ }).click();
    await page.getByRole('menuitem', { name: /Analytics/ }).click();
    await page.waitForURL('**/analytics?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-(01|04|07|10)-01$/);

    await expect.poll(() => page.getByTestId('kpi-Fill rate').textContent()).toBe('50.0 %');
    expect(await page.getByTestId('kpi-Needs opened').textContent()).toBe('2');
    expect(await page.getByTestId('kpi-Sold').textContent()).toBe('1');
    const funnel = page.getByTestId('funnel-summary');
    expect(await funnel.textContent()).toContain('Identified 2');
    expect(await funnel.textContent()).toContain('Sent 2 · 100.0 %');
    expect(await funnel.textContent()).toContain('Sale 1');
    const perSales = page.getByRole('table', { name: 'Per sales user' });
    expect(await perSales.textContent()).toContain('Sam Sales');
    expect(
      await page.getByRole('table', { name: 'GO/NO-GO decisions by reason' }).textContent(),
    ).toContain('Too expensive');
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, `analytics-1440-${driver}`);

    // The CSV of the per sales user table, with the page's period.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV per sales user' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^analytics-sales-users-\d{4}-\d{2}-\d{2}_.*\.csv$/);
    const text = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('sales user,needs opened,needs sold');
    expect(lines[1]).toContain(`${sales.user.id},Sam Sales,2,1,0,1,0.5,`);

    // Last quarter holds nothing: the URL follows the picker and the page says so.
    await page.getByRole('textbox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last quarter' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('from'))
      .not.toBe(url.searchParams.get('from'));
    await page.getByTestId('analytics-empty').waitFor();
    // A reload keeps the period.
    const lastQuarter = page.url();
    await page.reload();
    await page.getByTestId('analytics-empty').waitFor();
    expect(page.url()).toBe(lastQuarter);
    await context.close();
  });

  it('works at 768 px', async () => {
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 768,
      height: 1000,
    });
    await page.goto(`${server.url}/analytics`);
    await expect.poll(() => page.getByTestId('kpi-Fill rate').textContent()).toBe('50.0 %');
    await page.locator('.recharts-surface').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `analytics-768-${driver}`);
    await context.close();
  });

  it('shows a Recruiter no entry and Access Denied', async () => {
    const { context, page } = await signIn(browser, server.url, 'rita@example.com');
    expect(await page.getByRole('button', { name: /^Switch view/ }).count()).toBe(0);
    expect(await page.getByText('Analytics', { exact: true }).count()).toBe(0);
    await page.goto(`${server.url}/analytics`);
    await page.getByText('You need Admin or Sales privileges to view analytics.').waitFor();
    expect(await page.getByTestId('kpi-Fill rate').count()).toBe(0);
    await context.close();
  });
});
