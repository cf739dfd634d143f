import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { until } from './waits.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type TServer = {
  url: string;
  port: number;
  /** The sandbox CRM the server starts beside itself (CRM_PROVIDER=sandbox, the default). */
  sandboxCrmUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  logs: () => string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // Two databases open at a first start (the product's and the sandbox CRM's, each an initdb),
  // which takes minutes on a 2-core machine that other work shares.
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
      try {
        return (await fetch(`${url}/healthz`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    {
      timeout: 300_000,
      interval: 200,
      message: () => `server did not become healthy:\n${output()}`,
    },
  );
}

/**
 * Set by the journeys' global setup once it has bundled the server (`npm run build:server`):
 * every journey then starts `npm start`'s own compiled process, which starts in about a second
 * where the TypeScript source under tsx takes several on a 2-core machine. Without it (the tour
 * script, a journey run by hand without the setup), the source runs under tsx.
 */
export const BUILT_SERVER_ENV = 'E2E_BUILT_SERVER';

function serverCommand(): string[] {
  const built = process.env[BUILT_SERVER_ENV];
  return built && fs.existsSync(built)
    ? ['--max-semi-space-size=16', built]
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

export type TDriver = 'embedded' | 'postgres';

/**
 * The database a journey runs on. The server's own suite runs every route on both drivers, so a
 * browser journey runs once: each screens spec names the driver it prefers, PostgreSQL is used
 * when CI gives one (`TEST_DATABASE_URL`), and the browser covers both drivers across the suite.
 * Returned as a list for `describe.each`, which puts the driver in the suite's name.
 */
export function e2eDriver(prefer: TDriver): TDriver[] {
  return [prefer === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded'];
}

/** A fresh, empty PostgreSQL database on the CI server, dropped when the journey ends. */
async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `e2e_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
}

/**
 * Set by the journeys' global setup: a data folder a server has started on once and stopped
 * cleanly. Every journey's server starts on a copy of it, which skips the two first-start initdbs
 * (the product's database and the sandbox CRM's), the bulk of a start on a 2-core machine. The
 * copy holds no user, need or candidate: to the product it is a first run.
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * A fresh data folder, a copy of the template when there is one (but for the product's embedded
 * database on PostgreSQL, where the product's data lives elsewhere).
 */
function freshDataDir(driver: TDriver | undefined): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && fs.existsSync(template))
    for (const entry of fs.readdirSync(template)) {
      if (entry === 'server.lock' || (entry === 'pglite' && driver === 'postgres')) continue;
      fs.cpSync(path.join(template, entry), path.join(dataDir, entry), { recursive: true });
    }
  return dataDir;
}

/**
 * The real server (`npm start`'s process) on a fresh data folder and a free port, on the embedded
 * database unless `driver` says 'postgres' (then on its own new database of `TEST_DATABASE_URL`).
 * `keepDataDir` leaves the data folder in place when the server stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { driver?: TDriver; keepDataDir?: boolean } = {},
): Promise<TServer> {
  const dataDir = freshDataDir(options.driver);
  const database = options.driver === 'postgres' ? await createDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sandboxCrmPort = await freePort();
  let output = '';
  let child: ChildProcess;

  const launch = async () => {
    child = spawn('node', serverCommand(), {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: database?.url ?? '',
        SANDBOX_CRM_PORT: String(sandboxCrmPort),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    await waitForHealth(url, child, () => output);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await launch();
  } catch (error) {
    // A server that never became healthy must not outlive the run.
    await stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    sandboxCrmUrl: `http://127.0.0.1:${sandboxCrmPort}`,
    dataDir,
    stop: async () => {
      await stop();
      await database?.drop();
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await stop();
      await launch();
    },
    logs: () => output,
  };
}
