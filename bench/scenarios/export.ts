import { performance } from 'node:perf_hooks';
import { describeDifference, get } from '../lib/http.ts';
import { rssMb, rssSampler, type TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

export const EXPORT_PATH = '/api/v1/exports/needs.csv?scope=all';

async function timedExport(server: TServer, token: string) {
  const before = rssMb(server.pid);
  const sampler = rssSampler(server.pid);
  const started = performance.now();
  const res = await get(server.url, EXPORT_PATH, token);
  const ms = performance.now() - started;
  const peak = sampler.stop();
  return { ms, before, peak, status: res.status, body: res.body };
}

/**
 * Wall time of the whole CSV of every need, interleaved ours/raw, medians; and the peak RSS of
 * our server while it streams (constant memory: the peak stays near the RSS before it).
 */
export async function measureExport(
  ours: TServer,
  raw: TServer,
  token: string,
  runs: number,
): Promise<TFigure[]> {
  const oursMs: number[] = [];
  const rawMs: number[] = [];
  let growth = 0;
  let peakRss = 0;
  let same = true;
  let bytes = 0;
  for (let i = 0; i < Math.max(1, runs); i++) {
    const a = await timedExport(ours, token);
    const b = await timedExport(raw, token);
    if (i === 0) {
      same = a.status === b.status && a.body.equals(b.body);
      if (!same)
        console.log(
          `  MISMATCH ${EXPORT_PATH}: ${a.status}/${b.status} ${describeDifference(a.body, b.body)}`,
        );
      else console.log(`  same answer ${a.status}, ${a.body.length} bytes: ${EXPORT_PATH}`);
      bytes = a.body.length;
    }
    oursMs.push(a.ms);
    rawMs.push(b.ms);
    growth = Math.max(growth, a.peak - a.before);
    peakRss = Math.max(peakRss, a.peak);
  }
  const o = median(oursMs);
  const r = median(rawMs);
  console.log(
    `  export: ours ${oursMs.map((v) => v.toFixed(0)).join('/')} ms, raw ${rawMs.map((v) => v.toFixed(0)).join('/')} ms; our peak RSS ${peakRss.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
  );
  return [
    {
      figure: 'CSV export of every need, wall time (ratio raw ÷ ours)',
      ours: o,
      raw: r,
      unit: 'ms',
      ratio: r / o,
      budget: '≥ 0.80',
      pass: same ? r / o >= 0.8 : false,
      bytes,
      note: same ? undefined : 'responses differ',
    },
    {
      // "Constant memory": what the export adds to the RSS stays bounded whatever the row count.
      figure: 'CSV export, our RSS growth during it (peak − before)',
      ours: growth,
      raw: null,
      unit: 'MB',
      ratio: null,
      budget: '≤ 64 MB',
      pass: growth <= 64,
    },
  ];
}
