import fs from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, screenshotDir, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { animationsSettled } from './support/waits.ts';
import { createSignedInTeam } from './support/team.ts';

const DAY = 86_400_000;

/** Three months and two days ago: typed as the refusal's date, it must not turn the clock back. */
function refusedLongAgo(): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 3);
  return new Date(d.getTime() - 2 * DAY).toISOString();
}

describe.each(e2eDriver('postgres'))('GDPR register and access export (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let admin: TSession;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({ GDPR_RETENTION_DAILY: 'false' }, { driver });
    browser = await launchBrowser();
    ({ admin, sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('runs retention from the register: a refusal back-dated in the form counts from when it was recorded, so nothing is erased', async () => {
    const need = await api().post<{ id: string }>(sales.access_token, '/api/v1/needs', {
      title: `GDPR journey ${driver}`,
      client: 'Acme Bank',
      priority: 'P2',
      tjm: 600,
    });
    const refused = await api().post<{ id: string }>(
      sales.access_token,
      `/api/v1/needs/${need.id}/candidates`,
      { name: 'Rita Refused', email: 'rita.refused@example.com' },
    );
    await api().post(sales.access_token, `/api/v1/steps/process/${need.id}/${refused.id}/steps`, {
      type: 'GO_NOGO',
      date: refusedLongAgo(),
      detailGoNoGo: { decision: 'NO_GO', reason: 'Profile too junior' },
    });
    const kept = await api().post<{ id: string; retentionDeadline: string }>(
      sales.access_token,
      '/api/v1/candidates',
      { name: 'Carl Consent', email: 'carl.consent@example.com', legalBasis: 'consent' },
    );
    expect(kept.retentionDeadline).not.toBeNull();

    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/admin/gdpr`);
    await page.getByRole('heading', { name: 'GDPR register' }).waitFor();
    expect(await page.getByTestId('gdpr-count-consent').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Run retention now' }).click();
    await page.getByText('Retention run queued').waitFor();
    // The run ends without erasing anyone: the refusal was recorded today, whatever date was typed.
    await expect
      .poll(
        async () => {
          const flows = await api().get<{ items: { type: string; status: string }[] }>(
            admin.access_token,
            '/api/v1/admin/flows?size=50',
          );
          return flows.items.find((f) => f.type === 'gdpr_retention')?.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('completed');
    await page.reload();
    await page.getByRole('heading', { name: 'GDPR register' }).waitFor();
    expect(await page.getByTestId('gdpr-erasure-row').count()).toBe(0);
    await screenshot(page, `gdpr-register-1440-${driver}`);
    const list = await api().get<{ items: { name: string }[] }>(
      admin.access_token,
      '/api/v1/candidates?search=Rita',
    );
    expect(list.items.map((c) => c.name)).toEqual(['Rita Refused']);

    await page.setViewportSize({ width: 768, height: 1000 });
    await screenshot(page, `gdpr-register-768-${driver}`);
    await context.close();
  });

  it("exports a candidate's data from the candidate detail (Admin)", async () => {
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('button', { name: 'View Carl Consent' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Data protection' });
    await detail.getByTestId('retention-deadline').waitFor();
    expect(await detail.getByTestId('retention-deadline').textContent()).toMatch(
      /^Erased on .+ unless renewed$/,
    );
    // The modal has finished opening; the section is scrolled into view for the picture.
    await detail.getByTestId('retention-deadline').scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await page.screenshot({
      path: `${screenshotDir}/gdpr-candidate-detail-1440-${driver}.png`,
    });
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Export data (GDPR)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gdpr-export-carl_consent-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['profile.json', 'steps.json', 'scores.json', 'emails.json']),
    );
    expect(JSON.parse(strFromU8(zip['profile.json']!)).basics).toMatchObject({
      name: 'Carl Consent',
      email: 'carl.consent@example.com',
    });
    await context.close();
  });

  it('lets an Admin erase a candidate from its detail, with the reason and the legal basis in the register', async () => {
    const erin = await api().post<{ id: string; phone: string }>(
      sales.access_token,
      '/api/v1/candidates',
      { name: 'Erin Erase', email: 'erin.erase@example.com', phone: '06 12 34 56 78' },
    );
    // Typed the French way, kept as E.164.
    expect(erin.phone).toBe('+33612345678');
    const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/candidates`);
    await page.getByRole('button', { name: 'View Erin Erase' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Data protection' });
    // Shown the national way.
    await detail.getByRole('link', { name: '06 12 34 56 78' }).first().waitFor();
    await detail.getByRole('button', { name: 'Erase data (GDPR)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this candidate (right to erasure)' });
    await dialog.getByRole('textbox', { name: 'Legal basis' }).click();
    await page.getByRole('option', { name: 'Objection to processing (art. 17(1)(c))' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Asked by phone on Monday');
    await dialog
      .getByRole('checkbox', { name: 'I understand the erasure cannot be undone' })
      .check();
    await screenshot(page, `gdpr-erase-from-detail-1440-${driver}`);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText('Erin Erase was erased').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const list = await api().get<{ items: { name: string }[] }>(
      admin.access_token,
      '/api/v1/candidates?search=Erin',
    );
    expect(list.items).toHaveLength(0);
    await page.goto(`${server.url}/admin/gdpr`);
    await page.getByRole('heading', { name: 'GDPR register' }).waitFor();
    await page
      .getByTestId('gdpr-erasure-row')
      .filter({ hasText: 'Asked by phone on Monday (GDPR art. 17(1)(c))' })
      .waitFor();
    await context.close();
  });
});
