import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { dragCardTo } from './support/board.ts';
import { launchBrowser, screenshot, signIn as signInAs } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam, RITA, SAM } from './support/team.ts';

const TITLE = 'E2E Kotlin backend developer';

function signIn(
  browser: Browser,
  server: TServer,
  email: string,
  size?: { width: number; height: number },
) {
  return signInAs(browser, server.url, email, size);
}

describe('needs journeys', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await createTeam(server.url, { members: [SAM, RITA] });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a Sales user creates a need, moves it, finds it in the list, freezes, unfreezes and sells it', async () => {
    const { context, page } = await signIn(browser, server, 'sam@example.com');
    await page.getByText('No needs yet').waitFor();
    await screenshot(page, 'needs-01-empty-board');

    // Create a need by manual entry; submit stays disabled until title, client and TJM are valid.
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Need' });
    // The dialog opens on AI Analysis (documents feature); this journey enters the need by hand.
    await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
    const submit = dialog.getByRole('button', { name: 'Create Need' });
    await dialog.getByLabel(/^Title/).fill('E2');
    await dialog
      .getByLabel(/^Client/)
      .first()
      .click();
    await dialog.getByText('Title must be at least 3 characters').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Title/).fill(TITLE);
    await dialog
      .getByLabel(/^Client/)
      .first()
      .fill('Acme Bank');
    await dialog.getByLabel(/^TJM/).fill('650');
    await dialog.getByLabel('Order client name').fill('Jean Dupont');
    await dialog.getByLabel('Order client name').press('Enter');
    await dialog.getByLabel('Required skills').fill('Kotlin');
    await dialog.getByLabel('Required skills').press('Enter');
    await screenshot(page, 'needs-02-create-dialog');
    await submit.click();
    await page.getByText(`"${TITLE}" created successfully`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('column-no-candidate').getByText(TITLE).waitFor();
    await screenshot(page, 'needs-03-board-with-need');

    // Drag it to Candidate Identified through the confirmation.
    await dragCardTo(page, TITLE, 'column-candidate-identified');
    const confirm = page.getByRole('dialog', { name: 'Confirm Move' });
    await confirm.getByText('Are you sure you want to move this need?').waitFor();
    expect(await confirm.getByTestId('move-from').textContent()).toBe('No Candidate');
    expect(await confirm.getByTestId('move-to').textContent()).toBe('Candidate Identified');
    await screenshot(page, 'needs-04-confirm-move');
    await confirm.getByRole('button', { name: 'Confirm Move' }).click();
    await page.getByText(`"${TITLE}" moved to Candidate Identified`).waitFor();
    await page.getByTestId('column-candidate-identified').getByText(TITLE).waitFor();
    await screenshot(page, 'needs-05-board-after-move');

    // The needs list reads its filter from the URL.
    await page.goto(`${server.url}/softeamboard/needs?search=Kotlin`);
    const row = page.getByTestId('need-row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await page.getByTestId('need-row').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Search needs' }).inputValue()).toBe('Kotlin');
    await screenshot(page, 'needs-06-needs-list-filtered');

    // Detail: freeze, unfreeze (back to its column), then sell.
    await row.click();
    await page.waitForURL('**/softeamboard/need/**');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Freeze Need' }).click();
    await page
      .getByText('Need frozen successfully! The need is now temporarily on hold.')
      .waitFor();
    await page.getByTestId('need-status').filter({ hasText: 'Frozen' }).waitFor();
    await screenshot(page, 'needs-07-detail-frozen');
    await page.getByRole('button', { name: 'Unfreeze' }).click();
    await page.getByText('Need unfrozen successfully!').waitFor();
    await page.getByTestId('need-status').filter({ hasText: 'Candidate Identified' }).waitFor();
    await page.getByRole('button', { name: 'Mark as Sold' }).click();
    await page
      .getByRole('dialog', { name: 'Mark as Sold?' })
      .getByRole('button', { name: 'Mark as Sold' })
      .click();
    await page.getByText('Need marked as SOLD successfully!').waitFor();
    await page.getByTestId('need-status').filter({ hasText: 'Sold' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as Sold' }).isDisabled()).toBe(true);
    await screenshot(page, 'needs-08-detail-sold');

    // Sold needs leave the board and appear in Finished Needs.
    await page.goto(`${server.url}/softeamboard/finished`);
    await page.getByTestId('need-row').filter({ hasText: TITLE }).waitFor();
    expect(await page.getByText('Admin: Hard delete available').count()).toBe(0);
    await screenshot(page, 'needs-09-finished-sales');
    await context.close();
  });

  it('an Admin hard deletes the sold need by typing DELETE', async () => {
    const { context, page } = await signIn(browser, server, 'ada@example.com');
    await page.goto(`${server.url}/softeamboard/finished`);
    await page.getByText('Admin: Hard delete available').waitFor();
    const row = page.getByTestId('need-row').filter({ hasText: TITLE });
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${TITLE} permanently` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete need permanently' });
    const remove = dialog.getByRole('button', { name: 'Delete permanently' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await screenshot(page, 'needs-10-hard-delete');
    await remove.click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await page.getByText('No finished needs').waitFor();
    await screenshot(page, 'needs-11-finished-after-delete');
    await context.close();
  });

  it('a Recruiter sees a read-only board; the board works at 768 px', async () => {
    const api = apiClient(server.url);
    const sam = await api.login('sam@example.com', 'password123');
    await api.post(sam.access_token, '/api/v1/needs', {
      title: 'Read only need',
      client: 'Globex',
      tjm: 400,
    });
    const { context, page } = await signIn(browser, server, 'rita@example.com');
    await page.getByText('Read only need').waitFor();
    expect(await page.getByRole('button', { name: 'Create Need' }).count()).toBe(0);
    await screenshot(page, 'needs-12-recruiter-board');
    await page.getByText('Read only need').click();
    await page.waitForURL('**/softeamboard/need/**');
    await page.getByRole('tab', { name: 'Need Details' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as Sold' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await context.close();

    const narrow = await signIn(browser, server, 'sam@example.com', { width: 768, height: 900 });
    await narrow.page.getByText('Read only need').waitFor();
    await screenshot(narrow.page, 'needs-13-board-768');
    await narrow.context.close();
  });
});
