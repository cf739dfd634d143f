import { runLoad } from '../lib/load.ts';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

export const ENGINE_PATH = '/api/v1/needs?page=1&size=100';

type TSignedIn = { server: TServer; token: string };

/**
 * The needs page on the embedded database against the same server on PostgreSQL, both seeded
 * alike: req/s at the bench's connections, runs interleaved (PGlite, PostgreSQL, PGlite…),
 * medians. PGlite runs its SQL on the server's own thread, PostgreSQL in processes of its own.
 */
export async function measureEngines(
  pglite: TSignedIn,
  postgres: TSignedIn,
  opts: { seconds: number; runs: number; connections: number },
  needs: number,
): Promise<TFigure> {
  const rps: [number[], number[]] = [[], []];
  const p99: [number[], number[]] = [[], []];
  let errors = 0;
  for (let i = 0; i < opts.runs; i++)
    for (const [side, { server, token }] of [pglite, postgres].entries()) {
      const result = await runLoad(server.url + ENGINE_PATH, token, opts.seconds, opts.connections);
      rps[side]!.push(result.rps);
      p99[side]!.push(result.p99Ms);
      errors += result.errors;
    }
  const [lite, pg] = [median(rps[0]), median(rps[1])];
  console.log(
    `  ${ENGINE_PATH}: PGlite ${rps[0].map((v) => v.toFixed(0)).join('/')} req/s, PostgreSQL ${rps[1].map((v) => v.toFixed(0)).join('/')}${errors ? `, ${errors} errors` : ''}`,
  );
  return {
    figure: `needs page (100) on PGlite ÷ on PostgreSQL, ${needs.toLocaleString('en-US')} needs, req/s`,
    ours: lite,
    raw: pg,
    unit: '',
    ratio: lite / pg,
    budget: '≥ 0.70',
    pass: errors === 0 ? lite / pg >= 0.7 : false,
    p99: { ours: median(p99[0]), raw: median(p99[1]) },
  };
}
