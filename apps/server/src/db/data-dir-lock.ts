import fs from 'node:fs';
import path from 'node:path';

/** Linux reports process start times in clock ticks of 1/100 s (USER_HZ). */
const CLOCK_TICKS_PER_SECOND = 100;
/** A process that started this long after the lock was written cannot be the one that wrote it. */
const START_MARGIN_MS = 2_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (epoch ms), where the system tells it (Linux /proc); else undefined. */
export function processStartTime(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1];
    if (!Number.isFinite(startTicks) || !btime) return undefined;
    return Number(btime) * 1000 + (startTicks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's pid is a running process that can have written it: a killed server's pid
 * may since belong to another process (often after a container restart), which started later.
 */
function isHeld(pid: number, lockWrittenAt: number): boolean {
  if (!pid || pid === process.pid || !isAlive(pid)) return false;
  const started = processStartTime(pid);
  return started === undefined || started <= lockWrittenAt + START_MARGIN_MS;
}

/**
 * PGlite allows one process per data folder; two would corrupt it, so the second one stops. A
 * lock left by a process that died (SIGKILL, power loss) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
    }
    let pid = 0;
    let writtenAt = 0;
    try {
      pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      writtenAt = fs.statSync(lockPath).mtimeMs;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    if (isHeld(pid, writtenAt))
      throw new Error(
        `The data folder ${dataDir} is in use by another server (pid ${pid}). Stop it or choose another DATA_DIR.`,
      );
    // Stale: the process that wrote it is gone.
    fs.rmSync(lockPath, { force: true });
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}
