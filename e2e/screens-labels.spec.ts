import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { makePdf } from './support/documents.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createTeam } from './support/team.ts';

type TNeed = { id: string; title: string };
type TCandidate = { id: string; name: string };

/** True when the element's text is cut (ellipsis or line clamp) and no title gives it in full. */
async function isCutWithoutFullText(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    if (!cut) return false;
    const titled = el.closest('[title]');
    return !titled || (titled.getAttribute('title') ?? '') !== (el.textContent ?? '').trim();
  });
}

/** A chip whose label is cut by the ellipsis of its badge. */
async function isChipTruncated(chip: Locator): Promise<boolean> {
  return chip.evaluate((el) => {
    const label = el.querySelector('.mantine-Badge-label') ?? el;
    return label.scrollWidth > label.clientWidth + 1;
  });
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

function makeCvPdf(): Promise<Buffer> {
  return makePdf([
    'Claire Fontaine',
    'claire.fontaine@example.com',
    'Senior Data Engineer, 8 years of experience',
    'Skills: Python, Spark, Airflow, SQL',
  ]);
}

describe.each(e2eDriver('postgres'))(
  'screens read as words, whole and coloured (%s database)',
  (driver) => {
    let server: TServer;
    let browser: Browser;
    let admin: TSession;
    let sales: { id: string };
    const api = () => apiClient(server.url);
    let counter = 0;
    const unique = (text: string) => `${text} ${driver} ${++counter}`;

    beforeAll(async () => {
      server = await startServer({}, { driver });
      browser = await launchBrowser();
      const team = await createTeam(server.url, {
        members: [{ name: 'Sally Sales', email: 'sally@example.com', role: 'Sales' }],
      });
      admin = team.admin;
      sales = team.members[0]!;
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    const createNeed = (body: Record<string, unknown>) =>
      api().post<TNeed>(admin.access_token, '/api/v1/needs', {
        client: 'Acme Bank',
        priority: 'P2',
        tjm: 600,
        ...body,
      });
    const moveNeed = (id: string, column: string) =>
      api().patch<TNeed>(admin.access_token, `/api/v1/needs/${id}/column`, { column });
    const addCandidate = (needId: string, name: string) =>
      api().post<TCandidate>(admin.access_token, `/api/v1/needs/${needId}/candidates`, {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        skills: ['Java'],
      });

    it('need detail reads its status as a label, a step card names its source in words, and a CV-less candidate never shows the no-CV placeholder', async () => {
      const need = await createNeed({ title: unique('Labels Java Developer') });
      const name = unique('Jean Placeholder');
      await addCandidate(need.id, name);
      await moveNeed(need.id, 'CANDIDATE_SENT');

      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      // The details grid's 'Status' entry: its label, then its value.
      const status = page.getByText('Status', { exact: true }).locator('xpath=..');
      await status.waitFor();
      expect((await status.innerText()).replace('Status', '').trim()).toBe('Candidate Sent');
      expect(await page.locator('body').innerText()).not.toContain('candidate-sent');

      await page.getByRole('tab', { name: 'Sent (1)' }).click();
      await page.getByTestId('need-candidate-card').filter({ hasText: name }).click();
      const detail = page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
      const stepCard = detail.getByTestId('step-card').first();
      await stepCard.waitFor();
      await stepCard.getByText('Added automatically').first().waitFor();
      expect(await stepCard.innerText()).not.toMatch(/\bsystem\b/);
      await screenshot(page, `labels-01-step-source-${driver}`);
      expect(await page.locator('body').innerText()).not.toContain('manual-entry-no-cv');

      await detail.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Candidate' });
      const cvUrl = edit.getByLabel(/^CV URL/);
      await cvUrl.waitFor();
      expect(await cvUrl.inputValue()).not.toContain('manual-entry-no-cv');
      await context.close();
    });

    it('at 1440 px the needs list shows every status chip whole and long titles in full on hover; 768 px adds no page scroll', async () => {
      const longTitle = unique(
        'Lead Cloud Platform Architect for the Payments Modernisation Programme with Kubernetes and Terraform',
      );
      const need = await createNeed({ title: longTitle });
      await moveNeed(need.id, 'CANDIDATE_IDENTIFIED');
      const interview = await createNeed({ title: unique('Interview stage need') });
      await moveNeed(interview.id, 'CANDIDATE_INTERVIEW');

      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/needs`);
      const row = page.getByTestId('need-row').filter({ hasText: 'Lead Cloud Platform' });
      await row.waitFor();
      // Every chip of the rows: status, priority, analysis.
      const chips = page.getByTestId('need-row').locator('.mantine-Badge-root');
      expect(await chips.count()).toBeGreaterThan(5);
      for (const chip of await chips.all()) expect(await isChipTruncated(chip)).toBe(false);
      expect(await row.locator('td').first().innerText()).toContain('Lead Cloud Platform');
      expect(await isCutWithoutFullText(row.locator('td').first().locator('p').first())).toBe(
        false,
      );
      await screenshot(page, `labels-02-needs-list-1440-${driver}`);

      // Board card: a long title is whole or given in full by its title.
      await page.goto(`${server.url}/softeamboard`);
      const card = page.getByTestId('need-card').filter({ hasText: 'Lead Cloud Platform' });
      await card.waitFor();
      const cardTitle = card.getByText(/Lead Cloud Platform/).first();
      expect(await isCutWithoutFullText(cardTitle)).toBe(false);

      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(`${server.url}/softeamboard/needs`);
      await row.waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await context.close();
    });

    it('candidates page badges a candidate without a CV "No CV" with an upload action, never Pending; its detail offers Upload CV instead of Download CV', async () => {
      const need = await createNeed({ title: unique('Data Engineer') });
      const name = unique('Claire Nocv');
      await addCandidate(need.id, name);

      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/candidates`);
      const card = page.getByTestId('candidate-list-card').filter({ hasText: name });
      await card.waitFor();
      await card.getByText('No CV', { exact: true }).waitFor();
      expect(await card.getByText('Pending', { exact: true }).count()).toBe(0);
      await card.getByRole('button', { name: /Upload CV/ }).waitFor();
      expect(await card.getByRole('button', { name: /Download CV/ }).count()).toBe(0);
      await screenshot(page, `labels-03-candidates-no-cv-${driver}`);
      expect(await isCutWithoutFullText(card.getByText(name).first())).toBe(false);

      await card.getByRole('button', { name: `View ${name}` }).click();
      const detail = page.getByRole('dialog').filter({ hasText: 'Recruitment Steps' });
      await detail.getByRole('button', { name: /Upload CV/ }).waitFor();
      expect(await detail.getByRole('button', { name: /Download CV/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });

      // The upload action works: the badge leaves 'No CV'.
      await card.getByTestId('cv-file-input').setInputFiles({
        name: 'claire-fontaine-cv.pdf',
        mimeType: 'application/pdf',
        buffer: await makeCvPdf(),
      });
      await card.getByText('No CV', { exact: true }).waitFor({ state: 'detached' });

      await page.setViewportSize({ width: 768, height: 900 });
      await card.waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await context.close();
    });

    it('finished needs give Sold, Canceled and Deleted each their own chip colour and icon', async () => {
      const tag = unique('Outcome');
      for (const [suffix, column] of [
        ['sold', 'SALE'],
        ['canceled', 'CANCELED'],
        ['deleted', 'DELETED'],
      ] as const) {
        const need = await createNeed({ title: `${tag} ${suffix}` });
        await moveNeed(need.id, column);
      }
      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/finished`);
      const appearance = async (label: string) => {
        const row = page
          .getByTestId('need-row')
          .filter({ hasText: tag })
          .filter({
            has: page.locator('td:nth-child(4)', { hasText: label }),
          });
        const chip = row.first().locator('td:nth-child(4) .mantine-Badge-root');
        await chip.waitFor();
        expect(await isChipTruncated(chip)).toBe(false);
        return chip.evaluate((el) => ({
          color: getComputedStyle(el).color,
          background: getComputedStyle(el).backgroundColor,
          hasIcon: !!el.querySelector('svg'),
        }));
      };
      const sold = await appearance('Sold');
      const canceled = await appearance('Canceled');
      const deleted = await appearance('Deleted');
      await screenshot(page, `labels-04-finished-chips-${driver}`);
      for (const chip of [sold, canceled, deleted]) expect(chip.hasIcon).toBe(true);
      expect(new Set([sold.background, canceled.background, deleted.background]).size).toBe(3);
      expect(new Set([sold.color, canceled.color, deleted.color]).size).toBe(3);
      await context.close();
    });

    it('need detail shows the owner and a Team and stakeholders panel: consultants, order clients with e-mails, team and project', async () => {
      const need = await createNeed({
        title: unique('Stakeholders Payments Lead'),
        consultants: [sales.id],
        orderClients: ['Marie Curie', 'Paul Langevin'],
        orderClientsEmail: ['marie.curie@acme.com', ''],
        jdTeam: 'Payments Platform',
        jdProjectName: 'Instant Transfers',
      });
      const bare = await createNeed({ title: unique('Stakeholders Bare') });

      const { context, page } = await signIn(browser, server.url, 'ada@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      await page.getByTestId('need-owner').getByText('Sally Sales').waitFor();
      const panel = page.getByRole('region', { name: 'Team and stakeholders' });
      await panel.waitFor();
      await panel.getByText('Sally Sales').waitFor();
      expect(
        await panel.getByRole('link', { name: 'marie.curie@acme.com' }).getAttribute('href'),
      ).toBe('mailto:marie.curie@acme.com');
      await panel.getByText('Paul Langevin').waitFor();
      await panel.getByText('Payments Platform').waitFor();
      await panel.getByText('Instant Transfers').waitFor();
      await screenshot(page, `labels-05-stakeholders-${driver}`);

      await page.setViewportSize({ width: 768, height: 900 });
      await panel.waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${server.url}/softeamboard/need/${bare.id}`);
      await page.getByTestId('need-owner').getByText('No owner assigned').waitFor();
      const empty = page.getByRole('region', { name: 'Team and stakeholders' });
      await empty.getByText('No consultant assigned').waitFor();
      await empty.getByText('No order clients yet').waitFor();
      await empty.getByText('No team or project in the job analysis').waitFor();
      await context.close();
    });
  },
);
