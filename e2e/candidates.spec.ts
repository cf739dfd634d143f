import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { launchBrowser, newPage, screenshot, signIn as signInAs } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

type TNeed = { id: string };

/** Picks an option of a Mantine select by its label text. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: RegExp,
  option: string,
) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('candidates journeys', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a candidate to a need and takes it from Identified to Sale; a No Go lands under Rejected', async () => {
    const api = apiClient(server.url);
    const { admin } = await createTeam(server.url, { members: [] });
    const need = await api.post<TNeed>(admin.access_token, '/api/v1/needs', {
      title: 'Senior Java Developer',
      client: 'Acme Bank',
      priority: 'P1',
      tjm: 650,
    });

    const { context, page } = await newPage(browser, { width: 1400, height: 900 });
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/softeamboard');
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);

    // Empty tracker, then Add Candidate → Manual Entry.
    await page.getByRole('tab', { name: 'Identified (0)' }).click();
    await page.getByText('No identified candidates').waitFor();
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByLabel(/^Name/).fill('Jean Dupont');
    await add.getByLabel(/^Email/).fill('jean.dupont@example.com');
    await add.getByLabel(/^Phone/).fill('+33 6 12 34 56 78');
    const skills = add.getByPlaceholder('Type a skill and press Enter');
    for (const s of ['Java', 'Spring', 'Kafka']) {
      await skills.fill(s);
      await skills.press('Enter');
    }
    await screenshot(page, 'candidates-01-add-candidate');
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Identified (1)' }).waitFor();
    const card = page.getByTestId('need-candidate-card').filter({ hasText: 'Jean Dupont' });
    await card.getByText('Candidate Identified').waitFor();
    await screenshot(page, 'candidates-02-identified');

    // Each step from the candidate detail's Add Step; the tabs follow the latest step.
    const detail = page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
    const addStep = async (
      type: string,
      fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
      shot: string,
    ) => {
      await detail.getByRole('button', { name: 'Add Step' }).click();
      const dialog = page.getByRole('dialog', { name: /Add New Step/ });
      await choose(page, dialog, /Step Type/, type);
      await fill(dialog);
      await screenshot(page, shot);
      await dialog.getByRole('button', { name: 'Create Step' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await detail.getByTestId('step-card').filter({ hasText: type }).first().waitFor();
    };
    const closeDetail = async () => {
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });
    };

    await card.click();
    await detail.getByText('Candidate created and identified for this need').waitFor();
    await screenshot(page, 'candidates-03-detail');
    await addStep(
      'Candidate Sent',
      async (d) => {
        // The client e-mail is required: the domain's message shows beside the field.
        await d.getByLabel(/Client Name/).fill('Bob Martin');
        await d.getByRole('button', { name: 'Create Step' }).click();
        await d.getByText('Client email is required for candidate sent step').waitFor();
        await d.getByLabel(/Client Email/).fill('bob.martin@acme.com');
        expect(await d.getByLabel(/Mail Sent Date/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(await d.getByLabel(/Follow-up Date/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await d.getByLabel('Comment').fill('CV sent to Bob');
      },
      'candidates-04-step-sent',
    );
    await closeDetail();
    await page.getByRole('tab', { name: 'Sent (1)' }).click();
    await page.getByRole('tab', { name: 'Identified (0)' }).waitFor();
    await screenshot(page, 'candidates-05-sent-tab');

    await card.click();
    await addStep(
      'Candidate Interview',
      (d) => d.getByLabel(/Interview Location/).fill('Acme HQ, Paris'),
      'candidates-06-step-interview',
    );
    await closeDetail();
    await page.getByRole('tab', { name: 'Interview / GO-NOGO (1)' }).click();
    await page.getByRole('tab', { name: 'Sent (0)' }).waitFor();

    await card.click();
    await addStep(
      'GO/NOGO',
      async (d) => {
        // No decision is preselected: the person states GO or NO GO.
        expect(await d.getByRole('textbox', { name: /Decision/ }).inputValue()).toBe('');
        await choose(page, d, /Decision/, 'GO');
        await d.getByLabel(/^TJM/).fill('640');
      },
      'candidates-07-step-gonogo',
    );
    await addStep(
      'Sale',
      async (d) => {
        expect(await d.getByRole('textbox', { name: /Contract Type/ }).inputValue()).toBe('CDI');
        await d.getByLabel(/^TJM/).fill('650');
      },
      'candidates-08-step-sale',
    );
    await screenshot(page, 'candidates-09-detail-after-sale');
    await closeDetail();
    await page.getByRole('tab', { name: 'Interview / GO-NOGO (1)' }).waitFor();
    await card.getByText('Sale').first().waitFor();
    await screenshot(page, 'candidates-10-in-progress-tab');

    // A second candidate gets a quick No Go with a reason and moves to Rejected.
    await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
      name: 'Marie Curie',
      email: 'marie.curie@example.com',
      skills: ['Python'],
    });
    await page.getByRole('tab', { name: 'Identified (1)' }).click();
    const marie = page.getByTestId('need-candidate-card').filter({ hasText: 'Marie Curie' });
    await marie.click();
    await detail.getByRole('button', { name: 'No Go' }).click();
    const prompt = page.getByRole('dialog', { name: /No Go/ });
    await prompt.getByLabel(/Reason/).fill('Rate too high for the client');
    await screenshot(page, 'candidates-11-no-go');
    await prompt.getByRole('button', { name: 'Confirm No Go' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await detail.getByTestId('step-card').filter({ hasText: 'GO/NOGO' }).waitFor();
    await closeDetail();
    await page.getByRole('tab', { name: 'Rejected (1)' }).click();
    const rejected = page.getByTestId('rejected-candidate-card').filter({ hasText: 'Marie Curie' });
    await rejected.getByText('Rate too high for the client').waitFor();
    await page.getByRole('tab', { name: 'Identified (0)' }).waitFor();
    await screenshot(page, 'candidates-12-rejected');
    await rejected.click();
    await detail.getByText('Rate too high for the client').first().waitFor();
    await closeDetail();

    // The board card shows the candidates and the stage chips; the candidates page lists both.
    await page.goto(`${server.url}/softeamboard`);
    await page.getByText('Jean Dupont').first().waitFor();
    await screenshot(page, 'candidates-13-board');
    await page.goto(`${server.url}/candidates`);
    await page.getByText('2 of 2 candidates').waitFor();
    await page.getByText('Admin Mode').waitFor();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe(
      'Search candidates',
    );
    await page.keyboard.type('marie');
    await page.getByText('1 of 2 candidates').waitFor();
    await screenshot(page, 'candidates-14-candidates-page');
    await context.close();
  });

  it('edits a candidate and a step, deletes a step, removes a candidate from the need; a Recruiter only reads', async () => {
    const api = apiClient(server.url);
    const admin = await api.login('ada@example.com', 'password123');
    await api.createUser(admin.access_token, {
      name: 'Rita Recruiter',
      email: 'rita@example.com',
      password: 'password123',
      role: 'Recruiter',
    });
    const need = await api.post<TNeed>(admin.access_token, '/api/v1/needs', {
      title: 'Data Engineer',
      client: 'Globex',
      priority: 'P2',
      tjm: 550,
    });
    const paul = await api.post<{ id: string }>(
      admin.access_token,
      `/api/v1/needs/${need.id}/candidates`,
      { name: 'Paul Martin', email: 'paul.martin@example.com', skills: ['Scala'] },
    );
    await api.post(admin.access_token, `/api/v1/needs/${need.id}/candidates`, {
      name: 'Zoe Leroy',
      email: 'zoe.leroy@example.com',
    });
    await api.post(admin.access_token, `/api/v1/steps/process/${need.id}/${paul.id}/steps`, {
      type: 'CANDIDATE_SENT',
      date: new Date(Date.now() + 1000).toISOString(),
      detailCandidateSent: { clientName: 'Gina', clientEmail: 'gina@globex.com' },
    });

    const signIn = async (email: string) => {
      const session = await signInAs(browser, server.url, email, { width: 1400, height: 900 });
      await session.page.goto(`${server.url}/softeamboard/need/${need.id}`);
      return session;
    };

    const { context, page } = await signIn('ada@example.com');
    await page.getByRole('tab', { name: 'Sent (1)' }).click();
    const card = page.getByTestId('need-candidate-card').filter({ hasText: 'Paul Martin' });
    await card.getByRole('button', { name: 'Edit Paul Martin' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Candidate' });
    await edit.getByLabel('Role').fill('Data Engineer');
    await edit.getByLabel('Trigramme').fill('PMA');
    await edit.getByLabel('City').fill('Lyon');
    await screenshot(page, 'candidates-20-edit-candidate');
    await edit.getByRole('button', { name: 'Update Candidate' }).click();
    await page.getByText('Candidate information updated successfully!').waitFor();
    await card.getByText('Lyon').waitFor();

    await card.click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
    const sent = detail.locator('[data-testid="step-card"][aria-label="Candidate Sent"]');
    await sent.getByRole('button', { name: 'Edit step' }).click();
    const editStep = page.getByRole('dialog', { name: /Edit Step/ });
    await editStep.getByLabel(/Client Name/).fill('Gina Rossi');
    await editStep.getByRole('button', { name: 'Update Step' }).click();
    // Editing asks for the sent dates too.
    await editStep.getByText('Mail sent date is required for candidate sent step').waitFor();
    await editStep.getByLabel(/Mail Sent Date/).fill(new Date().toISOString().slice(0, 10));
    await editStep
      .getByLabel(/Follow-up Date/)
      .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await screenshot(page, 'candidates-21-edit-step');
    await editStep.getByRole('button', { name: 'Update Step' }).click();
    await editStep.waitFor({ state: 'hidden' });
    await sent.getByText('Gina Rossi').waitFor();

    await sent.getByRole('button', { name: 'Delete step' }).click();
    await page
      .getByText('Are you sure you want to delete this step? This action cannot be undone.')
      .waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await sent.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Identified (2)' }).click();

    const zoe = page.getByTestId('need-candidate-card').filter({ hasText: 'Zoe Leroy' });
    await zoe.hover();
    await zoe.getByRole('button', { name: 'Remove Zoe Leroy from this need' }).click();
    await page.getByText('Remove Zoe Leroy from this need?').waitFor();
    await screenshot(page, 'candidates-22-remove');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('tab', { name: 'Identified (1)' }).waitFor();
    await context.close();

    const rita = await signIn('rita@example.com');
    await rita.page.getByRole('tab', { name: 'Identified (1)' }).click();
    const readOnlyCard = rita.page
      .getByTestId('need-candidate-card')
      .filter({ hasText: 'Paul Martin' });
    await readOnlyCard.waitFor();
    expect(await rita.page.getByRole('button', { name: 'Add Candidate' }).count()).toBe(0);
    expect(await readOnlyCard.getByRole('button', { name: 'Edit Paul Martin' }).count()).toBe(0);
    await readOnlyCard.click();
    const roDetail = rita.page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
    await roDetail.getByText('Candidate created and identified for this need').waitFor();
    for (const name of ['Add Step', 'No Go', 'Edit', 'Download CV'])
      expect(await roDetail.getByRole('button', { name, exact: true }).count()).toBe(0);
    await screenshot(rita.page, 'candidates-23-recruiter-detail');
    await rita.context.close();
  });
});
