import { execFileSync } from 'node:child_process';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { candidates } from '../../db/schema/index.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';
import { defaultDossierTemplate } from './default-template.ts';

const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
})();

/** The visible text of a .docx (its body and footer), tags removed. */
function docxText(bytes: Buffer): string {
  const zip = new PizZip(bytes);
  return ['word/document.xml', 'word/footer1.xml']
    .map((f) => zip.file(f)?.asText() ?? '')
    .join(' ')
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'");
}

describe('dossier de compétences', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);

  async function setup(email = 'jean.dupont@example.com') {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed({
      title: 'Développeur Kafka',
      description: 'Nous cherchons un développeur Java pour une mission longue chez notre client.',
      jdRequiredSkills: ['Kafka', 'Spring Boot'],
    });
    const [candidate] = await t.app.ctx.db
      .insert(candidates)
      .values({
        name: 'Jean Dupont',
        email,
        phone: '+33612345678',
        cvRole: 'Développeur Java',
        cvExperienceYears: '8 ans',
        cvTrigramme: 'JDU',
        cvCity: 'Lyon',
        cvHardSkillsJson: '["Java","Spring Boot","Angular","Kafka"]',
        cvLanguagesJson: '["Français","Anglais"]',
        cv1stExperienceTitle: 'Lead développeur Kafka',
        cv1stExperienceCompany: 'BNP Paribas',
        cv1stExperienceStartDate: '2021',
        cv1stExperienceEndDate: 'Present',
        cv1stExperienceResponsibilitiesJson: '["Migration vers Kafka"]',
        cv2ndExperienceTitle: 'Développeur Angular',
        cv2ndExperienceCompany: 'Startup',
      })
      .returning();
    return { sales, need, candidate: candidate! };
  }

  const draftUrl = (id: string, needId: string, extra = '') =>
    `/api/v1/candidates/${id}/dossier?needId=${needId}${extra}`;

  async function download(user: TTestUser, candidateId: string, fileId: string) {
    const res = await t.app.inject({
      url: `/api/v1/candidates/${candidateId}/dossiers/${fileId}`,
      headers: t.auth(user),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  }

  it('builds the draft tailored to the need, in its language, and lists what would be masked', async () => {
    const { sales, need, candidate } = await setup();
    const res = await t.app.inject({
      url: draftUrl(candidate.id, need.id),
      headers: t.auth(sales),
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ language: 'fr', version: 0, edited: false, needId: need.id });
    expect(draft.content.skillGroups[0]).toEqual({
      family: 'Compétences clés pour la mission',
      skills: ['Spring Boot', 'Kafka'],
    });
    expect(draft.content.experiences[0].highlighted).toBe(true);
    expect(draft.masked.map((m: { field: string }) => m.field)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'photo',
      'employer',
      'employer',
    ]);
  });

  it('keeps the edits across regenerations and refuses a stale save', async () => {
    const { sales, need, candidate } = await setup();
    const { content } = (
      await t.app.inject({ url: draftUrl(candidate.id, need.id), headers: t.auth(sales) })
    ).json();
    const edited = { ...content, summary: 'Résumé réécrit à la main par Jean.' };
    const save = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/candidates/${candidate.id}/dossier`,
        headers: t.auth(sales),
        payload: { needId: need.id, language: 'fr', content: edited, version },
      });
    const saved = await save(0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, edited: true });
    expect((await save(0)).statusCode).toBe(409);
    const again = await save(1);
    expect(again.json()).toMatchObject({ version: 2 });
    expect((await save(1)).json()).toMatchObject({ code: 'STALE_UPDATE' });

    for (let i = 0; i < 2; i++) {
      const gen = await t.app.inject({
        method: 'POST',
        url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
        headers: t.auth(sales),
        payload: { needId: need.id, language: 'fr', format: 'docx', anonymise: true },
      });
      expect(gen.statusCode, gen.body).toBe(201);
      const text = docxText(await download(sales, candidate.id, gen.json().fileId));
      expect(text).toContain('Résumé réécrit à la main par JDU.');
    }
    const list = await t.app.inject({
      url: `/api/v1/candidates/${candidate.id}/dossiers`,
      headers: t.auth(sales),
    });
    expect(list.json().items).toHaveLength(2);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: draftUrl(candidate.id, need.id, '&language=fr'),
      headers: t.auth(sales),
    });
    expect(reset.json()).toMatchObject({ edited: false, version: 0 });
  });

  it('generates an anonymised French DOCX in the template: trigramme, no contact details, employers masked', async () => {
    const { sales, need, candidate } = await setup();
    const gen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
      headers: t.auth(sales),
      payload: { needId: need.id, language: 'fr', anonymise: true, maskEmployers: true },
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const body = gen.json();
    expect(body).toMatchObject({ format: 'docx', filename: 'DC_JDU_Developpeur_Kafka_FR.docx' });
    expect(body.downloadUrl).toMatch(/^http/);
    const text = docxText(await download(sales, candidate.id, body.fileId));
    expect(text).toContain('Dossier de compétences');
    expect(text).toContain('JDU');
    expect(text).toContain('une grande banque française');
    expect(text).toContain('En lien avec la mission');
    for (const hidden of ['Jean', 'Dupont', 'example.com', '612345678', 'BNP', 'Lyon'])
      expect(text).not.toContain(hidden);
  });

  it('writes English labels when asked, and the names when not anonymised', async () => {
    const { sales, need, candidate } = await setup();
    const gen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
      headers: t.auth(sales),
      payload: { needId: need.id, language: 'en' },
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const text = docxText(await download(sales, candidate.id, gen.json().fileId));
    expect(text).toContain('Skills profile');
    expect(text).toContain('Jean Dupont');
    expect(text).toContain('BNP Paribas');
  });

  it('refuses the Recruiter, unknown records and other candidates’ files', async () => {
    const { sales, need, candidate } = await setup();
    const recruiter = await t.createUser('Recruiter');
    const refused = await t.app.inject({
      url: draftUrl(candidate.id, need.id),
      headers: t.auth(recruiter),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Recruiters cannot make dossiers de compétences');
    const unknownNeed = await t.app.inject({
      url: draftUrl(candidate.id, '3f0b8a56-0000-4000-8000-000000000000'),
      headers: t.auth(sales),
    });
    expect(unknownNeed.statusCode).toBe(404);
    const gen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
      headers: t.auth(sales),
      payload: { language: 'fr' },
    });
    const other = await setup('other@example.com');
    const stolen = await t.app.inject({
      url: `/api/v1/candidates/${other.candidate.id}/dossiers/${gen.json().fileId}`,
      headers: t.auth(sales),
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('lets an Admin replace the template with a valid one, refuses a broken one, and resets', async () => {
    const { sales, candidate } = await setup();
    const admin = await t.createUser('Admin');
    const put = (filename: string, bytes: Buffer, user = admin) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/dossier-template',
        headers: t.auth(user),
        payload: { filename, contentBase64: bytes.toString('base64') },
      });
    expect((await put('firm.docx', await defaultDossierTemplate(), sales)).statusCode).toBe(403);

    const notDocx = await put('firm.docx', Buffer.from('plain text, not a zip'));
    expect(notDocx.statusCode).toBe(422);
    expect(notDocx.json().detail).toBe('The dossier template must be a Word document (.docx)');

    const broken = new PizZip(await defaultDossierTemplate());
    broken.file(
      'word/document.xml',
      broken.file('word/document.xml')!.asText().replace('{name}', '{#name}'),
    );
    const unclosed = await put('broken.docx', broken.generate({ type: 'nodebuffer' }));
    expect(unclosed.statusCode).toBe(422);
    expect(unclosed.json().detail).toMatch(/^The dossier template cannot be used: .*name/);

    const firm = new PizZip(await defaultDossierTemplate());
    firm.file(
      'word/document.xml',
      firm
        .file('word/document.xml')!
        .asText()
        .replace('{labelHeading}', 'ACME Conseil · {labelHeading}'),
    );
    const ok = await put('acme.docx', firm.generate({ type: 'nodebuffer' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ customTemplate: true, templateFilename: 'acme.docx' });

    const gen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
      headers: t.auth(sales),
      payload: { language: 'fr' },
    });
    expect(docxText(await download(sales, candidate.id, gen.json().fileId))).toContain(
      'ACME Conseil',
    );

    const current = await t.app.inject({
      url: '/api/v1/admin/dossier-template',
      headers: t.auth(admin),
    });
    expect(docxText(current.rawPayload)).toContain('ACME Conseil');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/dossier-template',
      headers: t.auth(admin),
    });
    expect(reset.statusCode).toBe(204);
    const caps = await t.app.inject({
      url: '/api/v1/dossiers/capabilities',
      headers: t.auth(sales),
    });
    expect(caps.json()).toMatchObject({ customTemplate: false, pdf: hasSoffice });
  });

  it.skipIf(!hasSoffice)(
    'converts the dossier to PDF with LibreOffice',
    { timeout: 120_000 },
    async () => {
      const { sales, need, candidate } = await setup();
      const gen = await t.app.inject({
        method: 'POST',
        url: `/api/v1/candidates/${candidate.id}/dossier/generate`,
        headers: t.auth(sales),
        payload: { needId: need.id, language: 'fr', format: 'pdf', anonymise: true },
      });
      expect(gen.statusCode, gen.body).toBe(201);
      expect(gen.json()).toMatchObject({
        format: 'pdf',
        filename: 'DC_JDU_Developpeur_Kafka_FR.pdf',
      });
      const pdf = await download(sales, candidate.id, gen.json().fileId);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
});
