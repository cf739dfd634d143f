import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase } from '../lib/database.ts';
import { freePort, ourServerCommand, repoRoot, resultsDir } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

const POLL_MS = 10;
const DEADLINE_MS = 120_000;

/**
 * One start of our server as production runs it: milliseconds from spawning the process to the
 * first 200 of `GET /healthz`, polled every 10 ms. The process is then stopped with SIGTERM and
 * must exit 0 (graceful shutdown still works).
 */
async function timeOneStart(env: Record<string, string>, name: string): Promise<number> {
  const port = await freePort();
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `${name}.log`);
  const log = fs.openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, ourServerCommand().args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      GDPR_RETENTION_DAILY: 'false',
      SANDBOX_CRM_PORT: String(await freePort()),
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < DEADLINE_MS) {
      if (child.exitCode !== null)
        throw new Error(`${name} exited (${child.exitCode}) before /healthz: see ${logFile}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new Error(`${name} did not answer /healthz within ${DEADLINE_MS / 1000} s: ${logFile}`);
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(timer);
    fs.closeSync(log);
    if (code !== 0) console.log(`  ${name} exited with ${code} on SIGTERM: see ${logFile}`);
  }
}

type TTarget = {
  label: string;
  /** A fresh, empty database: its environment, and how to remove it. */
  create: (i: number) => Promise<{ env: Record<string, string>; remove: () => Promise<void> }>;
};

/**
 * For each of `runs` fresh databases: a first start (which migrates it and creates the tables of
 * the job queue) and a second start on the same database (the steady figure: what a restart
 * costs). Medians of each.
 */
async function measureTarget(target: TTarget, jwtSecret: string, runs: number) {
  const first: number[] = [];
  const steady: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { env, remove } = await target.create(i);
    try {
      const withSecret = { ...env, JWT_SECRET: jwtSecret };
      first.push(await timeOneStart(withSecret, `ours-start-first-${i}`));
      steady.push(await timeOneStart(withSecret, `ours-start-steady-${i}`));
    } finally {
      await remove();
    }
  }
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`  ${target.label}: first ${ms(first)} ms; steady ${ms(steady)} ms`);
  const figure = (kind: string, values: number[], budget: string, limit: number): TFigure => {
    const value = median(values);
    return {
      figure: `start → /healthz 200, ${target.label}, ${kind} (median of ${runs})`,
      ours: value,
      raw: null,
      unit: 'ms',
      ratio: null,
      budget,
      pass: limit === Infinity ? null : value <= limit,
      ...(limit === Infinity ? { note: 'no budget' } : {}),
    };
  };
  return { first, steady, figure };
}

/** Start to /healthz on PostgreSQL (≤ 1 s once migrated) and on the embedded PGlite. */
export async function measureStart(
  adminUrl: string,
  prefix: string,
  jwtSecret: string,
  runs: number,
): Promise<TFigure[]> {
  const postgres: TTarget = {
    label: 'PostgreSQL',
    create: async (i) => {
      const name = `${prefix}_start_${i}`;
      const url = await createDatabase(adminUrl, name);
      return { env: { DATABASE_URL: url }, remove: () => dropDatabase(adminUrl, name) };
    },
  };
  const pglite: TTarget = {
    label: 'embedded PGlite',
    create: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-bench-start-'));
      return {
        env: { DATA_DIR: dataDir },
        remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  };
  const pg = await measureTarget(postgres, jwtSecret, runs);
  const lite = await measureTarget(pglite, jwtSecret, runs);
  return [
    pg.figure('first start, migrating', pg.first, '—', Infinity),
    pg.figure('restart', pg.steady, '≤ 1000 ms', 1000),
    lite.figure('first start, new data folder', lite.first, '—', Infinity),
    lite.figure('restart', lite.steady, '—', Infinity),
  ];
}
