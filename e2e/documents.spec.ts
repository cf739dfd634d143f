import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { animationsSettled } from './support/waits.ts';
import { createTeam } from './support/team.ts';

const JOB_POSTING = [
  'Senior Full-Stack Developer (React / Node.js)',
  '',
  'Company: Nordwave Logistics',
  'Location: Lyon, France (hybrid, 2 days remote per week)',
  'Contract: 12-month freelance mission, start as soon as possible',
  '',
  'About the team',
  'You will join the Fleet Platform team of eight engineers who build the web tools our',
  'dispatchers use every day to plan deliveries across 40 warehouses in Europe.',
  '',
  'Responsibilities',
  '- Design and build new features of the dispatch web application in React and TypeScript',
  '- Develop REST APIs in Node.js and maintain the PostgreSQL data model',
  '- Improve test coverage and the CI/CD pipeline on GitLab',
  '- Mentor two junior developers and take part in code reviews',
  '',
  'Required skills',
  'React, TypeScript, Node.js, PostgreSQL, Docker, REST APIs',
  '',
  'Nice to have',
  'Kubernetes, AWS, GraphQL',
  '',
  'Profile',
  'At least 5 years of experience as a full-stack developer.',
  "Master's degree in computer science or equivalent.",
  'Good communication skills, autonomy and team spirit. Fluent English, French appreciated.',
];

/** A one-page PDF job description written with pdf-lib. */
async function makeJobDescriptionPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  JOB_POSTING.forEach((line, i) => {
    const isHeading =
      i === 0 ||
      ['About the team', 'Responsibilities', 'Required skills', 'Nice to have', 'Profile'].includes(
        line,
      );
    page.drawText(line, {
      x: 50,
      y,
      size: i === 0 ? 16 : 11,
      font: isHeading ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= i === 0 ? 26 : 16;
  });
  return Buffer.from(await pdf.save());
}

/** A DOCX CV written with the docx package. */
async function makeCvDocx(): Promise<Buffer> {
  const p = (text: string, options: { bold?: boolean } = {}) =>
    new Paragraph({ children: [new TextRun({ text, bold: options.bold ?? false })] });
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: 'Claire Martin', bold: true, size: 36 })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun('Senior Full-Stack Developer')],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun('claire.martin@example.com | +33 6 12 34 56 78 | Lyon, France')],
          }),
          heading('Summary'),
          p(
            'Full-stack developer with 8 years of experience building web applications for logistics and retail companies.',
          ),
          heading('Skills'),
          p('React, TypeScript, Node.js, PostgreSQL, Docker, GraphQL, Jest, GitLab CI'),
          heading('Experience'),
          p('Lead Developer - Transalp Freight, Lyon (2021 - Present)', { bold: true }),
          p('- Built the route planning web application in React and TypeScript'),
          p('- Designed Node.js REST APIs backed by PostgreSQL'),
          p('Full-Stack Developer - Retailio, Paris (2017 - 2021)', { bold: true }),
          p('- Developed e-commerce back-office features with React and Node.js'),
          heading('Education'),
          p('Master in Computer Science, Universite Claude Bernard Lyon 1 (2016)'),
          heading('Languages'),
          p('French (native), English (fluent)'),
          heading('Availability'),
          p('Available in 1 month'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Drops a file on the drop zone as a browser would: a DataTransfer carrying the file. */
async function dropFile(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  name: string,
  mime: string,
  bytes: Buffer,
) {
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

describe('documents journeys', () => {
  let server: TServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await createTeam(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a need from a dropped job description, adds a candidate from a CV, rates it and writes a mail', async () => {
    const [jdPdf, cvDocx] = await Promise.all([makeJobDescriptionPdf(), makeCvDocx()]);
    const { context, page } = await newPage(browser, { width: 1400, height: 900 });
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^Email/).fill('sam@example.com');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('password123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/softeamboard');
    await page.getByText('No needs yet').waitFor();

    // Create New Need → AI Analysis: drop the PDF, analyse, and the dialog closes by itself.
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create New Need' });
    await create.getByText('Supported formats: PDF, DOC, DOCX (max 50MB)').waitFor();
    await dropFile(page, create, 'nordwave-fullstack-developer.pdf', 'application/pdf', jdPdf);
    await create.getByText('nordwave-fullstack-developer.pdf').waitFor();
    await screenshot(page, 'documents-01-jd-dropped');
    await create.getByRole('button', { name: 'Analyze with AI' }).click();
    // The document is read, then reviewed: the need exists only once the review is confirmed.
    const jdReview = create.getByTestId('document-review');
    await jdReview.waitFor({ timeout: 60_000 });
    await screenshot(page, 'documents-02-jd-review');
    // The need is owned by its creator unless the review says otherwise.
    expect(await jdReview.getByRole('textbox', { name: 'Owner' }).inputValue()).toBe('Sam Sales');
    await jdReview.getByLabel(/^TJM/).fill('650');
    await jdReview.getByRole('button', { name: 'Confirm and create need' }).click();
    await create.waitFor({ state: 'hidden', timeout: 60_000 });

    // The new need's card carries the analysis: expanded, its skills and the 'AI Analysis Available' panel.
    const card = page.getByTestId('need-card').first();
    await card.getByText('Nordwave Logistics').waitFor();
    await card.getByRole('button', { name: 'Expand card' }).click();
    // The analysis job runs after the confirmation: as long as the review's own wait, on a busy runner.
    await card.getByText('React', { exact: true }).waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'AI Analysis Available' }).click();
    await card.getByText('Seniority').waitFor();
    await card.getByText('Node.js', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, 'documents-03-board-card-with-analysis');

    // Need detail: the job description section with its file and analysis badge.
    await card.getByText('Nordwave Logistics').click();
    await page.waitForURL('**/softeamboard/need/**');
    const jd = page.getByTestId('jd-section');
    await jd.getByText('nordwave-fullstack-developer.pdf').waitFor();
    await jd.getByText('JD Analysis Complete').waitFor();
    await jd.getByRole('button', { name: 'Download Job Description' }).waitFor();
    await jd.getByRole('button', { name: 'Download Analysis JSON' }).waitFor();
    expect(await page.getByTestId('need-owner').textContent()).toContain('Sam Sales');
    const downloaded = page.waitForEvent('download');
    await jd.getByRole('button', { name: 'Download Job Description' }).click();
    expect((await downloaded).suggestedFilename()).toBe('nordwave-fullstack-developer.pdf');
    await jd.scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-04-need-detail-jd');

    // Add New Candidate → AI Analysis with the DOCX CV; the candidate appears on the need.
    await page.getByRole('tab', { name: 'Identified (0)' }).click();
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByRole('tab', { name: 'AI Analysis' }).click();
    await dropFile(
      page,
      add,
      'CV_Claire_Martin.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      cvDocx,
    );
    await add.getByRole('button', { name: 'Analyze with AI' }).click();
    const cvReview = add.getByTestId('document-review');
    await cvReview.waitFor({ timeout: 60_000 });
    await screenshot(page, 'documents-05-cv-review');
    await cvReview.getByRole('button', { name: 'Confirm and add candidate' }).click();
    await add.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByRole('tab', { name: 'Identified (1)' }).waitFor();
    const candidate = page.getByTestId('need-candidate-card').filter({ hasText: 'Claire Martin' });
    await candidate.getByText('CV Available').waitFor();
    await candidate.getByText('claire.martin@example.com').waitFor();
    await candidate.getByRole('button', { name: 'Download CV' }).waitFor();
    await screenshot(page, 'documents-06-candidate-from-cv');

    // AI Rate: the score arrives by the scoring event and shows on the card.
    await candidate.getByRole('button', { name: 'AI Rate' }).click();
    await candidate.getByTestId('ai-score-badge').first().waitFor({ timeout: 60_000 });
    const score = await candidate.getByTestId('ai-score-badge').first().textContent();
    expect(score).toMatch(/^AI \d{1,3}%$/);
    await candidate.getByTestId('ai-score-badge').first().hover();
    await page.getByText(/Relevance \d+\/100/).waitFor();
    await screenshot(page, 'documents-07-candidate-scored');

    // AI Mail: the CV mail asks for TJM and availability, then is generated and editable.
    await page.getByRole('button', { name: 'AI Mail' }).click();
    const mail = page.getByRole('dialog', { name: /AI Mail/ });
    await mail.getByRole('button', { name: 'Generate Email' }).click();
    await mail.getByText('Please select at least one candidate').waitFor();
    await mail.getByRole('checkbox', { name: /Claire Martin/ }).check();
    await mail.getByRole('button', { name: 'Generate Email' }).click();
    await mail.getByText('TJM is required').waitFor();
    await screenshot(page, 'documents-08-mail-validation');
    await mail.getByLabel(/TJM/).fill('620');
    await mail.getByLabel(/Availability/).fill('1 month notice');
    await mail.getByRole('button', { name: 'Generate Email' }).click();
    await mail.getByTestId('generated-email').waitFor({ timeout: 60_000 });
    await page.getByText('Email generated successfully!').waitFor();
    expect(await mail.getByTestId('generated-email').inputValue()).toContain('Claire Martin');
    const mailFile = page.waitForEvent('download');
    await mail.getByRole('button', { name: 'Download' }).click();
    expect((await mailFile).suggestedFilename()).toMatch(
      /^recruitment_email_flow_[0-9a-f-]+\.txt$/,
    );
    await screenshot(page, 'documents-09-mail-generated');
    await page.keyboard.press('Escape');
    await mail.waitFor({ state: 'hidden' });

    // The card's CV: download under the spec's name, delete after the confirmation, upload again
    // through the presigned upload (form POST first) and its completion.
    const cvFile = page.waitForEvent('download');
    await candidate.getByRole('button', { name: 'Download CV' }).click();
    expect((await cvFile).suggestedFilename()).toBe('CV_Claire_Martin.docx');
    await candidate.getByRole('button', { name: 'Delete CV' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete CV' });
    await confirm
      .getByText('Are you sure you want to delete this file? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File deleted successfully').waitFor();
    await candidate.getByText('No CV uploaded for this candidate').waitFor();
    await screenshot(page, 'documents-10-cv-deleted');
    await candidate.getByTestId('cv-file-input').setInputFiles({
      name: 'claire-martin-cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: cvDocx,
    });
    // A new CV on an existing candidate is reviewed against it first.
    const cvDiff = page.getByRole('dialog', { name: 'Review the new CV' });
    await cvDiff.getByRole('button', { name: 'Confirm' }).click();
    // 'Upload completed – analysis pending...' closes when the analysis ends, which may be at once.
    await candidate.getByText('CV Available').waitFor();
    await screenshot(page, 'documents-11-cv-uploaded');

    // The job description: replaced through the same uploader, then deleted.
    await page.getByRole('tab', { name: 'Need Details' }).click();
    await jd.getByTestId('jd-file-input').setInputFiles({
      name: 'nordwave-fullstack-v2.pdf',
      mimeType: 'application/pdf',
      buffer: jdPdf,
    });
    const jdDiff = page.getByRole('dialog', { name: 'Review the new job description' });
    await jdDiff.getByRole('button', { name: 'Confirm' }).click();
    await jd.getByText('nordwave-fullstack-v2.pdf').waitFor();
    await jd.getByText('JD Analysis Complete').waitFor({ timeout: 60_000 });
    await jd.getByRole('button', { name: 'Delete Job Description' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Job Description' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Job description deleted successfully!').waitFor();
    await jd.getByText('No job description uploaded').waitFor();
    await jd.scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-12-jd-deleted');

    await context.close();
  });

  it('reads a scanned CV by OCR: the review says so and shows each field with its line', async () => {
    const api = apiClient(server.url);
    const sam = await api.login('sam@example.com', 'password123');
    const need = await api.post<{ id: string }>(sam.access_token, '/api/v1/needs', {
      title: 'Développeur Java senior',
      client: 'Banque Rhône',
      priority: 'P1',
      tjm: 600,
    });
    const scan = readFileSync(
      new URL('../packages/analyzer/src/test-support/scanned-cv.pdf', import.meta.url),
    );
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1400,
      height: 900,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('tab', { name: 'Identified (0)' }).click();
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByRole('tab', { name: 'AI Analysis' }).click();
    await dropFile(page, add, 'cv-scanne.pdf', 'application/pdf', scan);
    await add.getByRole('button', { name: 'Analyze with AI' }).click();
    const review = add.getByTestId('document-review');
    await review.waitFor({ timeout: 90_000 });
    await review.getByTestId('read-by-ocr').waitFor();
    expect(await review.getByLabel(/^Name/).inputValue()).toBe('Julien Marchetti');
    await review
      .getByText(/julien\.marchetti@example\.com »/)
      .first()
      .waitFor();
    await screenshot(page, 'documents-13-scanned-cv-review');
    await review.getByRole('button', { name: 'Confirm and add candidate' }).click();
    await add.waitFor({ state: 'hidden', timeout: 60_000 });
    await page
      .getByTestId('need-candidate-card')
      .filter({ hasText: 'Julien Marchetti' })
      .getByText('CV Available')
      .waitFor();
    await context.close();
  });

  it('turns a pasted client e-mail asking for two positions into two reviewed needs', async () => {
    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1400,
      height: 900,
    });
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create New Need' });
    await create.getByRole('tab', { name: 'AI Analysis' }).click();
    await create.getByText('From an e-mail').click();
    await create
      .getByRole('textbox', { name: "The client's e-mail" })
      .fill(
        [
          'Bonjour,',
          '',
          'Nous avons deux besoins urgents :',
          "- un développeur Angular confirmé, 5 ans d'expérience minimum, TJM 500 € max",
          '- un ingénieur DevOps Kubernetes / Terraform, TJM 600 € max',
          'Démarrage le 4 janvier 2027 à Nantes, mission de 12 mois, 2 jours de télétravail.',
          '',
          'Cordialement,',
          'Pierre Lambert',
          'Responsable des achats IT',
          'pierre.lambert@groupe-atlantique.fr',
        ].join('\n'),
      );
    await create.getByRole('button', { name: 'Analyze with AI' }).click();
    // One review per position, each with its evidence; nothing is saved before the confirmation.
    for (const [index, title, tjm] of [
      [1, 'Développeur Angular confirmé', '500'],
      [2, 'Ingénieur DevOps Kubernetes / Terraform', '600'],
    ] as const) {
      const review = create.getByTestId('document-review');
      await create.getByText(`Position ${index} of 2`).waitFor({ timeout: 60_000 });
      await review.getByText(`Check what was read from Pasted e-mail (${index}/2)`).waitFor();
      expect(await review.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
      expect(await review.getByRole('textbox', { name: /^Client/ }).inputValue()).toBe(
        'Groupe Atlantique',
      );
      expect(await review.getByLabel(/^TJM/).inputValue()).toBe(tjm);
      expect(
        await review.getByRole('textbox', { name: 'Order client (contact)' }).inputValue(),
      ).toBe('Pierre Lambert');
      await review
        .getByText('« De : Pierre Lambert <pierre.lambert@groupe-atlantique.fr> »')
        .first()
        .waitFor();
      if (index === 1) await screenshot(page, 'documents-14-email-review');
      await review.getByRole('button', { name: 'Confirm and create need' }).click();
    }
    await create.waitFor({ state: 'hidden', timeout: 60_000 });
    const cards = page.getByTestId('need-card').filter({ hasText: 'Groupe Atlantique' });
    await cards.filter({ hasText: 'Développeur Angular confirmé' }).waitFor();
    await cards.filter({ hasText: 'Ingénieur DevOps Kubernetes / Terraform' }).waitFor();
    await context.close();
  });
});
