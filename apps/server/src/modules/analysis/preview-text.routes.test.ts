import { describe, expect, it } from 'vitest';
import { readEmailFixture } from '@staffing/analyzer/test-support';
import { ZDocumentPreviewResponse, type TDocumentPreview } from '@staffing/domain';
import { auditLog, flows, needs } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';

const URL = '/api/v1/analysisIA/text/preview';

const TWO_POSITIONS = [
  'Bonjour Sam,',
  '',
  'Client : Banque Rhône',
  'Lieu : Lyon',
  'TJM : 600 €',
  'Nous recherchons 2 profils :',
  'Poste 1 : Développeur Java senior',
  'Compétences requises : Java, Spring Boot, Kafka',
  'Poste 2 : Data engineer',
  'Compétences requises : Python, Spark, Airflow',
  '',
  'Cordialement,',
  'Claire',
].join('\n');

const EML = [
  'From: Claire Dubois <claire.dubois@banque-rhone.fr>',
  'Subject: =?UTF-8?Q?Besoin_:_D=C3=A9veloppeur_React?=',
  'Content-Type: text/plain; charset=UTF-8',
  '',
  'Bonjour,',
  'Client : Banque Rhône',
  'Lieu : Paris',
  'Compétences requises : React, TypeScript',
  'Cordialement,',
].join('\r\n');

const valueOf = (preview: TDocumentPreview, key: string) =>
  preview.fields.find((field) => field.key === key)?.value;

describe('a need from a client e-mail (analysisIA/text/preview)', () => {
  const t = useTestContext();

  async function counts() {
    const db = t.database.db;
    return {
      needs: (await db.select().from(needs)).length,
      flows: (await db.select().from(flows)).length,
      audit: (await db.select().from(auditLog)).length,
    };
  }

  const post = (user: Parameters<typeof t.auth>[0], payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: t.auth(user), payload: payload as object });

  it('reads one review per position, each with the shared lines and its evidence, writing nothing', async () => {
    const sales = await t.createUser('Sales');
    const before = await counts();
    const res = await post(sales, { text: TWO_POSITIONS });
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews.map((p) => p.filename)).toEqual(['Pasted e-mail (1/2)', 'Pasted e-mail (2/2)']);
    expect(previews.map((p) => valueOf(p, 'title'))).toEqual([
      'Développeur Java senior',
      'Data engineer',
    ]);
    for (const preview of previews) {
      expect(preview).toMatchObject({ readable: true, readBy: 'text', expectedKind: 'jd' });
      expect(valueOf(preview, 'client')).toBe('Banque Rhône');
      expect(valueOf(preview, 'tjm')).toBe(600);
    }
    expect(valueOf(previews[1]!, 'requiredSkills')).toEqual(
      expect.arrayContaining(['Python', 'Spark', 'Airflow']),
    );
    expect(previews[0]!.fields.find((f) => f.key === 'client')?.source).toBe(
      'Client : Banque Rhône',
    );
    expect(await counts()).toEqual(before);
  });

  it('reads an .eml file sent in base64: its subject is the title', async () => {
    const sales = await t.createUser('Sales');
    const res = await post(sales, { eml: Buffer.from(EML).toString('base64') });
    expect(res.statusCode).toBe(200);
    const [preview] = ZDocumentPreviewResponse.parse(res.json()).previews;
    expect(preview!.filename).toBe('Besoin : Développeur React');
    expect(valueOf(preview!, 'title')).toBe('Développeur React');
    expect(valueOf(preview!, 'requiredSkills')).toEqual(
      expect.arrayContaining(['React', 'TypeScript']),
    );
    // Its sender is offered as the need's order client, the "From" header as evidence.
    const contact = preview!.fields.find((field) => field.key === 'orderClientName');
    expect(contact).toMatchObject({
      value: 'Claire Dubois',
      source: 'De : Claire Dubois <claire.dubois@banque-rhone.fr>',
    });
    expect(valueOf(preview!, 'orderClientEmail')).toBe('claire.dubois@banque-rhone.fr');
  });

  it('reads a message pasted with its header block: the subject titles it, the sender orders it', async () => {
    const sales = await t.createUser('Sales');
    const text = [
      'De : Julie Moreau <julie.moreau@bnpparibas.com>',
      'Envoyé : lundi 30 novembre 2026 09:12',
      'À : Karim Benali <karim.benali@esn.fr>',
      'Objet : Besoin Développeur Java Senior',
      '',
      'Bonjour Karim,',
      'Client : BNP Paribas',
      'TJM max : 550 €. Compétences : Java 17, Spring Boot, Kafka.',
      'Cordialement,',
      'Julie Moreau',
    ].join('\n');
    const res = await post(sales, { text });
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews).toHaveLength(1);
    expect(valueOf(previews[0]!, 'title')).toBe('Développeur Java Senior');
    expect(valueOf(previews[0]!, 'orderClientName')).toBe('Julie Moreau');
    expect(valueOf(previews[0]!, 'orderClientEmail')).toBe('julie.moreau@bnpparibas.com');
  });

  it("reads a bare pasted message's signature: who ordered it, and the client from the address", async () => {
    const sales = await t.createUser('Sales');
    const text = [
      'Bonjour,',
      'Nous recherchons un développeur Java senior (Spring Boot, Kafka) pour 6 mois à Lyon.',
      'TJM max : 550 €. Démarrage dès que possible.',
      '',
      'Bien à vous,',
      'Julie Moreau',
      'Acheteuse IT',
      'julie.moreau@bnp-paribas.com | +33 6 12 34 56 78',
    ].join('\n');
    const res = await post(sales, { text });
    expect(res.statusCode).toBe(200);
    const [preview] = ZDocumentPreviewResponse.parse(res.json()).previews;
    expect(valueOf(preview!, 'orderClientName')).toBe('Julie Moreau');
    expect(valueOf(preview!, 'orderClientEmail')).toBe('julie.moreau@bnp-paribas.com');
    expect(preview!.fields.find((f) => f.key === 'client')).toMatchObject({
      value: 'BNP Paribas',
      source: 'De : Julie Moreau <julie.moreau@bnp-paribas.com>',
    });
  });

  it('says what is missing or wrong in plain words, and refuses a Recruiter', async () => {
    const sales = await t.createUser('Sales');
    const neither = await post(sales, {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().detail).toContain(
      "Paste the e-mail's text, or send its .eml or .msg file, or a call for tender",
    );
    const both = await post(sales, { text: 'x', eml: 'eA==' });
    expect(both.statusCode).toBe(422);
    const short = await post(sales, { text: 'Bonjour' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('The e-mail has too little text to read a need from');
    const recruiter = await t.createUser('Recruiter');
    expect((await post(recruiter, { text: TWO_POSITIONS })).statusCode).toBe(403);
  });
});

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('a need from an Outlook .msg (analysisIA/text/preview)', () => {
  const t = useTestContext();
  const post = (user: Parameters<typeof t.auth>[0], payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: t.auth(user), payload: payload as object });

  it('reads a .msg saved by Outlook: its subject names the review and leads the text', async () => {
    const sales = await t.createUser('Sales');
    const res = await post(sales, { msg: base64(readEmailFixture('plain-body.msg')) });
    expect(res.statusCode).toBe(200);
    const [preview] = ZDocumentPreviewResponse.parse(res.json()).previews;
    expect(preview).toMatchObject({ filename: 'htmlLink2', readBy: 'text', expectedKind: 'jd' });
    expect(valueOf(preview!, 'title')).toBe('HtmlLink2');
  });

  it('reads a .msg whose body is HTML only as its text', async () => {
    const sales = await t.createUser('Sales');
    const res = await post(sales, { msg: base64(readEmailFixture('html-body.msg')) });
    expect(res.statusCode).toBe(200);
    const [preview] = ZDocumentPreviewResponse.parse(res.json()).previews;
    expect(preview!.filename).toBe('Microsoft Outlook テスト メッセージ');
    expect(preview!.fields.find((f) => f.key === 'description')?.value ?? '').not.toMatch(/<meta/);
  });

  it('refuses a file that is not a .msg (415) and one past 8 MB (413), in plain words', async () => {
    const sales = await t.createUser('Sales');
    const eml = await post(sales, { msg: Buffer.from(EML).toString('base64') });
    expect(eml.statusCode).toBe(415);
    expect(eml.json().detail).toMatch(/^This file is not an Outlook message \(\.msg\)/);
    const pdf = await post(sales, { msg: base64(readEmailFixture('appel-d-offres.pdf')) });
    expect(pdf.statusCode).toBe(415);
    const big = await post(sales, { msg: base64(new Uint8Array(8 * 1024 * 1024 + 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The e-mail file must be at most 8 MB');
    const french = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t.auth(sales), 'accept-language': 'fr' },
      payload: { msg: Buffer.from(EML).toString('base64') },
    });
    expect(french.json().detail).toMatch(/^Ce fichier n’est pas un message Outlook/);
  });
});

describe('needs from a call for tender (analysisIA/text/preview with document)', () => {
  const t = useTestContext();
  const post = (user: Parameters<typeof t.auth>[0], payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: t.auth(user), payload: payload as object });

  it('reads a PDF tender through the reader: one review per lot, nothing written', async () => {
    const sales = await t.createUser('Sales');
    const db = t.database.db;
    const before = (await db.select().from(needs)).length;
    const res = await post(sales, {
      document: base64(readEmailFixture('appel-d-offres.pdf')),
      fileName: 'appel-d-offres.pdf',
    });
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews.map((p) => p.filename)).toEqual([
      'appel-d-offres.pdf (1/2)',
      'appel-d-offres.pdf (2/2)',
    ]);
    expect(previews.map((p) => valueOf(p, 'title'))).toEqual([
      'Développeur Java senior',
      'Chef de projet technique',
    ]);
    expect(previews.map((p) => valueOf(p, 'tjm'))).toEqual([580, 720]);
    expect(previews.map((p) => valueOf(p, 'client'))).toEqual([
      'Métropole de Lyon',
      'Métropole de Lyon',
    ]);
    expect(previews[0]!.fields.find((f) => f.key === 'tjm')?.source).toBe(
      'Prix plafond : 580 € HT par jour',
    );
    expect(previews[0]).toMatchObject({ readable: true, readBy: 'text' });
    expect((await db.select().from(needs)).length).toBe(before);
  });

  it("reads the call for tender attached to a short e-mail, the e-mail's sender ordering it", async () => {
    const sales = await t.createUser('Sales');
    const mail = (attachment: { name: string; type: string; bytes: Buffer }) =>
      [
        'From: Julie Moreau <julie.moreau@grandlyon.com>',
        'To: sam@esn.example',
        'Subject: Appel d offres TMA',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=UTF-8',
        '',
        'Bonjour, veuillez trouver ci-joint notre appel d offres. Cordialement,',
        '--b1',
        `Content-Type: ${attachment.type}; name="${attachment.name}"`,
        `Content-Disposition: attachment; filename="${attachment.name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        attachment.bytes.toString('base64'),
        '--b1--',
        '',
      ].join('\r\n');
    const pdf = readEmailFixture('appel-d-offres.pdf');
    const res = await post(sales, {
      eml: base64(Buffer.from(mail({ name: 'AO.pdf', type: 'application/pdf', bytes: pdf }))),
    });
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews.map((p) => [p.filename, valueOf(p, 'title'), valueOf(p, 'tjm')])).toEqual([
      ['AO.pdf (1/2)', 'Développeur Java senior', 580],
      ['AO.pdf (2/2)', 'Chef de projet technique', 720],
    ]);
    expect(previews.map((p) => valueOf(p, 'orderClientEmail'))).toEqual([
      'julie.moreau@grandlyon.com',
      'julie.moreau@grandlyon.com',
    ]);
    // The tender names its buyer: that, not the sender's domain, is the client.
    expect(valueOf(previews[0]!, 'client')).toBe('Métropole de Lyon');
    // A "PDF" that is not one is no need, and the short note alone is too little.
    const fake = mail({ name: 'AO.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf') });
    const refused = await post(sales, { eml: base64(Buffer.from(fake)) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      'The e-mail has too little text to read a need from, and no readable document attached',
    );
  });

  it('reads a DOCX tender the same way', async () => {
    const sales = await t.createUser('Sales');
    const res = await post(sales, {
      document: base64(readEmailFixture('call-for-tender.docx')),
      fileName: 'call-for-tender.docx',
    });
    expect(res.statusCode).toBe(200);
    const { previews } = ZDocumentPreviewResponse.parse(res.json());
    expect(previews.map((p) => valueOf(p, 'title'))).toEqual([
      'Senior data engineer',
      'Front-end developer',
    ]);
  });

  it('refuses a file that is not a PDF, DOCX or DOC (415), past 20 MB (413), or unnamed (422)', async () => {
    const sales = await t.createUser('Sales');
    const msg = await post(sales, {
      document: base64(readEmailFixture('plain-body.msg')),
      fileName: 'tender.pdf',
    });
    expect(msg.statusCode).toBe(415);
    expect(msg.json().detail).toBe('Please upload a PDF, DOC, or DOCX file');
    const renamed = await post(sales, {
      document: base64(readEmailFixture('appel-d-offres.pdf')),
      fileName: 'tender.docx',
    });
    expect(renamed.statusCode).toBe(415);
    const big = await post(sales, {
      document: base64(new Uint8Array(20 * 1024 * 1024 + 1)),
      fileName: 'tender.pdf',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The call for tender must be at most 20 MB');
    const unnamed = await post(sales, { document: base64(readEmailFixture('appel-d-offres.pdf')) });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().detail).toMatch(/^fileName is required with document/);
    const recruiter = await t.createUser('Recruiter');
    const refused = await post(recruiter, {
      document: base64(readEmailFixture('appel-d-offres.pdf')),
      fileName: 'appel-d-offres.pdf',
    });
    expect(refused.statusCode).toBe(403);
  });
});
