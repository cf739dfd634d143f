/**
 * Screenshots of the screens a sales person meets, for docs/screenshots.md (docs/screenshots/).
 *
 *   npm run build:web && node --import tsx e2e/tour/take-screenshots.ts <prefix>
 *
 * Starts the real server on a fresh embedded database, arranges a realistic pipeline through the
 * API, signs in as a Sales user and saves full-page PNGs named `<prefix>-<screen>-<width>.png`
 * (board, needs-list, need-detail, import-dialog, review) at 1440 and 768 px. Not part of the
 * test suite (its name does not end in .spec.ts). It leans on roles and labels that have lasted,
 * and it takes whatever the Create Need dialog shows after a job description is analysed: a
 * review step when there is one, else the need detail of the need the import created.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { apiClient } from '../support/api.ts';
import { launchBrowser, signIn } from '../support/browser.ts';
import { repoRoot, startServer } from '../support/server.ts';
import { animationsSettled, until } from '../support/waits.ts';

const prefix = process.argv[2] ?? 'after';
const outDir = path.join(repoRoot, 'docs/screenshots');
const widths = [1440, 768] as const;
const SALES = { name: 'Sophie Bernard', email: 'sophie.bernard@example.com' };
const PASSWORD = 'password123';
const VACANCIES = '/work/shared/data/cv-docx/5_vacancies.csv';

type TNeed = { id: string; title: string; createdAt?: string };
type TCandidate = { id: string };

function nth<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`no item ${i}`);
  return value;
}

const NEEDS: {
  title: string;
  skills: string[];
  client: string;
  tjm: number;
  priority: string;
  column: string;
}[] = [
  {
    title: 'Développeur Java Spring Boot senior',
    skills: ['Java', 'Spring Boot', 'Kafka'],
    client: 'Société Générale',
    tjm: 650,
    priority: 'P1',
    column: 'NO_CANDIDATE',
  },
  {
    title: 'Data Engineer Spark / Databricks',
    skills: ['Spark', 'Databricks', 'Python'],
    client: 'BNP Paribas',
    tjm: 700,
    priority: 'P2',
    column: 'NO_CANDIDATE',
  },
  {
    title: 'Chef de projet MOA paiements',
    skills: ['SEPA', 'Gestion de projet'],
    client: 'Crédit Agricole CIB',
    tjm: 720,
    priority: 'P3',
    column: 'NO_CANDIDATE',
  },
  {
    title: 'Senior React / TypeScript Developer',
    skills: ['React', 'TypeScript', 'Node.js'],
    client: 'AXA France',
    tjm: 620,
    priority: 'P1',
    column: 'CANDIDATE_IDENTIFIED',
  },
  {
    title: 'DevOps Kubernetes & Terraform',
    skills: ['Kubernetes', 'Terraform', 'GitLab CI'],
    client: 'Orange Business',
    tjm: 680,
    priority: 'P2',
    column: 'CANDIDATE_IDENTIFIED',
  },
  {
    title: 'Architecte Cloud Azure',
    skills: ['Azure', 'Terraform'],
    client: 'TotalEnergies',
    tjm: 850,
    priority: 'P1',
    column: 'CANDIDATE_SENT',
  },
  {
    title: 'Business Analyst risques de marché',
    skills: ['VaR', 'SQL'],
    client: 'Natixis',
    tjm: 690,
    priority: 'P2',
    column: 'CANDIDATE_INTERVIEW',
  },
  {
    title: 'QA Automation Engineer (Cypress)',
    skills: ['Cypress', 'TypeScript'],
    client: 'Decathlon Digital',
    tjm: 560,
    priority: 'P3',
    column: 'CANDIDATE_INTERVIEW',
  },
  {
    title: 'Product Owner application mobile',
    skills: ['Scrum', 'Jira'],
    client: 'SNCF Connect',
    tjm: 640,
    priority: 'P2',
    column: 'GO_NOGO',
  },
  {
    title: 'Développeur Python / Django',
    skills: ['Python', 'Django', 'PostgreSQL'],
    client: 'Société Générale',
    tjm: 600,
    priority: 'P3',
    column: 'NO_CANDIDATE',
  },
];

const CANDIDATES = [
  { name: 'Julien Moreau', email: 'julien.moreau@example.com', skills: ['Java', 'Spring Boot'] },
  { name: 'Amélie Laurent', email: 'amelie.laurent@example.com', skills: ['React', 'TypeScript'] },
  { name: 'Karim Benali', email: 'karim.benali@example.com', skills: ['Azure', 'Terraform'] },
  { name: 'Emily Clarke', email: 'emily.clarke@example.com', skills: ['Kubernetes', 'AWS'] },
];

/** One job description of the shared data set (CSV with quoted fields), as a one-page PDF. */
function readVacancy(id: string): { title: string; text: string } {
  const csv = fs.readFileSync(VACANCIES, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted && c === '"' && csv[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field || row.length) endRow();
  const found = rows.find((r) => r[0] === id) ?? nth(rows, 1);
  return { title: nth(found, 2), text: nth(found, 1) };
}

async function makeJobDescriptionPdf(): Promise<{ name: string; bytes: Buffer }> {
  const { title, text } = readVacancy('207');
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, ' ');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 790;
  page.drawText(ascii(title), { x: 50, y, size: 16, font: bold, color: rgb(0.1, 0.1, 0.1) });
  y -= 30;
  page.drawText('Client: Societe Generale - Paris La Defense', { x: 50, y, size: 11, font });
  y -= 24;
  const words = ascii(text).split(/\s+/);
  let line = '';
  const flush = () => {
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 790;
    }
    page.drawText(line, { x: 50, y, size: 10, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 14;
    line = '';
  };
  for (const word of words) {
    if (font.widthOfTextAtSize(`${line} ${word}`, 10) > 495) flush();
    line = line ? `${line} ${word}` : word;
  }
  if (line) flush();
  return { name: 'backend-software-developer.pdf', bytes: Buffer.from(await pdf.save()) };
}

/** Drops a file on the dialog's drop zone as a browser would. */
async function dropFile(page: Page, scope: Locator, name: string, mime: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, type, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type }));
      return transfer;
    },
    { fileName: name, type: mime, base64: bytes.toString('base64') },
  );
  const zone = scope.getByTestId('file-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function shot(page: Page, screen: string, width: number) {
  // Transitions (modals, toasts, drawers) end before the picture.
  await animationsSettled(page);
  const file = path.join(outDir, `${prefix}-${screen}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`saved ${path.relative(repoRoot, file)}`);
}

/** Polls until the dialog closed or settled on a step with no busy text and no analyse button. */
async function waitForImportOutcome(dialog: Locator): Promise<'closed' | 'open'> {
  return until(
    async () => {
      if (!(await dialog.isVisible())) return 'closed';
      const busy = await dialog.getByText(/Uploading\.\.\.|Analyzing|Analysing/).count();
      const analyse = await dialog.getByRole('button', { name: 'Analyze with AI' }).count();
      return busy === 0 && analyse === 0 ? 'open' : null;
    },
    { timeout: 90_000, interval: 250, message: 'the import dialog neither closed nor settled' },
  );
}

async function arrange(baseUrl: string) {
  const api = apiClient(baseUrl);
  const admin = await api.setup({
    name: 'Ada Admin',
    email: 'ada@example.com',
    password: PASSWORD,
  });
  await api.createUser(admin.access_token, { ...SALES, password: PASSWORD, role: 'Sales' });
  const { access_token: token } = await api.login(SALES.email, PASSWORD);
  const needs: TNeed[] = [];
  for (const n of NEEDS) {
    const need = await api.post<TNeed>(token, '/api/v1/needs', {
      title: n.title,
      client: n.client,
      tjm: n.tjm,
      priority: n.priority,
      description: `Mission longue durée chez ${n.client}, démarrage ASAP, 2 jours de télétravail.`,
      orderClients: ['Claire Dubois'],
      orderClientsEmail: ['claire.dubois@example.com'],
      jdRequiredSkills: n.skills,
    });
    if (n.column !== 'NO_CANDIDATE')
      await api.patch(token, `/api/v1/needs/${need.id}/column`, { column: n.column });
    needs.push(need);
  }
  // Candidates with steps on the React need (the need detail's subject) and a few others.
  const detailNeed = nth(needs, 3);
  const addCandidate = (needId: string, c: (typeof CANDIDATES)[number]) =>
    api.post<TCandidate>(token, `/api/v1/needs/${needId}/candidates`, {
      ...c,
      phone: '+33 6 12 34 56 78',
    });
  const step = (needId: string, candidateId: string, type: string, extra: object = {}) =>
    api.post(token, `/api/v1/process/${needId}/${candidateId}/steps`, {
      type,
      needId,
      candidateId,
      ...extra,
    });
  const amelie = await addCandidate(detailNeed.id, nth(CANDIDATES, 1));
  await step(detailNeed.id, amelie.id, 'CANDIDATE_SENT', {
    comment: 'CV envoyé au client',
    detail: { clientName: 'Claire Dubois', clientEmail: 'claire.dubois@example.com' },
  });
  const emily = await addCandidate(detailNeed.id, nth(CANDIDATES, 3));
  await step(detailNeed.id, emily.id, 'CANDIDATE_SENT', {
    detail: { clientName: 'Claire Dubois', clientEmail: 'claire.dubois@example.com' },
  });
  await step(detailNeed.id, emily.id, 'CANDIDATE_INTERVIEW', {
    comment: 'Entretien technique jeudi',
    detail: { interviewLocation: 'Tour AXA, La Défense' },
  });
  await addCandidate(nth(needs, 0).id, nth(CANDIDATES, 0));
  await addCandidate(nth(needs, 5).id, nth(CANDIDATES, 2));
  return { detailNeed, token };
}

async function tour(browser: Browser, baseUrl: string, width: number, detailNeed: TNeed) {
  const jd = await makeJobDescriptionPdf();
  const { context, page } = await signIn(browser, baseUrl, SALES.email, { width, height: 900 });
  try {
    await page.getByText(nth(NEEDS, 0).title).first().waitFor();
    await shot(page, 'board', width);

    await page.goto(`${baseUrl}/softeamboard/needs`);
    await page.getByText(nth(NEEDS, 0).title).first().waitFor();
    await shot(page, 'needs-list', width);

    await page.goto(`${baseUrl}/softeamboard/need/${detailNeed.id}`);
    await page.getByRole('heading', { name: detailNeed.title }).first().waitFor();
    await page
      .getByText('Amélie Laurent')
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    await shot(page, 'need-detail', width);

    // The import: Create Need → AI Analysis with a job description, then what follows.
    await page.goto(`${baseUrl}/softeamboard`);
    await page.getByText(nth(NEEDS, 0).title).first().waitFor();
    const open = page.getByRole('button', { name: 'Create Need' }).first();
    if (!(await open.isVisible())) {
      // Narrow layouts may keep the page's actions behind the menu.
      await page.getByRole('button', { name: /menu/i }).first().click();
    }
    await page.getByRole('button', { name: 'Create Need' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Create/ }).first();
    await dialog.waitFor();
    const aiTab = dialog.getByRole('tab', { name: /AI Analysis/ });
    if (await aiTab.count()) await aiTab.click();
    await dropFile(page, dialog, jd.name, 'application/pdf', jd.bytes);
    await dialog.getByText(jd.name).first().waitFor();
    await shot(page, 'import-dialog', width);
    await dialog.getByRole('button', { name: 'Analyze with AI' }).click();
    const outcome = await waitForImportOutcome(dialog);
    if (outcome === 'closed') {
      // No review step: the import made the need; show its detail.
      const api = apiClient(baseUrl);
      const { access_token: token } = await api.login(SALES.email, PASSWORD);
      const list = await api.get<{ items: TNeed[] }>(
        token,
        '/api/v1/needs?scope=all&sortBy=createdAt&sortOrder=desc&size=1',
      );
      await page.goto(`${baseUrl}/softeamboard/need/${nth(list.items, 0).id}`);
      await page
        .getByRole('heading', { name: nth(list.items, 0).title })
        .first()
        .waitFor();
    }
    await shot(page, 'review', width);
  } finally {
    await context.close();
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startServer({}, { driver: 'embedded' });
  let browser: Browser | undefined;
  try {
    const { detailNeed } = await arrange(server.url);
    browser = await launchBrowser();
    for (const width of widths) await tour(browser, server.url, width, detailNeed);
  } catch (error) {
    console.error(server.logs());
    throw error;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
