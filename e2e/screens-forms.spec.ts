import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { dragCardTo } from './support/board.ts';
import { makePdf } from './support/documents.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

/**
 * A stand-in for the AI endpoint (AI_PROVIDER=openai) that keeps every analysis waiting until the
 * journey lets it go, so "while the analysis is pending" is a state the test can hold.
 */
async function startHeldAi() {
  const waiting: Array<() => void> = [];
  let onRequest: (() => void) | null = null;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      waiting.push(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'held',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: JSON.stringify({
                    seniority: 'Senior',
                    team: null,
                    projectname: null,
                    location: 'Lyon',
                    education: null,
                    experienceyears: '5',
                    company: null,
                    requiredskills: ['React'],
                    desiredskills: [],
                    soft_skills: [],
                    responsibilities: [],
                  }),
                },
              },
            ],
          }),
        );
      });
      onRequest?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Resolves once an analysis is waiting. */
    waitForRequest: () =>
      new Promise<void>((resolve) => {
        if (waiting.length > 0) return resolve();
        onRequest = () => {
          onRequest = null;
          resolve();
        };
      }),
    releaseAll: () => waiting.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((resolve) => {
        waiting.splice(0).forEach((answer) => answer());
        server.close(() => resolve());
      }),
  };
}

type TBox = { x: number; y: number; width: number; height: number };
const intersects = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast on screen, as boxes. */
async function toastBoxes(page: Page): Promise<TBox[]> {
  const toasts = page.locator('.mantine-Notification-root');
  const boxes: TBox[] = [];
  for (let i = 0; i < (await toasts.count()); i++) {
    const box = await toasts.nth(i).boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

async function expectNotCovered(page: Page, button: Locator, name: string) {
  const box = (await button.boundingBox())!;
  const toasts = await toastBoxes(page);
  expect(toasts.length, 'a toast is on screen').toBeGreaterThan(0);
  for (const toast of toasts)
    expect(intersects(box, toast), `${name} hidden by a toast`).toBe(false);
}

/**
 * The WCAG contrast ratio of an element's text against what is painted behind it: its own
 * background and its ancestors' composed (translucent layers blended down to an opaque one).
 */
function contrastOf(element: Element): number {
  const parse = (value: string): [number, number, number, number] => {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const [r, g, b, a] = m[1]!
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r!, g!, b!, a === undefined || Number.isNaN(a) ? 1 : a];
  };
  const layers: [number, number, number, number][] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const bg = parse(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let back: [number, number, number] = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse())
    back = [r * a + back[0] * (1 - a), g * a + back[1] * (1 - a), b * a + back[2] * (1 - a)];
  const textNode = element.querySelector('.mantine-Button-label') ?? element;
  const [fr, fg, fb, fa] = parse(getComputedStyle(textNode).color);
  const fore = [
    fr * fa + back[0] * (1 - fa),
    fg * fa + back[1] * (1 - fa),
    fb * fa + back[2] * (1 - fa),
  ];
  const lum = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(fore), lum(back)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each(e2eDriver('postgres'))(
  'screens as a sales person meets them (%s database)',
  (driver) => {
    let server: TServer;
    let browser: Browser;
    let ai: Awaited<ReturnType<typeof startHeldAi>>;
    let sales: TSession;
    const api = () => apiClient(server.url);

    const createNeed = (title: string, extra: Record<string, unknown> = {}) =>
      api().post<TNeed>(sales.access_token, '/api/v1/needs', {
        title,
        client: 'Acme Bank',
        priority: 'P2',
        tjm: 600,
        ...extra,
      });
    const getNeed = (id: string) => api().get<TNeed>(sales.access_token, `/api/v1/needs/${id}`);
    const findNeeds = (search: string) =>
      api().get<{ items: TNeed[] }>(
        sales.access_token,
        `/api/v1/needs?scope=all&search=${encodeURIComponent(search)}`,
      );
    /** The status and detail of a raw API call (the API helper throws on errors). */
    const rawCall = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sales.access_token}`,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { detail?: string } };
    };

    beforeAll(async () => {
      ai = await startHeldAi();
      server = await startServer(
        { AI_PROVIDER: 'openai', AI_BASE_URL: ai.baseUrl, AI_MODEL: 'held' },
        { driver },
      );
      browser = await launchBrowser();
      ({ sales } = await createSignedInTeam(server.url));
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await ai?.close();
    });

    it('an out-of-range number keeps what was typed, shows the rule under the field and saves nothing', async () => {
      const title = `Forms numbers ${driver}`;
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });

      // Create Need: TJM −5 or 0, quantity 0 and 60 years of experience are refused, never changed.
      await page.getByRole('button', { name: 'Create Need' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create New Need' });
      await create.getByRole('tab', { name: 'Manual Entry' }).click();
      await create.getByLabel(/^Title/).fill(title);
      await create
        .getByLabel(/^Client/)
        .first()
        .fill('Acme Bank');
      const tjm = create.getByLabel(/^TJM/);
      await tjm.fill('-5');
      await create.getByLabel(/^Title/).click();
      await create.getByText('TJM must be a positive number').waitFor();
      expect(await tjm.inputValue()).toBe('-5');
      await tjm.fill('0');
      await create.getByLabel(/^Title/).click();
      await create.getByText('TJM must be a positive number').waitFor();
      expect(await tjm.inputValue()).toBe('0');
      await tjm.fill('650');
      const quantity = create.getByLabel(/^Quantity/);
      await quantity.fill('0');
      await create.getByLabel(/^Title/).click();
      await create.getByText('Quantity must be at least 1').waitFor();
      expect(await quantity.inputValue()).toBe('0');
      await quantity.fill('2');
      const years = create.getByLabel(/^Experience years/);
      await years.fill('60');
      await create.getByLabel(/^Title/).click();
      await create.getByText('Experience years must be between 0 and 50').waitFor();
      expect(await years.inputValue()).toBe('60');
      expect(await create.getByRole('button', { name: 'Create Need' }).isDisabled()).toBe(true);
      await screenshot(page, `forms-01-create-out-of-range-${driver}`);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await create.waitFor({ state: 'hidden' });
      expect((await findNeeds(title)).items).toHaveLength(0);

      // Edit Need: progress 150, TJM −5 and quantity 0 are refused the same way.
      const need = await createNeed(title);
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: /^Edit Need/ });
      const progress = edit.getByLabel(/^Progress/);
      await progress.fill('150');
      await edit.getByLabel(/^Title/).click();
      await edit.getByText('Progress must be between 0-100').waitFor();
      expect(await progress.inputValue()).toBe('150');
      const editTjm = edit.getByLabel(/^TJM/);
      await editTjm.fill('-5');
      await edit.getByLabel(/^Title/).click();
      await edit.getByText('TJM must be greater than or equal to 0').waitFor();
      expect(await editTjm.inputValue()).toBe('-5');
      const editQuantity = edit.getByLabel(/^Quantity/);
      await editQuantity.fill('0');
      await edit.getByLabel(/^Title/).click();
      await edit.getByText('Quantity must be at least 1').waitFor();
      expect(await editQuantity.inputValue()).toBe('0');
      expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await screenshot(page, `forms-02-edit-out-of-range-${driver}`);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      const unchanged = await getNeed(need.id);
      expect([unchanged.progressPct, unchanged.tjm, unchanged.quantity]).toEqual([0, 600, 1]);

      // Add Candidate: a negative expected TJM is refused under the field; nothing is created.
      await page.getByRole('tab', { name: /^Identified/ }).click();
      await page.getByRole('button', { name: 'Add Candidate' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Candidate' });
      await add.getByLabel(/^Name/).fill('Nina Negative');
      await add.getByLabel(/^Email/).fill(`nina.${driver}@example.com`);
      await add.getByLabel(/^Expected TJM/).fill('-5');
      await add.getByRole('button', { name: 'Add Candidate' }).click();
      await add.getByText('Expected TJM must be a number greater than or equal to 0').waitFor();
      await add.getByRole('button', { name: 'Cancel' }).click();
      expect((await getNeed(need.id)).candidateCount).toBe(0);

      // The API answers with the same rules: refused with the message, never clamped.
      const refusals = [
        await rawCall('POST', '/api/v1/needs', { title, client: 'Acme', tjm: -5 }),
        await rawCall('POST', '/api/v1/needs', { title, client: 'Acme', tjm: 0 }),
        await rawCall('POST', '/api/v1/needs', { title, client: 'Acme', tjm: 10, quantity: 0 }),
        await rawCall('POST', '/api/v1/needs', {
          title,
          client: 'Acme',
          tjm: 10,
          jd_experience_years: 60,
        }),
        await rawCall('PATCH', `/api/v1/needs/${need.id}`, { progressPct: 150 }),
        await rawCall('PATCH', `/api/v1/needs/${need.id}`, { tjm: -5 }),
        await rawCall('PATCH', `/api/v1/needs/${need.id}`, { quantity: 0 }),
      ];
      expect(refusals.map((r) => [r.status, r.body.detail])).toEqual([
        [422, 'TJM must be a positive number'],
        [422, 'TJM must be a positive number'],
        [422, 'Quantity must be at least 1'],
        [422, 'Experience years must be between 0 and 50'],
        [422, 'Progress must be between 0-100'],
        [422, 'TJM must be greater than or equal to 0'],
        [422, 'Quantity must be at least 1'],
      ]);
      await context.close();
    });

    it('Enter in an add-with-Enter list only adds the item and never submits the dialog', async () => {
      const title = `Forms enter ${driver}`;
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });

      // Create Need: a valid form, then Enter in each empty list.
      await page.getByRole('button', { name: 'Create Need' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create New Need' });
      await create.getByRole('tab', { name: 'Manual Entry' }).click();
      await create.getByLabel(/^Title/).fill(title);
      await create
        .getByLabel(/^Client/)
        .first()
        .fill('Acme Bank');
      await create.getByLabel(/^TJM/).fill('650');
      expect(await create.getByRole('button', { name: 'Create Need' }).isEnabled()).toBe(true);
      for (const list of ['Required skills', 'Desired skills', 'Soft skills', 'Responsibilities']) {
        await create.getByLabel(list).press('Enter');
      }
      await create.getByLabel('Order client name').press('Enter');
      await create.getByLabel('Required skills').fill('Kotlin');
      await create.getByLabel('Required skills').press('Enter');
      await create.getByLabel('Required skills').press('Enter');
      await create.getByText('Kotlin').waitFor();
      expect(await create.isVisible()).toBe(true);
      expect((await findNeeds(title)).items).toHaveLength(0);
      await screenshot(page, `forms-03-create-enter-${driver}`);
      await create.getByRole('button', { name: 'Create Need' }).click();
      await page.getByText(`"${title}" created successfully`).waitFor();
      const [need] = (await findNeeds(title)).items;
      expect(need!.jdRequiredSkills).toEqual(['Kotlin']);

      // Edit Need: a changed field, then Enter in an empty list keeps the dialog open, unsaved.
      await page.goto(`${server.url}/softeamboard/need/${need!.id}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: /^Edit Need/ });
      await edit
        .getByLabel(/^Client/)
        .first()
        .fill('Acme Retail');
      await edit.getByRole('tab', { name: 'Skills & Requirements' }).click();
      await edit.getByLabel('Desired skills').press('Enter');
      await edit.getByRole('tab', { name: 'Basic Info' }).click();
      await edit.getByLabel('Order client name').press('Enter');
      expect(await edit.isVisible()).toBe(true);
      expect((await getNeed(need!.id)).client).toBe('Acme Bank');
      await edit.getByRole('button', { name: 'Cancel' }).click();

      // Add Candidate: Enter in the empty skills list does not add the candidate.
      await page.getByRole('tab', { name: /^Identified/ }).click();
      await page.getByRole('button', { name: 'Add Candidate' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Candidate' });
      await add.getByLabel(/^Name/).fill('Eve Enter');
      await add.getByLabel(/^Email/).fill(`eve.${driver}@example.com`);
      await add.getByPlaceholder('Type a skill and press Enter').press('Enter');
      expect(await add.isVisible()).toBe(true);
      expect((await getNeed(need!.id)).candidateCount).toBe(0);
      await add.getByRole('button', { name: 'Add Candidate' }).click();
      await add.waitFor({ state: 'hidden' });

      // Edit Candidate: Enter in an empty list keeps the dialog open.
      const card = page.getByTestId('need-candidate-card').filter({ hasText: 'Eve Enter' });
      await card.getByRole('button', { name: 'Edit Eve Enter' }).click();
      const editCandidate = page.getByRole('dialog', { name: 'Edit Candidate' });
      await editCandidate.getByLabel(/^Phone/).fill('+33 6 00 00 00 01');
      await editCandidate.getByLabel('Languages').press('Enter');
      expect(await editCandidate.isVisible()).toBe(true);
      await editCandidate.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    });

    it('Mark as Sold and Mark as Canceled ask first and say what will happen; Cancel changes nothing', async () => {
      const need = await createNeed(`Forms sold ${driver}`);
      await api().post(sales.access_token, `/api/v1/needs/${need.id}/candidates`, {
        name: 'Carl Candidate',
        email: `carl.${driver}@example.com`,
      });
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      await page.getByRole('heading', { name: need.title }).waitFor();

      await page.getByRole('button', { name: 'Mark as Sold' }).click();
      const sold = page.getByRole('dialog', { name: 'Mark as Sold?' });
      await sold.getByText(/moves to Sold and leaves the board/).waitFor();
      await sold.getByText(/1 linked candidate/).waitFor();
      await screenshot(page, `forms-04-confirm-sold-${driver}`);
      await sold.getByRole('button', { name: 'Cancel' }).click();
      await sold.waitFor({ state: 'hidden' });
      expect((await getNeed(need.id)).column).toBe('NO_CANDIDATE');

      await page.getByRole('button', { name: 'Mark as Canceled' }).click();
      const cancel = page.getByRole('dialog', { name: 'Mark as Canceled?' });
      await cancel.getByText(/moves to Canceled and leaves the board/).waitFor();
      await cancel.getByRole('button', { name: 'Mark as Canceled' }).click();
      await page.getByText('Need marked as CANCELED successfully!').waitFor();
      await page.getByTestId('need-status').filter({ hasText: 'Canceled' }).waitFor();
      expect((await getNeed(need.id)).column).toBe('CANCELED');

      // Delete Need still asks in the browser's own confirmation; dismissing it keeps the need.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole('button', { name: 'Delete Need' }).click();
      expect(await asked).toBe(
        'Are you sure you want to delete this need? This action cannot be undone.',
      );
      expect((await getNeed(need.id)).column).toBe('CANCELED');
      await context.close();
    });

    it('a board move offers Undo in its toast, which puts the need back in its column', async () => {
      const need = await createNeed(`Forms undo ${driver}`);
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });
      await page.getByTestId('column-no-candidate').getByText(need.title).waitFor();
      await dragCardTo(page, need.title, 'column-candidate-identified');
      await page
        .getByRole('dialog', { name: 'Confirm Move' })
        .getByRole('button', { name: 'Confirm Move' })
        .click();
      const toast = page
        .locator('.mantine-Notification-root')
        .filter({ hasText: `"${need.title}" moved to Candidate Identified` });
      await toast.waitFor();
      await page.getByTestId('column-candidate-identified').getByText(need.title).waitFor();
      await screenshot(page, `forms-05-move-undo-toast-${driver}`);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await page.getByText(`"${need.title}" moved back to No Candidate`).waitFor();
      await page.getByTestId('column-no-candidate').getByText(need.title).waitFor();
      expect((await getNeed(need.id)).column).toBe('NO_CANDIDATE');
      await context.close();
    });

    it('process actions read at AA contrast and look enabled exactly when they are', async () => {
      const need = await createNeed(`Forms contrast ${driver}`);
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      const panel = page.getByRole('region', { name: 'Process management' });
      await panel.getByRole('button', { name: 'Mark as Canceled' }).waitFor();
      const readAll = async () =>
        panel.getByRole('button').evaluateAll((buttons, fn) => {
          const contrast = new Function(`return (${fn})`)() as (e: Element) => number;
          return buttons.map((b) => ({
            name: b.textContent?.trim() ?? '',
            disabled:
              (b as HTMLButtonElement).disabled || b.getAttribute('aria-disabled') === 'true',
            ratio: contrast(b),
          }));
        }, contrastOf.toString());

      for (const action of await readAll()) {
        expect(action.disabled, `${action.name} is enabled`).toBe(false);
        expect(action.ratio, `${action.name} contrast`).toBeGreaterThanOrEqual(4.5);
      }
      const hint = await panel
        .getByText('Lifecycle actions for this need.')
        .evaluate(
          (e, fn) => (new Function(`return (${fn})`)() as (e: Element) => number)(e),
          contrastOf.toString(),
        );
      expect(hint, 'dimmed text contrast').toBeGreaterThanOrEqual(4.5);

      // Sold: Mark as Sold is disabled, and says so to assistive technology too.
      await api().patch(sales.access_token, `/api/v1/needs/${need.id}/column`, { column: 'SALE' });
      await page.reload();
      await page.getByTestId('need-status').filter({ hasText: 'Sold' }).waitFor();
      const afterSale = await readAll();
      expect(afterSale.find((a) => a.name === 'Mark as Sold')?.disabled).toBe(true);
      for (const action of afterSale.filter((a) => a.name !== 'Mark as Sold')) {
        expect(action.disabled, `${action.name} is enabled`).toBe(false);
        expect(action.ratio, `${action.name} contrast`).toBeGreaterThanOrEqual(4.5);
      }
      await screenshot(page, `forms-06-process-actions-${driver}`);
      await context.close();
    });

    for (const size of [
      { width: 1440, height: 900 },
      { width: 768, height: 1024 },
    ]) {
      it(`toasts hide neither Create Need nor the detail's Edit and AI Mail, and stack at most three (${size.width} px)`, async () => {
        const need = await createNeed(`Forms toasts ${size.width} ${driver}`);
        const { context, page } = await signIn(browser, server.url, 'sam@example.com', size);
        await page.getByText(need.title).first().waitFor();

        // Watch how many toasts are ever on screen at once.
        await page.evaluate(() => {
          const w = window as unknown as { maxToasts: number };
          w.maxToasts = 0;
          new MutationObserver(() => {
            w.maxToasts = Math.max(
              w.maxToasts,
              document.querySelectorAll('.mantine-Notification-root').length,
            );
          }).observe(document.body, { childList: true, subtree: true });
        });
        const refresh = page.getByRole('button', { name: 'Refresh' });
        // By keyboard: a toast over the button must not slow the burst down.
        for (let i = 0; i < 5; i++) {
          await refresh.press('Enter');
          await page.locator('[aria-label="Refresh"]:not([data-loading])').waitFor();
        }
        await page.waitForFunction(
          () => document.querySelectorAll('.mantine-Notification-root').length >= 3,
        );
        expect(
          await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts),
        ).toBeLessThanOrEqual(3);
        await expectNotCovered(
          page,
          page.getByRole('button', { name: 'Create Need' }).first(),
          'Create Need',
        );
        await screenshot(page, `forms-07-board-toasts-${size.width}-${driver}`);

        await page.goto(`${server.url}/softeamboard/need/${need.id}`);
        await page.getByRole('button', { name: 'Freeze Need' }).click();
        await page
          .getByText('Need frozen successfully! The need is now temporarily on hold.')
          .waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNotCovered(
          page,
          page.getByRole('button', { name: 'Edit', exact: true }),
          'Edit',
        );
        await expectNotCovered(page, page.getByRole('button', { name: 'AI Mail' }), 'AI Mail');
        await screenshot(page, `forms-08-detail-toasts-${size.width}-${driver}`);
        await context.close();
      });
    }

    it('the "analysis pending" toast stays while the analysis runs and closes when it completes', async () => {
      const need = await createNeed(`Forms pending ${driver}`);
      const pdf = await makePdf(['Senior React developer', 'Required skills: React, TypeScript']);
      const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
        width: 1440,
        height: 900,
      });
      await page.goto(`${server.url}/softeamboard/need/${need.id}`);
      const previewed = ai.waitForRequest();
      await page.getByTestId('jd-file-input').setInputFiles({
        name: 'react-senior.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      // The new document is reviewed against the need first (its preview asks the AI too).
      await previewed;
      ai.releaseAll();
      const requested = ai.waitForRequest();
      await page
        .getByRole('dialog', { name: 'Review the new job description' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      const pending = page
        .locator('.mantine-Notification-root')
        .filter({ hasText: 'Upload completed – analysis pending...' });
      await pending.waitFor();
      // It shows the work goes on, and nothing closes it while the analysis is held.
      await pending.locator('.mantine-Notification-loader').waitFor();
      await requested;
      await screenshot(page, `forms-09-analysis-pending-${driver}`);
      ai.releaseAll();
      await page
        .getByTestId('jd-analysis-badge')
        .filter({ hasText: 'JD Analysis Complete' })
        .waitFor();
      await pending.waitFor({ state: 'detached' });
      await page.getByText('Job description uploaded and analyzed successfully!').waitFor();
      await context.close();
    });
  },
);
