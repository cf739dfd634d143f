import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from './data-dir-lock.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-lock-'));
  dirs.push(dir);
  return dir;
}

/** A running process that is not a server (what a reused pid looks like). */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const lockOf = (dir: string) => path.join(dir, 'server.lock');

describe('lockDataDir', () => {
  it('refuses a folder locked by a running process, and frees it on unlock', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    fs.writeFileSync(lockOf(dir), String(pid));
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another server (pid ${pid}). Stop it or choose another DATA_DIR.`,
    );

    const free = tempDir();
    const unlock = lockDataDir(free);
    expect(fs.readFileSync(lockOf(free), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(lockOf(free))).toBe(false);
  });

  it('takes over the lock of a killed server, or an unreadable one', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), String(await deadPid()));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(lockOf(dir), 'utf8')).toBe(String(process.pid));
    unlock();

    fs.writeFileSync(lockOf(dir), '');
    lockDataDir(dir)();
  });

  it.runIf(processStartTime(process.pid) !== undefined)(
    "takes over a killed server's lock whose pid now belongs to a process started later",
    async () => {
      const dir = tempDir();
      const pid = await otherProcess();
      fs.writeFileSync(lockOf(dir), String(pid));
      // Written an hour ago, by the server that had this pid before it was killed.
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockOf(dir), anHourAgo, anHourAgo);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(lockOf(dir), 'utf8')).toBe(String(process.pid));
      unlock();
    },
  );

  it('reads when a process started', () => {
    const started = processStartTime(process.pid);
    if (started === undefined) return;
    const expected = Date.now() - process.uptime() * 1000;
    expect(Math.abs(started - expected)).toBeLessThan(5_000);
  });
});
