import { isDeepStrictEqual } from 'node:util';
import { describeDifference, get, type TFetched } from '../lib/http.ts';
import { runLoad } from '../lib/load.ts';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

export type TRead = { figure: string; path: string };

/**
 * The same answer: the same status and the same data. JSON is compared as values, since the
 * baseline lets PostgreSQL write it (its spacing and key order are not JSON.stringify's).
 */
function sameAnswer(a: TFetched, b: TFetched): boolean {
  if (a.status !== b.status) return false;
  if (a.body.equals(b.body)) return true;
  if (!a.contentType.includes('json') || !b.contentType.includes('json')) return false;
  try {
    return isDeepStrictEqual(JSON.parse(a.body.toString()), JSON.parse(b.body.toString()));
  } catch {
    return false;
  }
}

/** The same status and data from every server, or a printed mismatch (and false). */
export async function checkSame(
  ours: TServer,
  others: readonly TServer[],
  path: string,
  token: string,
): Promise<{ same: boolean; bytes: number }> {
  const [a, ...rest] = await Promise.all(
    [ours, ...others].map((server) => get(server.url, path, token)),
  );
  let same = true;
  rest.forEach((b, i) => {
    if (sameAnswer(a!, b)) return;
    same = false;
    console.log(
      a!.status !== b.status
        ? `  MISMATCH ${path}: status ours ${a!.status}, ${others[i]!.name} ${b.status}\n    ours: ${a!.body.toString('utf8').slice(0, 300)}`
        : `  MISMATCH ${path} (${others[i]!.name}): ${describeDifference(a!.body, b.body)}`,
    );
  });
  if (same)
    console.log(
      `  same answer ${a!.status}, ${a!.body.length} bytes (${rest.map((b) => b.body.length).join(', ')}): ${path.slice(0, 100)}`,
    );
  return { same, bytes: a!.body.length };
}

/**
 * req/s and p99 latency of each read on our server, the raw baseline with the caches ours has,
 * and the raw baseline without them: runs interleaved (ours, raw, raw without caches, ours…) so
 * that a burst of load from elsewhere hits all alike; medians compared. Budget: ours ≥ 0.8 × the
 * cached raw server, for req/s and for p99 (raw p99 ÷ ours).
 */
export async function measureReads(
  ours: TServer,
  raw: TServer,
  plain: TServer,
  token: string,
  reads: readonly TRead[],
  opts: { seconds: number; runs: number; connections: number },
): Promise<TFigure[]> {
  const figures: TFigure[] = [];
  for (const read of reads) {
    const { same, bytes } = await checkSame(ours, [raw, plain], read.path, token);
    const runs = { ours: [] as TRun[], raw: [] as TRun[], plain: [] as TRun[] };
    let errors = 0;
    for (let i = 0; i < opts.runs; i++)
      for (const [key, server] of [
        ['ours', ours],
        ['raw', raw],
        ['plain', plain],
      ] as const) {
        const result = await runLoad(server.url + read.path, token, opts.seconds, opts.connections);
        runs[key].push({ rps: result.rps, p99: result.p99Ms });
        errors += result.errors;
      }
    const o = summary(runs.ours);
    const r = summary(runs.raw);
    const p = summary(runs.plain);
    const ratio = o.rps / r.rps;
    const p99Ratio = r.p99 / o.p99;
    console.log(
      `  ${read.figure}: req/s ours ${list(runs.ours)}, raw ${list(runs.raw)}, raw without caches ${list(runs.plain)}${errors ? `, ${errors} errors` : ''}`,
    );
    figures.push({
      figure: `${read.figure} req/s`,
      ours: o.rps,
      raw: r.rps,
      unit: '',
      ratio,
      budget: '≥ 0.80, p99 too',
      // A mismatch or errors void the figure: the servers did not do the same work.
      pass: same && errors === 0 ? ratio >= 0.8 && p99Ratio >= 0.8 : false,
      bytes,
      p99: { ours: o.p99, raw: r.p99 },
      withoutCaches: { raw: p.rps, ratio: o.rps / p.rps },
      note: same ? undefined : 'responses differ',
    });
  }
  return figures;
}

type TRun = { rps: number; p99: number };
const summary = (runs: readonly TRun[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p99: median(runs.map((r) => r.p99)),
});
const list = (runs: readonly TRun[]) =>
  runs.map((r) => `${r.rps.toFixed(0)} (p99 ${r.p99.toFixed(0)} ms)`).join('/');
