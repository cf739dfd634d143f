import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, signIn } from './support/browser.ts';
import { makePdf } from './support/documents.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

type TRow = Record<string, string>;

describe.each(e2eDriver('postgres'))('data archive export (%s database)', (driver) => {
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

  /** Clicks the Needs List's export and opens the zip the browser saved. */
  async function exportFrom(email: string, button: string) {
    const { context, page } = await signIn(browser, server.url, email, {
      width: 1440,
      height: 900,
    });
    await page.goto(`${server.url}/softeamboard/needs`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^staffing-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
    await page.getByText(`Archive downloaded: ${file.suggestedFilename()}`).waitFor();
    await context.close();
    const csv = (name: string) => parse(strFromU8(zip[name]!), { columns: true }) as TRow[];
    return { zip, needs: csv('needs.csv'), candidates: csv('candidates.csv'), csv };
  }

  it('downloads the whole pool for the Admin and their own data for a Sales user, CVs included', async () => {
    const mine = await api().post<{ id: string }>(sales.access_token, '/api/v1/needs', {
      title: `Archive journey ${driver}`,
      client: 'Banque Rhône',
      priority: 'P1',
      tjm: 640,
      consultants: [sales.user.id],
    });
    const theirs = await api().post<{ id: string }>(admin.access_token, '/api/v1/needs', {
      title: 'Not Sam’s need',
      client: 'Acme',
      priority: 'P3',
      tjm: 500,
    });
    const zoe = await api().post<{ id: string }>(
      sales.access_token,
      `/api/v1/needs/${mine.id}/candidates`,
      { name: 'Zoé Archive', email: 'zoe.archive@example.com' },
    );
    // Her CV goes through the presigned upload and its completion, as the web sends it.
    const slot = await api().get<{ uploadUrl: string; objectKey: string }>(
      sales.access_token,
      `/api/v1/candidates/${zoe.id}/cv/presign?filename=zoe-cv.pdf&method=PUT`,
    );
    const pdf = await makePdf(['Zoé Archive', 'zoe.archive@example.com', 'Java, Spring']);
    const put = await fetch(slot.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    expect(put.status).toBe(204);
    await api().post(sales.access_token, `/api/v1/candidates/${zoe.id}/cv/complete`, {
      objectKey: slot.objectKey,
      filename: 'zoe-cv.pdf',
    });

    const pool = await exportFrom('ada@example.com', 'Export all data');
    expect(pool.needs.map((n) => n.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect(pool.candidates.map((c) => c.name)).toContain('Zoé Archive');
    expect(Buffer.from(pool.zip[`files/${zoe.id}/zoe-cv.pdf`]!)).toEqual(pdf);
    expect(strFromU8(pool.zip['README.txt']!)).toContain('candidates.csv');
    expect(pool.csv('steps.csv').map((s) => s['candidate id'])).toContain(zoe.id);

    const own = await exportFrom('sam@example.com', 'Export my data');
    expect(own.needs.map((n) => n.title)).toEqual([`Archive journey ${driver}`]);
    expect(own.candidates.map((c) => c.id)).toEqual([zoe.id]);
    expect(Buffer.from(own.zip[`files/${zoe.id}/zoe-cv.pdf`]!)).toEqual(pdf);
  });
});
