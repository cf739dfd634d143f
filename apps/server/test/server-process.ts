import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabasePrefix, withDatabase } from './global-setup.ts';
import { until } from './until.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type TServerProcess = {
  url: string;
  /** Starts `npm start`'s server process and waits until /healthz answers. */
  start: () => Promise<void>;
  /** SIGKILL, or SIGTERM for a clean stop; resolves once the process has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  logs: () => string;
  /** The exit code of the last run (null while it runs or when a signal ended it). */
  exitCode: () => number | null;
};

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it) on a
 * given data folder (and PostgreSQL database) and a free port; it can be killed and started again
 * on the same data.
 */
export async function serverProcess(env: Record<string, string>): Promise<TServerProcess> {
  const port = await freePort();
  // The sandbox CRM starts beside each server on a port of its own: never the shared default.
  const sandboxCrmPort = env.SANDBOX_CRM_PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  async function waitForHealth(current: ChildProcess) {
    await until(
      async () => {
        if (current.exitCode !== null || current.signalCode !== null)
          throw new Error(`server exited early:\n${output}`);
        // Refused while not listening yet.
        return fetch(`${url}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      {
        timeout: 60_000,
        interval: 100,
        message: () => `server did not become healthy:\n${output}`,
      },
    );
  }

  return {
    url,
    logs: () => output,
    exitCode: () => child?.exitCode ?? null,
    async start() {
      const current = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          SANDBOX_CRM_PORT: sandboxCrmPort,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = current;
      exited = new Promise((resolve) => current.once('exit', () => resolve()));
      current.stdout?.on('data', (d) => (output += d));
      current.stderr?.on('data', (d) => (output += d));
      await waitForHealth(current);
    },
    async kill(signal = 'SIGKILL') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      // Waiting for 'exit' also reaps the process, so its pid is really gone afterwards.
      await exited;
    },
  };
}

export type TScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * On the server-pg project: an empty PostgreSQL database for one test, named after this run's
 * template so the run's teardown drops it even if the test crashes. Undefined on PGlite.
 */
export async function createScratchDatabase(label: string): Promise<TScratchDatabase | undefined> {
  const template = inject('postgresTemplate');
  if (!template) return undefined;
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${testDatabasePrefix(template)}${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(base, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
}
