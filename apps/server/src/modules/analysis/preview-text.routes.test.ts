import { describe, expect, it } from 'vitest';
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
  });

  it('says what is missing or wrong in plain words, and refuses a Recruiter', async () => {
    const sales = await t.createUser('Sales');
    const neither = await post(sales, {});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().detail).toContain("Paste the e-mail's text or send its .eml file");
    const both = await post(sales, { text: 'x', eml: 'eA==' });
    expect(both.statusCode).toBe(422);
    const short = await post(sales, { text: 'Bonjour' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('The e-mail has too little text to read a need from');
    const recruiter = await t.createUser('Recruiter');
    expect((await post(recruiter, { text: TWO_POSITIONS })).statusCode).toBe(403);
  });
});
