import fs from 'node:fs';
import http from 'node:http';
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

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** How long a paused download is watched, after its first second (socket buffers filling). */
const PAUSE_MS = 3000;

/**
 * The server's CPU while a client that asked for the export stops reading after its first
 * chunk: with back-pressure the server stops too. Measured from one second after the pause (the
 * kernel's socket buffers fill first) for three seconds; the download is then abandoned.
 */
async function pausedExportCpu(server: TServer, token: string): Promise<number> {
  const url = new URL(server.url + EXPORT_PATH);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.once('data', () => {
        res.pause();
        setTimeout(() => {
          const before = cpuMs(server.pid);
          setTimeout(() => {
            resolve(cpuMs(server.pid) - before);
            req.destroy();
          }, PAUSE_MS);
        }, 1000);
      });
    });
    req.once('error', (err) => {
      if (!req.destroyed) reject(err);
    });
  });
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
  const pausedOurs = await pausedExportCpu(ours, token);
  const pausedRaw = await pausedExportCpu(raw, token);
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
    {
      // A client that stops reading must not keep the server busy: ~0 CPU while it does not read.
      figure: `CSV export, server CPU while the client does not read (${PAUSE_MS / 1000} s)`,
      ours: pausedOurs,
      raw: pausedRaw,
      unit: 'ms',
      ratio: null,
      budget: '≤ 100 ms',
      pass: pausedOurs <= 100,
    },
  ];
}
