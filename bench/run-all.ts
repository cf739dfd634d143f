// `npm run bench`: throughput and latency of the hot read paths on a seeded embedded database.
// Figures are printed, never asserted: they are for comparing changes on the same machine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import {
  candidates,
  needCandidates,
  needs,
  steps,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

const NEEDS = Number(process.env.BENCH_NEEDS ?? 5000);
const CANDIDATES_PER_NEED = Number(process.env.BENCH_CANDIDATES_PER_NEED ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const CLIENTS = [
  'Société Générale',
  'BNP Paribas',
  'Airbus',
  'Orange',
  'Thales',
  'Capgemini',
  'EDF',
  'SNCF',
  'Renault',
  'AXA',
];
const COLUMNS = [
  'NO_CANDIDATE',
  'CANDIDATE_IDENTIFIED',
  'CANDIDATE_SENT',
  'CANDIDATE_INTERVIEW',
  'GO_NOGO',
  'FROZEN',
  'PUSH',
  'SALE',
  'CANCELED',
];
const TITLES = [
  'Développeur Java',
  'Data Engineer',
  'DevOps Kubernetes',
  'Product Owner',
  'Testeur QA',
  'Architecte Cloud',
  'React Developer',
];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-bench-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const db = database.db;

  const seedStart = performance.now();
  const passwordHash = await hashPassword('password123');
  const [admin] = await db
    .insert(users)
    .values({ name: 'Bench Admin', email: 'bench@example.com', role: 'Admin', passwordHash })
    .returning();
  const sales = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `Sales ${i}`,
        email: `sales${i}@example.com`,
        role: 'Sales',
        passwordHash,
      })),
    )
    .returning();
  const needIds: string[] = [];
  for (let start = 0; start < NEEDS; start += 500) {
    const rows = Array.from({ length: Math.min(500, NEEDS - start) }, (_, k) => {
      const i = start + k;
      return {
        title: `${pick(TITLES, i)} #${i}`,
        client: pick(CLIENTS, i * 7),
        priority: pick(['P1', 'P2', 'P3'], i),
        description: `Mission ${i} pour un client grand compte, stack ${pick(TITLES, i + 3)}`,
        column: pick(COLUMNS, i),
        consultants: [pick(sales, i).id],
        tjm: 400 + (i % 300),
        createdAt: new Date(Date.now() - (i % 60) * 86_400_000),
      };
    });
    const inserted = await db.insert(needs).values(rows).returning({ id: needs.id });
    needIds.push(...inserted.map((r) => r.id));
  }
  for (let start = 0; start < needIds.length; start += 200) {
    const batch = needIds.slice(start, start + 200);
    const cands = await db
      .insert(candidates)
      .values(
        batch.flatMap((_, k) =>
          Array.from({ length: CANDIDATES_PER_NEED }, (_, j) => ({
            name: `Candidat ${start + k}-${j}`,
            email: `c${start + k}-${j}-${crypto.randomBytes(3).toString('hex')}@example.com`,
            skills: ['Java', 'SQL'],
          })),
        ),
      )
      .returning({ id: candidates.id });
    const links = batch.flatMap((needId, k) =>
      cands
        .slice(k * CANDIDATES_PER_NEED, (k + 1) * CANDIDATES_PER_NEED)
        .map((c) => ({ needId, candidateId: c.id })),
    );
    await db.insert(needCandidates).values(links);
    await db
      .insert(steps)
      .values(links.map((l) => ({ ...l, type: 'CANDIDATE_IDENTIFIED', comment: 'seed' })));
  }
  const seedMs = performance.now() - seedStart;

  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'bench@example.com', password: 'password123' },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  void admin;

  const firstPage = await app.inject({ method: 'GET', url: '/api/v1/needs?size=100', headers });
  const boardIds = (firstPage.json().items as { id: string }[]).map((n) => n.id).join(',');

  const scenarios: [string, string][] = [
    ['needs board page (100)', '/api/v1/needs?page=1&size=100'],
    ['needs list, search + sort', '/api/v1/needs?search=kubernetes&sortBy=priority&sortOrder=asc'],
    [
      'needs list, client + priority filter',
      `/api/v1/needs?clients=${encodeURIComponent('Société Générale')}&priorities=P1`,
    ],
    ['needs list, consultant filter', `/api/v1/needs?consultant=${sales[0]!.id}`],
    ['finished needs', '/api/v1/needs?scope=finished'],
    ['candidates bulk for 100 needs', `/api/v1/candidates/bulk?need_ids=${boardIds}`],
    ['candidates page search', '/api/v1/candidates?search=Candidat%201&page=1&size=50'],
    ['needs CSV export (all)', '/api/v1/exports/needs.csv'],
  ];

  console.log(
    `Seeded ${NEEDS} needs, ${NEEDS * CANDIDATES_PER_NEED} candidates and steps in ${(seedMs / 1000).toFixed(1)} s (PGlite, in memory)\n`,
  );
  console.log(
    'scenario'.padEnd(40),
    'status',
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'req/s'.padStart(8),
    'bytes'.padStart(10),
  );
  for (const [name, url] of scenarios) {
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    const rounds = url.includes('.csv') ? Math.max(3, Math.floor(ROUNDS / 10)) : ROUNDS;
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - t0);
      status = res.statusCode;
      bytes = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    console.log(
      name.padEnd(40),
      String(status).padEnd(6),
      percentile(times, 50).toFixed(1).padStart(8),
      percentile(times, 95).toFixed(1).padStart(8),
      (rounds / (total / 1000)).toFixed(0).padStart(8),
      String(bytes).padStart(10),
    );
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
