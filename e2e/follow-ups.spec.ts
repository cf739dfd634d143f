import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate, TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { animationsSettled } from './support/waits.ts';
import { createSignedInTeam } from './support/team.ts';

const DAY = 86_400_000;

describe.each(e2eDriver('embedded'))('margin and follow-ups (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ admin, sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Sales sets a cost and sees the margin; a candidate sent 6 days ago is to follow up, with a drafted mail', async () => {
    const need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: 'Senior Data Engineer',
      client: 'Acme Bank',
      priority: 'P1',
      tjm: 600,
    });
    const candidate = await api().post<TCandidate>(
      sales.access_token,
      `/api/v1/needs/${need.id}/candidates`,
      { name: 'Grace Hopper', email: 'grace@example.com', cvRole: 'Data Engineer' },
    );
    // Sent to the client six days ago: the step's date field is back-dated through the API.
    await api().post(sales.access_token, `/api/v1/steps/process/${need.id}/${candidate.id}/steps`, {
      type: 'CANDIDATE_SENT',
      date: new Date(Date.now() - 6 * DAY).toISOString(),
      detailCandidateSent: { clientName: 'Bob Martin', clientEmail: 'bob.martin@acme.com' },
    });

    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('tab', { name: 'Sent (1)' }).click();
    const card = page.getByTestId('need-candidate-card').filter({ hasText: 'Grace Hopper' });
    await card.getByTestId('follow-up-badge').waitFor();
    expect(await card.getByTestId('margin-badge').count()).toBe(0);

    // Sales types the consultant's daily cost in Edit Candidate.
    await card.getByRole('button', { name: 'Edit Grace Hopper' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Candidate' });
    await edit.getByLabel('Consultant daily cost (€/day)').fill('450');
    await edit.getByRole('button', { name: 'Update Candidate' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => card.getByTestId('margin-badge').textContent())
      .toBe('Margin 150 €/day · 25 %');
    await screenshot(page, 'follow-ups-01-card-margin');

    // The server never gives the cost to a Recruiter.
    await api().createUser(admin.access_token, {
      name: 'Rita Recruiter',
      email: 'rita@example.com',
      password: 'password123',
      role: 'Recruiter',
    });
    const rita = await api().login('rita@example.com', 'password123');
    const seen = await api().get<TCandidate>(
      rita.access_token,
      `/api/v1/candidates/${candidate.id}`,
    );
    expect(seen.name).toBe('Grace Hopper');
    expect(seen).not.toHaveProperty('consultantDailyCost');
    const forSales = await api().get<TCandidate>(
      sales.access_token,
      `/api/v1/candidates/${candidate.id}`,
    );
    expect(forSales.consultantDailyCost).toBe(450);

    // 'To follow up' from the view switcher, then the drafted e-mail.
    await page.getByRole('button', { name: /Switch view/ }).click();
    await page.getByRole('menuitem', { name: /To Follow Up/ }).click();
    await page.waitForURL('**/follow-ups');
    const row = page.getByTestId('follow-up-row').filter({ hasText: 'Grace Hopper' });
    await row.getByText('6 days').waitFor();
    expect(await row.textContent()).toContain('Senior Data Engineer');
    await screenshot(page, 'follow-ups-02-list');
    await row.getByRole('button', { name: /Draft follow-up/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Follow-up e-mail for Grace Hopper' });
    const body = dialog.getByTestId('follow-up-email');
    await body.waitFor();
    expect(await body.inputValue()).toContain('Grace Hopper (Data Engineer)');
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(
      'Follow-up – Grace Hopper for your "Senior Data Engineer" position',
    );
    expect(await dialog.getByText('bob.martin@acme.com').count()).toBe(1);
    const mailto = await dialog
      .getByRole('link', { name: 'Open in mail app' })
      .getAttribute('href');
    expect(mailto).toMatch(/^mailto:bob.martin%40acme.com\?subject=Follow-up/);
    await screenshot(page, 'follow-ups-03-draft');

    await page.setViewportSize({ width: 768, height: 1000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The modal's fade-out, so the picture shows the list alone.
    await animationsSettled(page);
    await screenshot(page, 'follow-ups-04-list-768');
    await context.close();
  });
});
