import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startFakeAi, type TFakeAi } from '../test/fake-ai.ts';
import {
  createScratchDatabase,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../test/server-process.ts';
import { until } from '../test/until.ts';
import { ENGLISH_CV, FRENCH_JD, makePdf } from './modules/analysis/test-support/documents.ts';
import { openDatabase } from './db/client.ts';

const ADMIN = { email: 'crash-admin@example.com', password: 'crash-password-123' };
const WRITES = 1000;
const NEEDS = 20;
const PAIRS = 50;
/** The kill comes once this share of the writes has been acknowledged: the rest are in flight. */
const KILL_AFTER = 0.4;

type TKind = 'need' | 'candidate' | 'step';
type TWrite = { kind: TKind; marker: string; send: () => Promise<Response> };

let server: TServerProcess | undefined;
let ai: TFakeAi | undefined;
let scratch: TScratchDatabase | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await server?.kill('SIGKILL');
  await ai?.close();
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = ai = scratch = dataDir = undefined;
});

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server!.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${server!.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Queues document analyses through `POST /analysisIA/files/analyze`; returns their results. */
async function queueAnalyses(token: string, needId: string) {
  const cvs = new FormData();
  for (const name of ['Alice Martin', 'Bruno Petit']) {
    // Distinct e-mails: the same one would merge the second candidate into the first.
    const email = `${name.toLowerCase().replace(' ', '.')}@example.com | +33 6 12 34 56 78`;
    const pdf = await makePdf([name, ENGLISH_CV[1]!, email, ...ENGLISH_CV.slice(3)]);
    cvs.append('files', new Blob([new Uint8Array(pdf)]), `${name.replace(' ', '_')}_CV.pdf`);
  }
  cvs.append('file_types', 'cv');
  cvs.append('api_config_json', JSON.stringify({ need_id: needId }));
  const jd = new FormData();
  jd.append('files', new Blob([new Uint8Array(await makePdf(FRENCH_JD))]), 'Java_JD.pdf');
  jd.append('file_types', 'jd');
  const results: { entity_id: string; candidate_id?: string; need_id?: string }[] = [];
  for (const form of [cvs, jd]) {
    const res = await fetch(`${server!.url}/api/v1/analysisIA/files/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`analyze failed: ${res.status} ${await res.text()}`);
    results.push(...((await res.json()) as { results: typeof results }).results);
  }
  return results;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  await until(check, {
    timeout: timeoutMs,
    interval: 250,
    message: () => `timed out waiting for ${what}\n${server?.logs() ?? ''}`,
  });
}

describe('crash safety of the server process', () => {
  it('keeps every acknowledged write whole after a SIGKILL during 1,000 concurrent writes, and resumes the queued jobs', async () => {
    scratch = await createScratchDatabase('crash');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-crash-'));
    if (!scratch) {
      // The run's migrated template spares the first start its initdb and migrations.
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', path.join(dataDir, 'pglite')]);
    }
    ai = await startFakeAi();
    server = await serverProcess({
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'fake',
      AI_TIMEOUT_MS: '60000',
    });
    await server.start();
    let token = await signIn();

    // Needs, and need-candidate pairs for the step writes.
    const needIds: string[] = [];
    for (let i = 0; i < NEEDS; i++)
      needIds.push(
        (
          await api(token, 'POST', '/api/v1/needs', {
            title: `Base need ${i}`,
            client: 'Base client',
            tjm: 500,
          })
        ).id,
      );
    const pairs: { needId: string; candidateId: string }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const needId = needIds[i % NEEDS]!;
      const candidate = await api(token, 'POST', `/api/v1/needs/${needId}/candidates`, {
        name: `Base Candidate ${i}`,
        email: `base-${i}@example.com`,
      });
      pairs.push({ needId, candidateId: candidate.id });
    }

    // Analyses queued just before the storm: the AI endpoint holds its calls, so one job per
    // queue is caught running and the others wait in the queue when the process dies.
    ai.setMode('hold');
    const analyses = await queueAnalyses(token, needIds[0]!);
    expect(analyses).toHaveLength(3);
    await waitFor(
      'the analysis jobs to reach the AI endpoint',
      async () => ai!.calls() >= 2,
      30_000,
    );
    const post = (url: string, body: unknown) => () =>
      fetch(`${server!.url}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const writes: TWrite[] = Array.from({ length: WRITES }, (_, i) => {
      const slot = i % 10;
      if (slot < 4) {
        const marker = `Crash need ${i}`;
        return {
          kind: 'need',
          marker,
          send: post('/api/v1/needs', { title: marker, client: 'Crash client', tjm: 500 }),
        };
      }
      if (slot < 8) {
        const marker = `crash-${i}@example.com`;
        return {
          kind: 'candidate',
          marker,
          send: post(`/api/v1/needs/${needIds[i % NEEDS]}/candidates`, {
            name: `Crash Candidate ${i}`,
            email: marker,
          }),
        };
      }
      const pair = pairs[i % PAIRS]!;
      const marker = `crash step ${i}`;
      return {
        kind: 'step',
        marker,
        send: post(`/api/v1/steps/process/${pair.needId}/${pair.candidateId}/steps`, {
          type: 'FROZEN',
          comment: marker,
        }),
      };
    });

    const acknowledged: TWrite[] = [];
    const refused: string[] = [];
    let killed: Promise<void> | undefined;
    const killNow = () => (killed ??= server!.kill('SIGKILL'));
    await Promise.all(
      writes.map(async (write) => {
        try {
          const res = await write.send();
          if (res.ok) acknowledged.push(write);
          else if (!killed) refused.push(`${res.status} ${await res.text()}`);
          void res.body?.cancel().catch(() => {});
        } catch {
          // Cut by the kill: not acknowledged.
        }
        // The kill follows acknowledged writes, not answers: on a busy machine a few requests can
        // fail to connect before it, and the kill must still find most writes acknowledged.
        if (acknowledged.length >= WRITES * KILL_AFTER) void killNow();
      }),
    );
    await killNow();
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES * KILL_AFTER * 0.9);
    // The kill really came while writes were in flight.
    expect(acknowledged.length).toBeLessThan(WRITES);

    // Same data, same port; the AI endpoint now answers.
    ai.setMode('answer');
    await server.start();
    token = await signIn();
    const candidateIds = analyses.map((a) => a.candidate_id).filter((id): id is string => !!id);
    const jdNeedId = analyses.find((a) => !a.candidate_id)!.need_id!;
    await waitFor(
      'the queued analyses to complete after the restart',
      async () => {
        const statuses = [
          ...(await Promise.all(
            candidateIds.map(
              async (id) => (await api(token, 'GET', `/api/v1/candidates/${id}`)).cvAnalysisStatus,
            ),
          )),
          (await api(token, 'GET', `/api/v1/needs/${jdNeedId}`)).jdAnalysisStatus,
        ];
        if (statuses.some((s) => s === 'ERROR')) throw new Error(`an analysis failed: ${statuses}`);
        return statuses.every((s) => s === 'READY');
      },
      45_000,
    );
    await server.kill('SIGTERM');

    // Every acknowledged write is there, and nothing is half-written.
    const database = scratch
      ? await openDatabase({ kind: 'postgres', url: scratch.url, max: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const column = async (sql: string) =>
        new Set((await database.query<{ v: string }>(sql)).rows.map((r) => r.v));
      const present: Record<TKind, Set<string>> = {
        need: await column(`SELECT title AS v FROM needs WHERE title LIKE 'Crash need %'`),
        candidate: await column(`SELECT email AS v FROM candidates WHERE email LIKE 'crash-%'`),
        step: await column(`SELECT comment AS v FROM steps WHERE comment LIKE 'crash step %'`),
      };
      const lost = acknowledged.filter((w) => !present[w.kind].has(w.marker)).map((w) => w.marker);
      expect(lost).toEqual([]);

      const broken = async (sql: string) =>
        (await database.query<{ id: string }>(sql)).rows.map((r) => r.id);
      const withoutAudit = (table: string, entity: string) =>
        broken(
          `SELECT t.id::text AS id FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM audit_log a
             WHERE a.entity_type = '${entity}' AND a.entity_id = t.id::text AND a.action = 'create')`,
        );
      expect(await withoutAudit('needs', 'need')).toEqual([]);
      expect(await withoutAudit('candidates', 'candidate')).toEqual([]);
      expect(await withoutAudit('steps', 'step')).toEqual([]);
      // A candidate created for a need is linked to it (with the link's audit record) and has
      // its identified step.
      expect(
        await broken(
          `SELECT c.id::text AS id FROM candidates c WHERE c.email LIKE 'crash-%' AND NOT EXISTS (
               SELECT 1 FROM need_candidates l
               JOIN steps s ON s.need_id = l.need_id AND s.candidate_id = l.candidate_id
                 AND s.type = 'CANDIDATE_IDENTIFIED'
               JOIN audit_log a ON a.entity_type = 'need_candidate'
                 AND a.entity_id = l.need_id::text || ':' || l.candidate_id::text
               WHERE l.candidate_id = c.id)`,
        ),
      ).toEqual([]);
      // Audit records of creations name rows that exist (no row lost behind its audit).
      expect(
        await broken(
          `SELECT a.entity_id AS id FROM audit_log a WHERE a.action = 'create' AND (
               (a.entity_type = 'need' AND NOT EXISTS (SELECT 1 FROM needs n WHERE n.id::text = a.entity_id))
               OR (a.entity_type = 'candidate' AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id::text = a.entity_id))
               OR (a.entity_type = 'step' AND NOT EXISTS (SELECT 1 FROM steps s WHERE s.id::text = a.entity_id)))`,
        ),
      ).toEqual([]);
      // No job is left waiting: every flow has finished.
      expect(
        await broken(
          `SELECT id FROM flows WHERE status NOT IN ('completed', 'error', 'cancelled')`,
        ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
