import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate, TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, signIn } from './support/browser.ts';
import { makePdf } from './support/documents.ts';
import { e2eDriver, startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

/*
 * Reviewed imports (docs/decisions/0012-reviewed-imports.md): a dropped job description or CV is read without
 * writing anything, reviewed field by field with the line it came from, and only Confirm creates
 * or changes the record. The documents are written here (a French job description as our users
 * write them, a CV), rather than copied (docs/decisions/0023-shared-data.md).
 */

const JD_LINES = [
  'Fiche de poste',
  'Poste : Développeur Java senior',
  'Client : Banque Alpine',
  'TJM : 620 euros par jour',
  'Lieu : Lyon',
  '',
  'Contexte de la mission',
  "Au sein de la direction des paiements, vous renforcez l'équipe qui modernise le coeur",
  'bancaire et ses services de virement instantané pour les clients particuliers.',
  '',
  'Compétences requises',
  'Java, Spring Boot, PostgreSQL, Kafka',
  '',
  'Profil',
  "5 ans d'expérience minimum en développement Java.",
  "Diplôme d'ingénieur ou master en informatique.",
  'Rigueur, autonomie et esprit d équipe.',
];

/** A DOCX CV written with the docx package. */
async function makeCvDocx(): Promise<Buffer> {
  const p = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: 'Claire Martin', bold: true, size: 36 })],
          }),
          p('Senior Full-Stack Developer'),
          p('claire.martin@example.com | +33 6 12 34 56 78 | Lyon, France'),
          heading('Summary'),
          p('Full-stack developer with 8 years of experience building web applications.'),
          heading('Skills'),
          p('React, TypeScript, Node.js, PostgreSQL, Docker, GraphQL'),
          heading('Experience'),
          p('Lead Developer - Transalp Freight, Lyon (2021 - Present)'),
          p('- Built the route planning web application in React and TypeScript'),
          p('Full-Stack Developer - Retailio, Paris (2017 - 2021)'),
          heading('Education'),
          p('Master in Computer Science, Universite Claude Bernard Lyon 1 (2016)'),
          heading('Languages'),
          p('French (native), English (fluent)'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Drops a file on the drop zone as a browser would: a DataTransfer carrying the file. */
async function dropFile(page: Page, scope: Locator, name: string, mime: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name: fileName, mime: type, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
      // Runs in the page; the e2e project is type-checked without the DOM library.
      const { DataTransfer: Transfer } = globalThis as unknown as {
        DataTransfer: new () => { items: { add(file: File): void } };
      };
      const transfer = new Transfer();
      transfer.items.add(new File([data], fileName, { type }));
      return transfer;
    },
    { name, mime, base64: bytes.toString('base64') },
  );
  const zone = scope.getByTestId('file-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe.each(e2eDriver('embedded'))('reviewed document imports (%s database)', (driver) => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);
  let jdPdf: Buffer;
  let cvDocx: Buffer;

  const findNeeds = async (search: string) =>
    (
      await api().get<{ items: TNeed[] }>(
        sales.access_token,
        `/api/v1/needs?scope=all&size=100&search=${encodeURIComponent(search)}`,
      )
    ).items;

  beforeAll(async () => {
    server = await startServer({}, { driver });
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
    [jdPdf, cvDocx] = await Promise.all([makePdf(JD_LINES), makeCvDocx()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openCreateNeed(page: Page) {
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Need' });
    await dialog.getByTestId('file-drop-zone').waitFor();
    return dialog;
  }

  it('a job description dropped in Create Need is reviewed with its source lines and becomes a need only on Confirm', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    const create = await openCreateNeed(page);
    await dropFile(page, create, 'fiche-poste-java.pdf', 'application/pdf', jdPdf);
    await create.getByRole('button', { name: 'Analyze with AI' }).click();

    const review = create.getByTestId('document-review');
    await review.waitFor();
    await review.getByText(/^From line \d+: « TJM : 620 euros par jour »$/).waitFor();
    await review
      .getByText(/^From line \d+: « Client : Banque Alpine »$/)
      .first()
      .waitFor();
    expect(await review.getByLabel(/^Title/).inputValue()).toBe('Développeur Java senior');
    expect(await review.getByLabel(/^Client/).inputValue()).toBe('Banque Alpine');
    // The document names no team: the field is empty and marked, never made up.
    expect(await review.getByLabel(/^Team/).inputValue()).toBe('');
    expect(await review.getByText('Not found in the document').count()).toBeGreaterThan(0);
    await screenshot(page, `review-01-jd-review-1440-${driver}`);

    // Nothing exists yet.
    expect(await findNeeds('Banque Alpine')).toEqual([]);

    const title = `Lead Java payments ${driver}`;
    await review.getByLabel(/^Title/).fill(title);
    await review.getByLabel(/^TJM/).fill('640');
    await review.getByRole('button', { name: 'Confirm and create need' }).click();
    await create.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByText(`"${title}" created successfully`).waitFor();

    const [need] = await findNeeds(title);
    expect(need).toMatchObject({ title, client: 'Banque Alpine', tjm: 640, jdLocation: 'Lyon' });
    // The document is kept on the need, as an upload from its page would.
    expect(need?.jobDescriptionFile).toBe('fiche-poste-java.pdf');
    await context.close();
  });

  it('a CV dropped where a job description is expected is recognised and the user is asked what to do', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    const create = await openCreateNeed(page);
    await dropFile(page, create, 'cv-claire-martin.docx', DOCX, cvDocx);
    await create.getByRole('button', { name: 'Analyze with AI' }).click();

    const question = create.getByTestId('document-kind-mismatch');
    await question.getByText(/This file looks like a CV, not a job description\./).waitFor();
    await question.getByRole('button', { name: 'Import as a candidate instead' }).waitFor();
    await question.getByRole('button', { name: 'Continue as a job description' }).waitFor();
    await question.getByRole('button', { name: 'Choose another file' }).click();
    await create
      .getByText('Drag and drop a job description here, or click to choose a file')
      .waitFor();
    expect(await create.getByTestId('document-review').count()).toBe(0);
    await context.close();
  });

  it('a file whose text cannot be read says so and offers to fill the need by hand', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    const create = await openCreateNeed(page);
    await dropFile(page, create, 'scan.pdf', 'application/pdf', await makePdf([]));
    await create.getByRole('button', { name: 'Analyze with AI' }).click();
    const alert = create.getByTestId('document-unreadable');
    await alert.getByText(/The text of this file could not be read/).waitFor();
    await alert.getByRole('button', { name: 'Fill in by hand' }).click();
    await create.getByRole('tab', { name: 'Manual Entry', selected: true }).waitFor();
    await context.close();
  });

  it('re-analysing a need keeps the company and skills typed by hand unless the user chooses the document', async () => {
    const title = `Hand-typed Java need ${driver}`;
    const need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title,
      client: 'Banque Alpine',
      tjm: 500,
      jdCompany: 'Alpine Digital (typed)',
      jdRequiredSkills: ['Cobol'],
    });
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1440,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    const jd = page.getByTestId('jd-section');
    await jd.getByTestId('jd-file-input').setInputFiles({
      name: 'fiche-poste-java.pdf',
      mimeType: 'application/pdf',
      buffer: jdPdf,
    });

    const review = page.getByRole('dialog', { name: 'Review the new job description' });
    const company = review.getByTestId('reanalysis-row').filter({ hasText: 'Company' });
    await company.getByText('Typed by hand').waitFor();
    const keepCompany = company.getByRole('radio', {
      name: /Keep current value: Alpine Digital \(typed\)/,
    });
    await keepCompany.waitFor();
    expect(await keepCompany.isChecked()).toBe(true);
    await company.getByRole('radio', { name: /Use the document: Banque Alpine/ }).waitFor();

    const skills = review.getByTestId('reanalysis-row').filter({ hasText: 'Required skills' });
    expect(await skills.getByRole('radio', { name: /Keep current value: Cobol/ }).isChecked()).toBe(
      true,
    );
    await skills.getByRole('radio', { name: /Use the document: Java/ }).check();
    await review.getByRole('button', { name: 'Confirm' }).click();
    await review.waitFor({ state: 'hidden', timeout: 60_000 });

    // The analysis of the attached document runs to its end and still leaves the person's company.
    await jd.getByText('JD Analysis Complete').waitFor({ timeout: 60_000 });
    const saved = await api().get<TNeed>(sales.access_token, `/api/v1/needs/${need.id}`);
    expect(saved.jdCompany).toBe('Alpine Digital (typed)');
    expect(saved.tjm).toBe(500);
    expect(saved.jdRequiredSkills).toEqual(expect.arrayContaining(['Java']));
    expect(saved.jdRequiredSkills).not.toContain('Cobol');
    expect(saved.jobDescriptionFile).toBe('fiche-poste-java.pdf');
    await context.close();
  });

  it('a CV dropped in Add Candidate is reviewed before the candidate exists (usable at 768 px)', async () => {
    const need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: `React lead ${driver}`,
      client: 'Transalp',
      tjm: 700,
    });
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 768,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('tab', { name: 'Identified (0)' }).click();
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByRole('tab', { name: 'AI Analysis' }).click();
    await dropFile(page, add, 'cv-claire-martin.docx', DOCX, cvDocx);
    await add.getByRole('button', { name: 'Analyze with AI' }).click();

    const review = add.getByTestId('document-review');
    await review.waitFor();
    expect(await review.getByLabel(/^Name/).inputValue()).toBe('Claire Martin');
    expect(await review.getByLabel(/^Email/).inputValue()).toBe('claire.martin@example.com');
    await review
      .getByText(/^From line \d+: « claire\.martin@example\.com/)
      .first()
      .waitFor();
    await screenshot(page, `review-05-cv-review-768-${driver}`);

    const linked = await api().get<TCandidate[] | { items: TCandidate[] }>(
      sales.access_token,
      `/api/v1/candidates/by-need/${need.id}/with-status`,
    );
    expect(Array.isArray(linked) ? linked : linked.items).toEqual([]);

    await review.getByLabel(/^Name/).fill('Claire Martin-Durand');
    const confirm = review.getByRole('button', { name: 'Confirm and add candidate' });
    await confirm.scrollIntoViewIfNeeded();
    await confirm.click();
    await add.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByRole('tab', { name: 'Identified (1)' }).waitFor();
    await page
      .getByTestId('need-candidate-card')
      .filter({ hasText: 'Claire Martin-Durand' })
      .getByText('CV Available')
      .waitFor();
    await context.close();
  });
});
