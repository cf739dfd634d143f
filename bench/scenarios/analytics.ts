import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { toDayText } from '@staffing/domain';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

/**
 * The seed writes no audit rows (bench/seed.ts); /analytics reads a need's column history from
 * them. This gives every seeded need the rows the app would have written: its creation in
 * NO_CANDIDATE and, for a need elsewhere now, one move there a few days later; and a consultant
 * daily cost to a third of the candidates. Bulk SQL, like the seed.
 */
export async function addColumnHistory(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO audit_log (entity_type, entity_id, action, changes, created_at)
      SELECT 'need', n.id::text, 'create',
             jsonb_build_object('title', n.title, 'client', n.client, 'column', 'NO_CANDIDATE'),
             n.created_at
      FROM needs n`);
    const moved = await client.query(`
      INSERT INTO audit_log (entity_type, entity_id, action, changes, created_at)
      SELECT 'need', n.id::text, 'move',
             jsonb_build_object('column', jsonb_build_object('from', 'NO_CANDIDATE', 'to', n."column")),
             least(now(), n.created_at + ((1 + abs(hashtext(n.id::text)) % 30) * interval '1 day'))
      FROM needs n
      WHERE n."column" <> 'NO_CANDIDATE'`);
    // A daily cost on a third of the candidates, so that margins have something to average.
    await client.query(`
      UPDATE candidates SET consultant_daily_cost = 300 + abs(hashtext(id::text)) % 400
      WHERE abs(hashtext(id::text)) % 3 = 0`);
    await client.query('ANALYZE audit_log');
    await client.query('ANALYZE candidates');
    return moved.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * GET /api/v1/analytics over every seeded need (the seed spreads them over the last 540 days),
 * asked one at a time: the median of `runs` answers after one warm-up (budget < 1 s).
 */
export async function measureAnalytics(
  server: TServer,
  token: string,
  runs: number,
  needs: number,
): Promise<TFigure> {
  const today = new Date();
  const from = toDayText(new Date(today.getTime() - 541 * 86_400_000));
  const path = `/api/v1/analytics?from=${from}&to=${toDayText(today)}`;
  const once = async () => {
    const start = performance.now();
    const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - start, bytes: Buffer.byteLength(body) };
  };
  await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.max(runs, 5); i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  const ms = median(times);
  console.log(
    `  GET /api/v1/analytics (${needs.toLocaleString('en-US')} needs): ${ms.toFixed(0)} ms`,
  );
  return {
    figure: `GET /api/v1/analytics, whole period, ${needs.toLocaleString('en-US')} needs`,
    ours: ms,
    raw: null,
    unit: 'ms',
    ratio: null,
    budget: '< 1000 ms',
    pass: ms < 1000,
    bytes,
    note: 'median of sequential requests; no baseline',
  };
}
