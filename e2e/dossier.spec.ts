import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate, TDossierFile, TNeed } from '@staffing/domain';
import { apiClient, type TSession } from './support/api.ts';
import { launchBrowser, screenshot, screenshotDir, signIn } from './support/browser.ts';
import { startServer, type TServer } from './support/server.ts';
import { createSignedInTeam } from './support/team.ts';

/** LibreOffice and poppler's pdftoppm, to look at the dossier as a reader will. */
const canRender = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 20_000 });
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
})();

/** The dossier rendered by LibreOffice, first page as a PNG beside the journey's screenshots. */
function renderFirstPage(docx: Buffer, name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dossier-render-'));
  writeFileSync(path.join(dir, 'dossier.docx'), docx);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      path.join(dir, 'dossier.docx'),
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', 'dossier.pdf', 'page'], {
    cwd: dir,
    timeout: 60_000,
  });
  const png = readdirSync(dir).find((f) => f.startsWith('page') && f.endsWith('.png'))!;
  renameSync(path.join(dir, png), path.join(screenshotDir, `${name}.png`));
}

describe('dossier de compétences', () => {
  let server: TServer;
  let browser: Browser;
  let sales: TSession;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ sales } = await createSignedInTeam(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Sales makes an anonymised French dossier of a need’s candidate in one click and attaches it to the CV mail', async () => {
    const need = await api().post<TNeed>(sales.access_token, '/api/v1/needs', {
      title: 'Développeur Java Kafka',
      client: 'Banque Horizon',
      priority: 'P1',
      tjm: 650,
      description:
        'Nous recherchons un développeur Java pour la refonte des flux de paiement de notre client.',
      jdRequiredSkills: ['Kafka', 'Spring Boot'],
      jdDesiredSkills: ['Kubernetes'],
    });
    const candidate = await api().post<TCandidate>(
      sales.access_token,
      `/api/v1/needs/${need.id}/candidates`,
      { name: 'Jean Dupont', email: 'jean.dupont@example.com', phone: '+33 6 12 34 56 78' },
    );
    await api().patch(sales.access_token, `/api/v1/candidates/${candidate.id}`, {
      cvRole: 'Développeur Java senior',
      cvExperienceYears: '8 ans',
      cvTrigramme: 'JDU',
      cvCity: 'Lyon',
      cvEducation: 'Master informatique, INSA Lyon',
      cvHardSkillsJson: '["Java","Spring Boot","Angular","Kafka","PostgreSQL","Kubernetes"]',
      cvSoftSkillsJson: '["Rigueur","Esprit d’équipe"]',
      cvKeyStrengthsJson: '["Architecture","Mentorat"]',
      cvLanguagesJson: '["Français (natif)","Anglais (courant)"]',
      cv1stExperienceTitle: 'Lead développeur Kafka',
      cv1stExperienceCompany: 'BNP Paribas',
      cv1stExperienceStartDate: 'Janv. 2021',
      cv1stExperienceEndDate: 'Present',
      cv1stExperienceLocation: 'Paris',
      cv1stExperienceResponsibilitiesJson:
        '["Migration des flux de paiement vers Kafka","Encadrement de 4 développeurs","CI/CD sur Kubernetes"]',
      cv2ndExperienceTitle: 'Développeur Angular / Java',
      cv2ndExperienceCompany: 'Orange',
      cv2ndExperienceStartDate: '2017',
      cv2ndExperienceEndDate: '2020',
    });

    const { context, page } = await signIn(browser, server.url, 'sam@example.com', {
      width: 1280,
      height: 1000,
    });
    await page.goto(`${server.url}/softeamboard/need/${need.id}`);
    await page.getByRole('tab', { name: 'Identified (1)' }).click();
    const card = page.getByTestId('need-candidate-card').filter({ hasText: 'Jean Dupont' });
    await card
      .getByRole('button', { name: 'Make the dossier de compétences of Jean Dupont' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Dossier de compétences' });
    // The need is written in French: so is the dossier, by default.
    await dialog.getByRole('radio', { name: 'French' }).waitFor({ state: 'attached' });
    expect(await dialog.getByRole('radio', { name: 'French' }).isChecked()).toBe(true);
    await dialog.getByLabel("Mask employers ('a major French bank')").check();
    const masked = dialog.getByTestId('dossier-masked');
    await masked.getByText('Employer: BNP Paribas → une grande banque française').waitFor();
    expect(await masked.textContent()).toContain('Name: Jean Dupont → JDU');
    expect(await masked.textContent()).toContain('E-mail: jean.dupont@example.com → removed');
    const summary = dialog.getByLabel('Summary');
    await summary.fill(
      'Développeur Java senior, 8 ans d’expérience, spécialiste des flux de paiement sur Kafka.',
    );
    await screenshot(page, 'dossier-01-editor');
    await dialog.getByRole('button', { name: 'Generate Word' }).click();
    await dialog
      .getByTestId('dossier-result')
      .getByText('DC_JDU_Developpeur_Java_Kafka_FR.docx')
      .waitFor();
    await screenshot(page, 'dossier-02-generated');

    // The stored file, opened in LibreOffice.
    const files = await api().get<{ items: TDossierFile[] }>(
      sales.access_token,
      `/api/v1/candidates/${candidate.id}/dossiers`,
    );
    expect(files.items).toHaveLength(1);
    const res = await fetch(
      `${server.url}/api/v1/candidates/${candidate.id}/dossiers/${files.items[0]!.fileId}`,
      { headers: { authorization: `Bearer ${sales.access_token}` } },
    );
    const docx = Buffer.from(await res.arrayBuffer());
    if (canRender) renderFirstPage(docx, 'dossier-03-render-fr-anonymised');

    // Attached to the 'send CVs' mail draft.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'AI Mail' }).click();
    const mail = page.getByRole('dialog', { name: /Développeur Java Kafka/ });
    await mail.getByRole('checkbox', { name: /Jean Dupont/ }).check();
    await mail.getByLabel(/TJM/).fill('650');
    await mail.getByLabel(/Availability/).fill('Immédiate');
    await mail.getByRole('checkbox', { name: /DC_JDU_Developpeur_Java_Kafka_FR\.docx/ }).check();
    await mail.getByRole('button', { name: 'Generate Email' }).click();
    await mail
      .getByTestId('mail-attachments')
      .getByRole('button', { name: 'DC_JDU_Developpeur_Java_Kafka_FR.docx' })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'dossier-04-mail-attachment');
    await context.close();
  });
});
