import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES } from '@staffing/domain';
import { storedFiles } from '../../db/schema/index.ts';
import { useTestContext, type TTestUser } from '../../../test/test-app.ts';
import { keyPrefix, makeObjectKey } from '../files/object-keys.ts';
import { createArchiveService } from './archive.service.ts';

const CV_BYTES = Buffer.from('%PDF-1.4 the CV of Zoé Martin \u0000\u00ff binary tail');

describe('data archive export', () => {
  const t = useTestContext();
  const db = () => t.app.ctx.db;

  async function post(user: TTestUser, url: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url, headers: t.auth(user), payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: string };
  }

  /**
   * Two Sales users with a need each; Zoé on Ana's need (with a stored CV and a daily cost),
   * Bob on Ben's need (his CV's object is gone from storage), and Carl, made by Ana on no need.
   */
  async function seed() {
    const admin = await t.createUser('Admin');
    const ana = await t.createUser('Sales', { name: 'Ana Ventes' });
    const ben = await t.createUser('Sales', { name: 'Ben Ventes' });
    const recruiter = await t.createUser('Recruiter');
    const needA = await post(ana, '/api/v1/needs', {
      title: '=cmd|calc Java lead',
      client: 'Société Générale',
      priority: 'P1',
      tjm: 650,
      consultants: [ana.id],
    });
    const needB = await post(ben, '/api/v1/needs', {
      title: 'Data engineer',
      client: 'Orange',
      priority: 'P2',
      tjm: 700,
      consultants: [ben.id],
    });
    const zoe = await post(ana, `/api/v1/needs/${needA.id}/candidates`, {
      name: 'Zoé Martin',
      email: 'zoe@example.com',
      phone: '+33 6 12 34 56 78',
      consultantDailyCost: 4271.35,
    });
    const bob = await post(ben, `/api/v1/needs/${needB.id}/candidates`, {
      name: 'Bob Stone',
      email: 'bob@example.com',
    });
    const carl = await post(ana, '/api/v1/candidates', { name: 'Carl Pool', email: 'carl@x.fr' });

    const storage = t.app.ctx.documents!.storage;
    const zoeKey = makeObjectKey(keyPrefix.cv(zoe.id), 'pdf');
    await storage.put(zoeKey, CV_BYTES, 'application/pdf');
    const bobKey = makeObjectKey(keyPrefix.cv(bob.id), 'pdf');
    await db()
      .insert(storedFiles)
      .values([
        {
          key: zoeKey,
          ownerType: 'candidate',
          ownerId: zoe.id,
          kind: 'cv',
          filename: 'CV Zoé.pdf',
        },
        { key: bobKey, ownerType: 'candidate', ownerId: bob.id, kind: 'cv', filename: 'bob.pdf' },
      ]);
    return { admin, ana, ben, recruiter, needA, needB, zoe, bob, carl };
  }

  async function download(user: TTestUser) {
    const res = await t.app.inject({ url: '/api/v1/exports/archive.zip', headers: t.auth(user) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="staffing-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const csv = (name: string) => {
      const bytes = entries[name];
      expect(bytes, name).toBeDefined();
      expect([...bytes!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return parse(strFromU8(bytes!), { columns: true }) as Record<string, string>[];
    };
    return {
      entries,
      names: Object.keys(entries).sort(),
      needs: csv('needs.csv'),
      candidates: csv('candidates.csv'),
      steps: csv('steps.csv'),
      history: csv('history.csv'),
    };
  }

  it('gives the Admin the whole pool: every need, candidate, step, history record and file', async () => {
    const s = await seed();
    const archive = await download(s.admin);

    expect(archive.names).toEqual(
      [
        'README.txt',
        'needs.csv',
        'candidates.csv',
        'steps.csv',
        'history.csv',
        `files/${s.zoe.id}/CV Zoé.pdf`,
        'missing-files.txt',
      ].sort(),
    );
    expect(Buffer.from(archive.entries[`files/${s.zoe.id}/CV Zoé.pdf`]!)).toEqual(CV_BYTES);
    expect(strFromU8(archive.entries['missing-files.txt']!).trim()).toBe(
      `files/${s.bob.id}/bob.pdf`,
    );
    const readme = strFromU8(archive.entries['README.txt']!);
    expect(readme).toContain('consultant daily cost');
    expect(readme).toContain('the whole pool');

    expect(archive.needs.map((n) => n.id).sort()).toEqual([s.needA.id, s.needB.id].sort());
    const needA = archive.needs.find((n) => n.id === s.needA.id)!;
    // The formula guard of the needs export, and the owners by name.
    expect(needA.title).toBe("'=cmd|calc Java lead");
    expect(needA.client).toBe('Société Générale');
    expect(needA.consultants).toBe('Ana Ventes');
    expect(needA.tjm).toBe('650');

    expect(archive.candidates.map((c) => c.name).sort()).toEqual([
      'Bob Stone',
      'Carl Pool',
      'Zoé Martin',
    ]);
    const zoe = archive.candidates.find((c) => c.id === s.zoe.id)!;
    expect(zoe.phone).toBe("'+33612345678");
    expect(zoe['consultant daily cost']).toBe('4271.35');
    expect(zoe['need ids']).toBe(s.needA.id);
    expect(zoe.files).toBe(`files/${s.zoe.id}/CV Zoé.pdf`);

    // Each link starts with the step the server writes.
    expect(
      archive.steps.map((st) => `${st['need id']}:${st['candidate id']}:${st.type}`).sort(),
    ).toEqual(
      [
        `${s.needA.id}:${s.zoe.id}:CANDIDATE_IDENTIFIED`,
        `${s.needB.id}:${s.bob.id}:CANDIDATE_IDENTIFIED`,
      ].sort(),
    );
    const created = archive.history.filter((h) => h.action === 'create').map((h) => h['entity id']);
    expect(created).toEqual(expect.arrayContaining([s.needA.id, s.needB.id, s.zoe.id, s.carl.id]));
    expect(archive.history.find((h) => h['entity id'] === s.needA.id)!.actor).toBe('Ana Ventes');
  });

  it('gives a Sales user the needs they own, their candidates and the ones they made, nothing of others', async () => {
    const s = await seed();
    const archive = await download(s.ana);

    expect(archive.needs.map((n) => n.id)).toEqual([s.needA.id]);
    expect(archive.candidates.map((c) => c.id).sort()).toEqual([s.zoe.id, s.carl.id].sort());
    // Sales see the daily cost everywhere else; so here.
    expect(archive.candidates.find((c) => c.id === s.zoe.id)!['consultant daily cost']).toBe(
      '4271.35',
    );
    expect(archive.steps.map((st) => st['need id'])).toEqual([s.needA.id]);
    expect(archive.names).toContain(`files/${s.zoe.id}/CV Zoé.pdf`);
    expect(archive.names).not.toContain('missing-files.txt');
    expect(strFromU8(archive.entries['README.txt']!)).toContain('the needs you own');

    const text = Object.values(archive.entries).map((bytes) => Buffer.from(bytes).toString('utf8'));
    for (const foreign of [s.needB.id, s.bob.id, 'Bob Stone', 'Data engineer'])
      for (const body of text) expect(body).not.toContain(foreign);
    expect(archive.history.length).toBeGreaterThan(0);
    expect(archive.history.every((h) => h.entity !== 'need' || h['entity id'] === s.needA.id)).toBe(
      true,
    );

    const other = await download(s.ben);
    expect(other.needs.map((n) => n.id)).toEqual([s.needB.id]);
    expect(other.candidates.map((c) => c.id)).toEqual([s.bob.id]);
    expect(other.names).not.toContain(`files/${s.zoe.id}/CV Zoé.pdf`);
  });

  it('refuses a Recruiter, who owns nothing, in plain words', async () => {
    const s = await seed();
    const res = await t.app.inject({
      url: '/api/v1/exports/archive.zip',
      headers: t.auth(s.recruiter),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ARCHIVE_MESSAGES.recruiterRefused);
  });

  it('reads a pool larger than a batch in batches, every row once', async () => {
    const s = await seed();
    const service = createArchiveService({
      db: db(),
      needsRepo: { userNames: async () => new Map() },
      storage: () => t.app.ctx.documents!.storage,
      batchSize: 2,
    });
    for (let i = 0; i < 5; i++)
      await post(s.admin, '/api/v1/needs', {
        title: `Need ${i}`,
        client: 'Acme',
        priority: 'P3',
        tjm: 500,
      });
    const { chunks } = await service.openArchive({ ...s.admin, role: 'Admin' } as never);
    const parts: Uint8Array[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    const entries = unzipSync(new Uint8Array(Buffer.concat(parts)));
    const needs = parse(strFromU8(entries['needs.csv']!), { columns: true }) as {
      id: string;
    }[];
    expect(needs).toHaveLength(7);
    expect(new Set(needs.map((n) => n.id)).size).toBe(7);
    const candidates = parse(strFromU8(entries['candidates.csv']!), { columns: true });
    expect(candidates).toHaveLength(3);
  });
});
