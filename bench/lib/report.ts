import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { resultsDir } from './processes.ts';

/** One line of the table: a figure, our value, the baseline's, and the budget it is held to. */
export type TFigure = {
  figure: string;
  ours: number | null;
  raw: number | null;
  unit: string;
  /** ours ÷ raw, or ours alone when the budget is absolute. */
  ratio: number | null;
  budget: string;
  pass: boolean | null;
  bytes?: number | null;
  note?: string;
  /** p99 latency of each server (ms), where the figure is a load run. */
  p99?: { ours: number; raw: number };
  /** The same figure against the raw server without the caches ours has. */
  withoutCaches?: { raw: number; ratio: number };
};

const fmt = (v: number | null, unit: string) =>
  v === null || Number.isNaN(v)
    ? '—'
    : `${v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)} ${unit}`.trim();

/** The figures as a Markdown table, ready for docs/performance.md. */
export function formatTable(figures: readonly TFigure[]): string {
  const rows = figures.map((f) => [
    f.figure,
    fmt(f.ours, f.unit),
    fmt(f.raw, f.unit),
    f.ratio === null ? '—' : f.ratio.toFixed(2),
    f.p99
      ? `${fmt(f.p99.ours, 'ms')} / ${fmt(f.p99.raw, 'ms')} (${(f.p99.raw / f.p99.ours).toFixed(2)})`
      : '',
    f.withoutCaches
      ? `${fmt(f.withoutCaches.raw, f.unit)} (${f.withoutCaches.ratio.toFixed(2)})`
      : '',
    f.budget,
    f.pass === null ? (f.note ?? 'not available') : f.pass ? 'pass' : 'FAIL',
    f.bytes === undefined || f.bytes === null ? '' : f.bytes.toLocaleString('en-US'),
  ]);
  const head = [
    'figure',
    'ours',
    'raw',
    'ratio',
    'p99 ours / raw (ratio)',
    'raw without caches (ratio)',
    'budget',
    'result',
    'response bytes',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Written as Prettier would, so that `npm run lint` stays clean after a bench run. */
export async function writeResults(data: unknown): Promise<string> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(file, await prettier.format(JSON.stringify(data), { parser: 'json' }));
  return file;
}
