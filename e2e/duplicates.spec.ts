import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

describe.each(e2eDriver('embedded'))('duplicates (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Sales finds a pair in the Duplicates view, merges it field by field, then undoes it', async () => {
    const first = await api().post<TCandidate>(sales.access_token, '/api/v1/candidates', {
      name: 'Karim Benali',
      email: 'karim.benali@gmail.com',
      phone: '06 12 34 56 78',
      cvCity: 'Lyon',
    });
    // The same person again, as a CV or an import would bring him: Gmail's dots and tag differ.
    const second = await api().post<TCandidate>(sales.access_token, '/api/v1/candidates', {
      name: 'K. Benali',
      email: 'karimbenali+cv@gmail.com',
      phone: '+33 6 12 34 56 78',
    });

    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.getByRole('button', { name: /Switch view/ }).click();
    await page.getByRole('menuitem', { name: /Duplicates/ }).click();
    await page.waitForURL('**/candidates/duplicates');
    const pair = page.getByRole('listitem').filter({ hasText: 'K. Benali' });
    await pair.getByText('same e-mail, same phone').waitFor();
    await screenshot(page, 'duplicates-01-list');

    await pair.getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge two candidates' });
    await dialog.getByText('Kept: Karim Benali').waitFor();
    // The newer record's name is preselected; keep the full name instead.
    expect(await dialog.getByRole('radio', { name: 'K. Benali' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Karim Benali' }).check();
    await screenshot(page, 'duplicates-02-merge');
    await dialog.getByRole('button', { name: 'Merge the two records' }).click();
    await page.getByText('K. Benali was merged into Karim Benali.').waitFor();
    await page.getByText('No possible duplicates in the pool.').waitFor();

    // The merged id now leads to the kept record.
    const redirect = await fetch(`${server.url}/api/v1/candidates/${second.id}`, {
      headers: { authorization: `Bearer ${sales.access_token}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/api/v1/candidates/${first.id}`);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('The merge was undone.').waitFor();
    await pair.getByText('same e-mail, same phone').waitFor();
    const restored = await api().get<TCandidate>(
      sales.access_token,
      `/api/v1/candidates/${second.id}`,
    );
    expect(restored.name).toBe('K. Benali');

    // Merged again, a link to the merged record opens the kept one and the address follows.
    await api().post(sales.access_token, `/api/v1/candidates/${first.id}/merge`, {
      mergedId: second.id,
    });
    await page.goto(`${server.url}/candidates?candidate=${second.id}`);
    await page.waitForURL(`**/candidates?candidate=${first.id}`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Karim Benali' }).waitFor();
    await context.close();
  });
});
