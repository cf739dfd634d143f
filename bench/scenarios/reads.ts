import { describeDifference, get } from '../lib/http.ts';
import { runLoad } from '../lib/load.ts';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

export type TRead = { figure: string; path: string };

/** Same status and the same bytes from both servers, or a printed mismatch (and false). */
export async function checkSame(
  ours: TServer,
  raw: TServer,
  path: string,
  token: string,
): Promise<{ same: boolean; bytes: number }> {
  const [a, b] = await Promise.all([get(ours.url, path, token), get(raw.url, path, token)]);
  if (a.status !== b.status) {
    console.log(`  MISMATCH ${path}: status ours ${a.status}, raw ${b.status}`);
    console.log(`    ours: ${a.body.toString('utf8').slice(0, 300)}`);
    return { same: false, bytes: a.body.length };
  }
  if (!a.body.equals(b.body)) {
    console.log(`  MISMATCH ${path}: ${describeDifference(a.body, b.body)}`);
    return { same: false, bytes: a.body.length };
  }
  console.log(`  same answer ${a.status}, ${a.body.length} bytes: ${path.slice(0, 100)}`);
  return { same: true, bytes: a.body.length };
}

/**
 * req/s of each read on both servers: runs interleaved (ours, raw, ours, raw…) so that a burst
 * of load from elsewhere hits both alike; the medians are compared. Budget: ours ≥ 0.8 × raw.
 */
export async function measureReads(
  ours: TServer,
  raw: TServer,
  token: string,
  reads: readonly TRead[],
  opts: { seconds: number; runs: number; connections: number },
): Promise<TFigure[]> {
  const figures: TFigure[] = [];
  for (const read of reads) {
    const { same, bytes } = await checkSame(ours, raw, read.path, token);
    const oursRps: number[] = [];
    const rawRps: number[] = [];
    let errors = 0;
    for (let i = 0; i < opts.runs; i++) {
      const a = await runLoad(ours.url + read.path, token, opts.seconds, opts.connections);
      const b = await runLoad(raw.url + read.path, token, opts.seconds, opts.connections);
      oursRps.push(a.rps);
      rawRps.push(b.rps);
      errors += a.errors + b.errors;
    }
    const o = median(oursRps);
    const r = median(rawRps);
    const ratio = o / r;
    console.log(
      `  ${read.figure}: ours ${oursRps.map((v) => v.toFixed(0)).join('/')} req/s, raw ${rawRps.map((v) => v.toFixed(0)).join('/')}${errors ? `, ${errors} errors` : ''}`,
    );
    figures.push({
      figure: `${read.figure} req/s`,
      ours: o,
      raw: r,
      unit: '',
      ratio,
      budget: '≥ 0.80',
      // A mismatch or errors void the figure: the two servers did not do the same work.
      pass: same && errors === 0 ? ratio >= 0.8 : false,
      bytes,
      note: same ? undefined : 'responses differ',
    });
  }
  return figures;
}
