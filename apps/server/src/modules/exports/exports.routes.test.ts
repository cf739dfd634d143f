import http from 'node:http';
import { Writable } from 'node:stream';
import { ZNeedsExportQuery, type TNeed } from '@staffing/domain';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/errors.ts';
import type { TApp } from '../../lib/types.ts';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { createNeedsRepository, type TNeedsRepository } from '../needs/needs.repository.ts';
import { serializeNeed, serializeNeedCsvRow } from '../needs/needs.serializer.ts';
import { registerExportsRoutes } from './exports.routes.ts';
import { createExportsService, EXPORT_FAILED_MARKER } from './exports.service.ts';

const HEADER =
  'id,title,client,priority,status,consultants,quantity,tjm,order clients,order client e-mails,analysis status,required skills,created,updated';

describe('needs CSV export', () => {
  const t = useTestContext();

  async function createNeed(user: TTestUser, payload: Record<string, unknown>): Promise<TNeed> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(user),
      payload: { title: 'Java developer', client: 'ACME', tjm: 500, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function exportCsv(user: TTestUser, query = '', language?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/exports/needs.csv${query}`,
      headers: { ...t.auth(user), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = res.rawPayload.toString('utf8');
    return {
      res,
      text,
      lines: text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    };
  }

  it('streams a UTF-8 file with BOM, the decided columns, names, accents and neutralised formulas', async () => {
    const sales = await t.createUser('Sales', { name: 'Zoé Ventes' });
    const need = await createNeed(sales, {
      title: '=cmd|calc',
      client: 'Société Générale',
      priority: 'P1',
      quantity: 2,
      consultants: [sales.id],
      orderClients: [{ name: 'Alice, Jr', email: 'alice@sg.fr' }, { name: '@Bob' }],
      jd_required_skills: ['Java', 'SQL'],
    });

    const { res, text, lines } = await exportCsv(sales);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="besoins_export.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\uFEFF' + HEADER + '\r\n')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      [
        need.id,
        "'=cmd|calc",
        'Société Générale',
        'P1',
        'no-candidate',
        'Zoé Ventes',
        '2',
        '500',
        '"Alice, Jr; @Bob"',
        'alice@sg.fr',
        '',
        'Java; SQL',
        need.createdAt,
        need.updatedAt,
      ].join(','),
    );
  });

  it('writes for a French Excel when the interface is French: semicolons, French headers and labels, Paris times', async () => {
    const sales = await t.createUser('Sales', { name: 'Zoé Ventes' });
    const need = await createNeed(sales, {
      client: 'Société Générale',
      priority: 'P1',
      tjm: 512.5,
      consultants: [sales.id],
      orderClients: [{ name: 'Alice, Jr', email: 'alice@sg.fr' }, { name: 'Bob' }],
      jd_required_skills: ['Java', 'SQL'],
    });
    const paris = (iso: string) =>
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'short',
      })
        .format(new Date(iso))
        .replace(',', '');

    const { text, lines } = await exportCsv(sales, '', 'fr-FR,fr;q=0.9,en;q=0.8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      "Identifiant;Titre;Client;Priorité;Statut;Consultants;Quantité;TJM;Clients donneurs d'ordre;E-mails des clients donneurs d'ordre;Analyse de la fiche de poste;Compétences requises;Créé le;Mis à jour le",
    );
    expect(lines[1]).toBe(
      [
        need.id,
        'Java developer',
        'Société Générale',
        'Priorité haute',
        'Aucun candidat',
        'Zoé Ventes',
        '1',
        '512,5',
        '"Alice, Jr; Bob"',
        'alice@sg.fr',
        '',
        '"Java; SQL"',
        paris(need.createdAt),
        paris(need.updatedAt),
      ].join(';'),
    );
    expect(lines[1]).not.toContain('NO_CANDIDATE');
    // English, asked for or not, stays the comma-separated file of the API's keys.
    const english = await exportCsv(sales, '', 'en-GB,en;q=0.9');
    expect(english.text).toBe((await exportCsv(sales)).text);
    expect(english.lines[0]).toBe(HEADER);
  });

  it('applies the spec filters (consultant_id, consultantId, client, priority, search) and the list filters', async () => {
    const sales = await t.createUser('Sales');
    const other = await t.createUser('Sales');
    const recruiter = await t.createUser('Recruiter');
    const a = await createNeed(sales, {
      title: 'Alpha',
      client: 'ACME',
      priority: 'P1',
      consultants: [sales.id],
    });
    const b = await createNeed(sales, {
      title: 'Beta',
      client: 'Globex',
      priority: 'P2',
      consultants: [other.id],
      description: 'Développeur kotlin',
    });
    const c = await createNeed(sales, {
      title: 'Gamma',
      client: 'ACME',
      priority: 'P3',
      consultants: [sales.id, other.id],
    });
    const sold = await createNeed(sales, { title: 'Delta', client: 'ACME', priority: 'P1' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${sold.id}/column`,
      headers: t.auth(sales),
      payload: { column: 'SALE' },
    });

    const ids = async (query: string) =>
      (await exportCsv(recruiter, query)).lines.slice(1).map((l) => l.split(',')[0]);
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids(`?consultant_id=${other.id}`)).toEqual([b.id, c.id]);
    expect(await ids(`?consultantId=${sales.id}`)).toEqual([a.id, c.id]);
    expect(await ids('?client=ACME')).toEqual([a.id, c.id]);
    expect(await ids('?priority=P1')).toEqual([a.id]);
    expect(await ids('?search=KOTLIN')).toEqual([b.id]);
    expect(await ids('?search=developpeur')).toEqual([b.id]);
    expect(await ids('?client=ACME&priority=P3')).toEqual([c.id]);
    expect(await ids('?statuses=sold')).toEqual([sold.id]);
    expect(await ids('?scope=all&page=9&size=1')).toEqual([a.id, b.id, c.id, sold.id]);
    expect((await exportCsv(recruiter, '?search=nothing-matches')).lines).toEqual([HEADER]);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/exports/needs.csv?statuses=nope',
      headers: t.auth(sales),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Invalid column: nope');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/exports/needs.csv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages through the needs in batches without losing or repeating rows', async () => {
    const sales = await t.createUser('Sales');
    const created: string[] = [];
    for (let i = 0; i < 7; i++)
      created.push((await createNeed(sales, { title: `Need number ${i}` })).id);
    const repo = createNeedsRepository(t.app.ctx.db);
    const service = createExportsService({ needsRepo: repo, batchSize: 3 });
    const actor = { id: sales.id, role: sales.role, name: sales.name, email: sales.email };
    const chunks: string[] = [];
    for await (const chunk of await service.openNeedsCsv(actor, ZNeedsExportQuery.parse({})))
      chunks.push(chunk);
    // Header with the first batch of 3, then batches of 3 and 1.
    expect(chunks).toHaveLength(3);
    const ids = chunks
      .join('')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(ids).toEqual(created);

    // The prepared batch statement reads what the one built in a transaction reads.
    const prepared = await repo.listBatch({ scope: 'all' }, null, 4);
    const built = await t.app.ctx.db.transaction((tx) =>
      repo.listBatch({ scope: 'all' }, null, 4, tx),
    );
    expect(prepared).toEqual(built);
    expect(await repo.listBatch({ scope: 'all' }, prepared.next, 4)).toEqual(
      await t.app.ctx.db.transaction((tx) =>
        repo.listBatch({ scope: 'all' }, prepared.next, 4, tx),
      ),
    );
  });

  it("reads each printed field of a need as the need's own serialiser writes it", async () => {
    const sales = await t.createUser('Sales');
    const need = await createNeed(sales, {
      title: 'Data engineer',
      priority: 'P1',
      tjm: 612.5,
      quantity: 2,
      consultants: [sales.id],
      orderClients: ['Jane Roe'],
      orderClientsEmail: ['jane@acme.example'],
    });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/needs/${need.id}`,
      headers: t.auth(sales),
      payload: { column: 'FROZEN' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const repo = createNeedsRepository(t.app.ctx.db);
    const [row] = (await repo.listBatch({ scope: 'all' }, null, 10)).rows;
    const printed = serializeNeedCsvRow(row!);
    const whole = serializeNeed((await repo.findById(need.id))!) as Record<string, unknown>;
    expect(printed.column).toBe('FROZEN');
    expect(printed).toEqual(
      Object.fromEntries(Object.keys(printed).map((key) => [key, whole[key]])),
    );
  });

  it('answers a bad query with a JSON 4xx before any byte of the file', async () => {
    const sales = await t.createUser('Sales');
    await createNeed(sales, { title: 'Alpha', priority: 'P1' });
    for (const query of ['?priority=%00', '?client=ACME%01', '?search=a%00b']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/exports/needs.csv${query}`,
        headers: t.auth(sales),
      });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe('VALIDATION');
    }
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/v1/exports/needs.csv?priority=%00',
      headers: t.auth(sales),
    });
    expect(nul.json().detail).toBe('priority: must not contain a NUL character');
  });
});

/** The export route alone, over a repository that can be made to fail. */
async function exportApp(repo: TNeedsRepository, logLines: string[] = []) {
  const app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('actor', null as never);
  app.decorate('authenticate', async (request: { actor: unknown }) => {
    request.actor = { id: crypto.randomUUID(), role: 'Sales', name: 'S', email: 's@x.fr' };
  });
  registerExportsRoutes(app as unknown as TApp, {
    exports: createExportsService({ needsRepo: repo, batchSize: 2 }),
  });
  await app.ready();
  return app;
}

describe('needs CSV export when the database fails', () => {
  const t = useTestContext();

  async function seedNeeds(count: number) {
    const sales = await t.createUser('Sales');
    for (let i = 0; i < count; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/needs',
        headers: t.auth(sales),
        payload: { title: `Need number ${i}`, client: 'ACME', tjm: 500 },
      });
  }

  /** The real repository, whose `listBatch` throws on the given call (1 = the first). */
  function failingRepo(failOnCall: number): TNeedsRepository {
    const real = createNeedsRepository(t.app.ctx.db);
    let calls = 0;
    return {
      ...real,
      async listBatch(...args: Parameters<TNeedsRepository['listBatch']>) {
        calls += 1;
        if (calls === failOnCall) throw new Error('connection terminated unexpectedly');
        return real.listBatch(...args);
      },
    };
  }

  it('a failing first query is an error reply, not a 200 with a header row', async () => {
    await seedNeeds(1);
    const app = await exportApp(failingRepo(1));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/exports/needs.csv' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        detail: 'Server error occurred. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await app.close();
    }
  });

  it('a failure after the first byte ends the file with a marker row and aborts the transfer', async () => {
    await seedNeeds(3);
    const logLines: string[] = [];
    const app = await exportApp(failingRepo(2), logLines);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const outcome = await new Promise<{
        status: number;
        body: string;
        complete: boolean;
        error: boolean;
      }>((resolve) => {
        http.get(`http://127.0.0.1:${port}/api/v1/exports/needs.csv`, (res) => {
          let body = '';
          let error = false;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('error', () => (error = true));
          res.on('close', () =>
            resolve({ status: res.statusCode ?? 0, body, complete: res.complete, error }),
          );
        });
      });
      expect(outcome.status).toBe(200);
      const lines = outcome.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      // Header, the first batch of two, then the marker instead of the third need.
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe(HEADER);
      expect(lines[3]).toBe(EXPORT_FAILED_MARKER);
      // The chunked body never got its last chunk: the client knows the file is incomplete.
      expect(outcome.complete).toBe(false);
      expect(logLines.join('')).toContain('needs CSV export failed');
    } finally {
      await app.close();
    }
  });
});
