import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'bench/results');

export type TServer = { name: string; url: string; pid: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(child: ChildProcess, port: number, name: string, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}) before listening: see ${logFile}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not listen within 120 s: see ${logFile}`);
}

function startChild(name: string, args: string[], env: Record<string, string>, port: number) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const logFile = path.join(resultsDir, `${name}.log`);
  const log = fs.openSync(logFile, 'w');
  // Output goes to a file, never to a pipe nobody reads (a full pipe would stall the server).
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    fs.closeSync(log);
  };
  return { child, stop, logFile };
}

/**
 * Our server exactly as `npm start` runs it (the root `start:server` script, V8 flags included)
 * when the compiled build exists, else TypeScript compiled at run time (what `npm start` did
 * before the server was compiled). Job workers on (the daily GDPR run off, see below), default log level.
 */
export function ourServerCommand(): { args: string[]; label: string } {
  const dist = path.join(repoRoot, 'apps/server/dist/main.js');
  if (fs.existsSync(dist)) {
    const scripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
      .scripts as Record<string, string>;
    const command = scripts['start:server'] ?? 'node apps/server/dist/main.js';
    return { args: command.split(/\s+/).slice(1), label: command };
  }
  return {
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    label: 'node --import tsx apps/server/src/main.ts',
  };
}

export async function startOurServer(
  env: { DATABASE_URL?: string; DATA_DIR?: string; JWT_SECRET: string },
  name = 'ours',
): Promise<TServer> {
  const port = await freePort();
  const { child, stop, logFile } = startChild(
    name,
    ourServerCommand().args,
    {
      ...env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The seed writes candidates without the retention deadline the app computes on each write:
      // the first daily GDPR run would spend minutes computing 150,000 of them, one transaction
      // each, during the measurements (a backfill that only imported data needs).
      GDPR_RETENTION_DAILY: 'false',
      // Servers measured side by side each start their sandbox CRM on a port of their own.
      SANDBOX_CRM_PORT: String(await freePort()),
    } as Record<string, string>,
    port,
  );
  await waitForPort(child, port, name, logFile);
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

/** The raw baseline; `caches: false` runs it without the caches ours has (see baseline-server.ts). */
export async function startBaseline(
  env: { DATABASE_URL: string; JWT_SECRET: string },
  options: { name: string; caches: boolean } = { name: 'raw', caches: true },
): Promise<TServer> {
  const port = await freePort();
  const { child, stop, logFile } = startChild(
    options.name,
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { ...env, BASELINE_CACHES: options.caches ? 'on' : 'off' },
    port,
  );
  await waitForPort(child, port, options.name, logFile);
  return { name: options.name, url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Samples RSS every 50 ms until stopped; answers the peak. */
export function rssSampler(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
