import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import {
  CANDIDATE_MESSAGES,
  IMPORT_MESSAGES,
  NEED_MESSAGES,
  type TImport,
  type TImportCheck,
  type TImportUpload,
} from '@staffing/domain';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { auditLog, candidates, needs } from '../../db/schema/index.ts';
import { multipartBody } from '../analysis/test-support/documents.ts';

const BOOND_HEADER = 'Nom;Prénom;Email;Téléphone 1;Titre;Compétences;TJM;Ville';

describe('imports', () => {
  const t = useTestContext();

  async function upload(
    user: TTestUser,
    kind: string,
    filename: string,
    bytes: Buffer,
    status = 201,
  ) {
    const body = multipartBody([
      { name: 'kind', value: kind },
      { name: 'file', filename, bytes },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      payload: body.payload,
      headers: { ...t.auth(user), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as TImportUpload & { detail?: string };
  }

  async function post<T>(user: TTestUser, url: string, payload?: unknown, status = 200) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: t.auth(user),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  }

  async function getImport(user: TTestUser, id: string) {
    const res = await t.app.inject({ url: `/api/v1/imports/${id}`, headers: t.auth(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TImport;
  }

  /** Runs the import and waits for its flow to end (polling the import, no fixed sleep). */
  async function runToEnd(user: TTestUser, id: string, mapping: TImport['mapping']) {
    const started = await post<TImport>(user, `/api/v1/imports/${id}/run`, { mapping }, 202);
    expect(started.status).toBe('running');
    expect(started.flowId).toBeTruthy();
    let done: TImport | undefined;
    await until(
      async () => {
        done = await getImport(user, id);
        return done.status === 'done' || done.status === 'failed';
      },
      { timeout: 60_000, message: 'the import run to end' },
    );
    return done!;
  }

  it('reads a French Excel CSV (semicolons, BOM), guesses the mapping and lists every row error', async () => {
    const sales = await t.createUser('Sales');
    const csv = [
      BOOND_HEADER,
      'Benali;Karim;karim.benali@gmail.com;06 12 34 56 78;Dev Java;Java, Spring;650 €;Lyon',
      ';;not-an-email;12;;;six cents;',
      'Durand;Léa;lea.durand@example.com;;Data engineer;Python | SQL;1 200,50;Paris',
    ].join('\r\n');
    const up = await upload(sales, 'candidates', 'boond.csv', Buffer.from(`\ufeff${csv}`));
    expect(up.import.headers[0]).toBe('Nom');
    expect(up.import.rowCount).toBe(3);
    expect(up.import.mapping).toEqual([
      'lastName',
      'firstName',
      'email',
      'phone',
      'cvRole',
      'skills',
      'expectedTjm',
      'cvCity',
    ]);
    expect(up.sample[1]).toEqual(['', '', 'not-an-email', '12', '', '', 'six cents', '']);

    const check = await post<TImportCheck>(sales, `/api/v1/imports/${up.import.id}/check`, {
      mapping: up.import.mapping,
    });
    expect(check.validCount).toBe(2);
    expect(check.import.errorCount).toBe(1);
    expect(check.import.status).toBe('checked');
    expect(check.errors).toEqual([
      { row: 3, field: 'name', message: CANDIDATE_MESSAGES.nameRequired },
      { row: 3, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
      { row: 3, field: 'phone', message: CANDIDATE_MESSAGES.phoneInvalid },
      { row: 3, field: 'expectedTjm', message: CANDIDATE_MESSAGES.tjmInvalid },
    ]);
    expect(check.preview[0]).toEqual({
      row: 2,
      values: {
        name: 'Karim Benali',
        email: 'karim.benali@gmail.com',
        phone: '+33612345678',
        cvRole: 'Dev Java',
        skills: ['Java', 'Spring'],
        expectedTjm: 650,
        cvCity: 'Lyon',
      },
    });
    expect(check.preview[2]!.values.expectedTjm).toBe(1200.5);
    // A dry run: nothing saved.
    const saved = await t.database.db.select().from(candidates);
    expect(saved).toEqual([]);
  });

  it('decodes windows-1252 when the bytes are not UTF-8, and reads comma CSVs', async () => {
    const admin = await t.createUser('Admin');
    const csv = 'Prénom,Nom,E-mail\r\nHélène,Müller,helene@example.com\r\n';
    const up = await upload(admin, 'candidates', 'export.csv', Buffer.from(csv, 'latin1'));
    expect(up.import.headers).toEqual(['Prénom', 'Nom', 'E-mail']);
    expect(up.sample[0]).toEqual(['Hélène', 'Müller', 'helene@example.com']);
    expect(up.import.mapping).toEqual(['firstName', 'lastName', 'email']);
  });

  it('reads the first sheet of an XLSX file', async () => {
    const admin = await t.createUser('Admin');
    const bytes = (await writeXlsxFile(
      [
        [{ value: 'Job Title' }, { value: 'Company' }, { value: 'Bill rate' }],
        [{ value: 'Senior Java developer' }, { value: 'ACME' }, { value: 650 }],
        [{ value: 'Tech lead' }, { value: 'Globex' }, { value: 'sept cents' }],
      ],
      {},
    ).toBuffer()) as Buffer;
    const up = await upload(admin, 'needs', 'needs.xlsx', bytes);
    expect(up.import.mapping).toEqual(['title', 'client', 'tjm']);
    expect(up.sample).toEqual([
      ['Senior Java developer', 'ACME', '650'],
      ['Tech lead', 'Globex', 'sept cents'],
    ]);
    const check = await post<TImportCheck>(admin, `/api/v1/imports/${up.import.id}/check`, {
      mapping: up.import.mapping,
    });
    expect(check.errors).toEqual([{ row: 3, field: 'tjm', message: NEED_MESSAGES.tjmPositive }]);
  });

  it('refuses other files, empty files, a missing kind and a bad mapping with plain words', async () => {
    const sales = await t.createUser('Sales');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n');
    expect((await upload(sales, 'candidates', 'cv.pdf', pdf, 415)).detail).toBe(
      IMPORT_MESSAGES.fileType,
    );
    expect((await upload(sales, 'candidates', 'cv.csv', pdf, 415)).detail).toBe(
      IMPORT_MESSAGES.fileType,
    );
    expect(
      (await upload(sales, 'candidates', 'empty.csv', Buffer.from('Nom;Email\n'), 422)).detail,
    ).toBe(IMPORT_MESSAGES.fileEmpty);
    expect(
      (await upload(sales, 'people', 'a.csv', Buffer.from('Nom;Email\nA;a@b.fr\n'), 422)).detail,
    ).toBe(IMPORT_MESSAGES.kindInvalid);
    const up = await upload(sales, 'candidates', 'a.csv', Buffer.from('Nom;Email\nAda;a@b.fr\n'));
    const url = `/api/v1/imports/${up.import.id}/check`;
    expect((await post<{ detail: string }>(sales, url, { mapping: ['name'] }, 422)).detail).toBe(
      IMPORT_MESSAGES.mappingLength,
    );
    expect(
      (await post<{ detail: string }>(sales, url, { mapping: ['name', null] }, 422)).detail,
    ).toBe(IMPORT_MESSAGES.mappingMissing('email'));
    // Another Sales user's import is not theirs to see.
    const other = await t.createUser('Sales');
    const res = await t.app.inject({
      url: `/api/v1/imports/${up.import.id}`,
      headers: t.auth(other),
    });
    expect(res.statusCode).toBe(404);
  });

  it('runs in the background: valid rows saved as the user, e-mails in the pool skipped, duplicates proposed', async () => {
    const sales = await t.createUser('Sales');
    const admin = await t.createUser('Admin');
    const karim = await post<{ id: string }>(
      sales,
      '/api/v1/candidates',
      { name: 'Karim Benali', email: 'karim@pool.fr', phone: '06 12 34 56 78' },
      201,
    );
    const sophie = await post<{ id: string }>(
      sales,
      '/api/v1/candidates',
      { name: 'Sophie Martin', email: 'sophie@pool.fr' },
      201,
    );
    const csv = [
      'First Name,Last Name,Email,Mobile Phone,Skills',
      'Karim,Benali,k.benali@other.fr,+33 6 12 34 56 78,Java',
      'Sophie,Martin,Sophie@pool.fr,,',
      'Jean,Dupont,jean.dupont@example.com,,Go',
      'Jean,Dupont,jean.dupont@example.com,,Go',
      'Bad,Row,nope,,',
    ].join('\n');
    const up = await upload(sales, 'candidates', 'bullhorn.csv', Buffer.from(csv));
    const check = await post<TImportCheck>(sales, `/api/v1/imports/${up.import.id}/check`, {
      mapping: up.import.mapping,
    });
    expect(check.validCount).toBe(4);
    expect(check.errors).toEqual([
      { row: 6, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
    ]);
    expect(check.duplicates).toEqual([
      {
        row: 2,
        candidateId: karim.id,
        otherRow: null,
        reasons: ['same_phone'],
        message: 'This may be Karim Benali (same phone)',
      },
      {
        row: 3,
        candidateId: sophie.id,
        otherRow: null,
        reasons: ['same_email'],
        message: IMPORT_MESSAGES.emailTaken('Sophie Martin'),
      },
      {
        row: 5,
        candidateId: null,
        otherRow: 4,
        reasons: ['same_email'],
        message: IMPORT_MESSAGES.sameEmailInFile(4),
      },
    ]);

    const done = await runToEnd(sales, up.import.id, up.import.mapping);
    expect(done.status).toBe('done');
    expect(done.createdCount).toBe(2);
    expect(done.finishedAt).toBeTruthy();

    const flow = await t.app.inject({
      url: `/api/v1/admin/flows/${done.flowId}`,
      headers: t.auth(admin),
    });
    expect(flow.statusCode, flow.body).toBe(200);
    expect(flow.json()).toMatchObject({
      type: 'data_import',
      category: 'data_import',
      status: 'completed',
      progress: 100,
      message: IMPORT_MESSAGES.runSummary(2, 2, 1),
    });

    const rows = await t.database.db.select().from(candidates);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Jean Dupont',
      'Karim Benali',
      'Karim Benali',
      'Sophie Martin',
    ]);
    // Saved through the service, as the person who ran it.
    const created = rows.find((r) => r.email === 'k.benali@other.fr')!;
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => [a.action, a.actorId])).toContainEqual(['create', sales.id]);

    // The planted duplicate is proposed for merge in the Duplicates view.
    const pairs = await t.app.inject({
      url: '/api/v1/candidates/duplicates',
      headers: t.auth(sales),
    });
    expect(pairs.statusCode).toBe(200);
    const items = (pairs.json() as { items: { a: { id: string }; b: { id: string } }[] }).items;
    expect(
      items.some((p) => [p.a.id, p.b.id].sort().join() === [karim.id, created.id].sort().join()),
    ).toBe(true);

    // Run once only.
    const again = await post<{ detail: string }>(
      sales,
      `/api/v1/imports/${up.import.id}/run`,
      { mapping: up.import.mapping },
      409,
    );
    expect(again.detail).toBe(IMPORT_MESSAGES.notRunnable);

    // Undo removes what it created, through the service (audited), once.
    const undone = await post<TImport>(sales, `/api/v1/imports/${up.import.id}/undo`);
    expect(undone.status).toBe('undone');
    expect(undone.undoneAt).toBeTruthy();
    const left = await t.database.db.select().from(candidates);
    expect(left.map((r) => r.id).sort()).toEqual([karim.id, sophie.id].sort());
    const removal = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(removal.some((a) => a.action === 'delete' && a.actorId === sales.id)).toBe(true);
    const twice = await post<{ detail: string }>(
      sales,
      `/api/v1/imports/${up.import.id}/undo`,
      undefined,
      409,
    );
    expect(twice.detail).toBe(IMPORT_MESSAGES.alreadyUndone);
  });

  it("imports needs as the Sales user's own, and refuses to undo records worked on since", async () => {
    const sales = await t.createUser('Sales');
    const csv = 'Titre du poste;Client;TJM\nDev Java;ACME;650 €\nTech lead;Globex;700\n';
    const up = await upload(sales, 'needs', 'besoins.csv', Buffer.from(csv));
    const early = await post<{ detail: string }>(
      sales,
      `/api/v1/imports/${up.import.id}/undo`,
      undefined,
      409,
    );
    expect(early.detail).toBe(IMPORT_MESSAGES.notUndoable);
    const done = await runToEnd(sales, up.import.id, up.import.mapping);
    expect(done.createdCount).toBe(2);
    const rows = await t.database.db.select().from(needs);
    expect(rows.map((n) => [n.title, n.tjm, n.consultants, n.createdBy]).sort()).toEqual([
      ['Dev Java', 650, [sales.id], sales.id],
      ['Tech lead', 700, [sales.id], sales.id],
    ]);
    const lead = rows.find((n) => n.title === 'Tech lead')!;
    await post(
      sales,
      `/api/v1/needs/${lead.id}/candidates`,
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      201,
    );
    const refused = await post<{ detail: string }>(
      sales,
      `/api/v1/imports/${up.import.id}/undo`,
      undefined,
      409,
    );
    expect(refused.detail).toBe(IMPORT_MESSAGES.changedSince(['Tech lead'], 0));
    expect(await t.database.db.select().from(needs)).toHaveLength(2);
    expect((await getImport(sales, up.import.id)).undoneAt).toBeNull();
  });

  it("reads the product's own needs export back, order clients with their e-mails", async () => {
    const sales = await t.createUser('Sales');
    await post(
      sales,
      '/api/v1/needs',
      {
        title: '=Data engineer',
        client: 'Acme',
        tjm: 600,
        orderClients: ['Paul Martin', 'Julie Moreau'],
        orderClientsEmail: ['', 'julie.moreau@acme.fr'],
      },
      201,
    );
    const exported = await t.app.inject({
      url: '/api/v1/exports/needs.csv',
      headers: t.auth(sales),
    });
    expect(exported.statusCode).toBe(200);
    await t.database.db.delete(needs);
    const up = await upload(sales, 'needs', 'needs.csv', exported.rawPayload);
    const done = await runToEnd(sales, up.import.id, up.import.mapping);
    expect(done.createdCount).toBe(1);
    const [need] = await t.database.db.select().from(needs);
    expect([need!.title, need!.orderClients, need!.orderClientsEmail]).toEqual([
      '=Data engineer',
      ['Paul Martin', 'Julie Moreau'],
      ['', 'julie.moreau@acme.fr'],
    ]);
  });

  it('lets the Recruiter import nothing', async () => {
    const recruiter = await t.createUser('Recruiter');
    await upload(recruiter, 'candidates', 'a.csv', Buffer.from('Nom;Email\nAda;a@b.fr\n'), 403);
  });
});
