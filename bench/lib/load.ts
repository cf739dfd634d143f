import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TLoadResult = { rps: number; p50Ms: number; p99Ms: number; errors: number };

const WRK_PATHS = ['/usr/bin/wrk', '/usr/local/bin/wrk'];
export const wrkPath = WRK_PATHS.find((p) => existsSync(p));

export const WRK_MISSING =
  'wrk is not installed: `apt-get install -y wrk` (Debian/Ubuntu) or `brew install wrk`. ' +
  'Falling back to autocannon (in-process, slower: its figures are not comparable to wrk’s).';

/** "1.23ms", "850.00us", "2.01s" → milliseconds. */
export function parseWrkDuration(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === 'us' ? v / 1000 : m[2] === 'ms' ? v : m[2] === 's' ? v * 1000 : v * 60_000;
}

/** Requests/sec, the 50% and 99% latencies and the error count of wrk's --latency output. */
export function parseWrkOutput(out: string): TLoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p50 = /^\s+50%\s+(\S+)/m.exec(out)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0;
  return {
    rps,
    p50Ms: p50 ? parseWrkDuration(p50) : NaN,
    p99Ms: p99 ? parseWrkDuration(p99) : NaN,
    errors: non2xx + socketErrors,
  };
}

/** One load run against a URL with the bearer token, `connections` at once for `seconds`. */
export async function runLoad(
  url: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<TLoadResult> {
  if (wrkPath) {
    const { stdout } = await run(
      wrkPath,
      [
        `-t${Math.min(2, connections)}`,
        `-c${connections}`,
        `-d${seconds}s`,
        '--latency',
        // A slow route must not count as socket timeouts at wrk's default of 2 s.
        '--timeout',
        '30s',
        '-H',
        `Authorization: Bearer ${token}`,
        url,
      ],
      { maxBuffer: 1 << 20 },
    );
    return parseWrkOutput(stdout);
  }
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}
