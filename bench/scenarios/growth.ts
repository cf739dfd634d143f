import { runLoad } from '../lib/load.ts';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

export const GROWTH_PATHS = [
  { figure: 'list page', path: '/api/v1/needs?page=1&size=100' },
  {
    figure: 'list page, search=java&sortBy=priority',
    path: '/api/v1/needs?search=java&sortBy=priority',
  },
];

type TSignedIn = { server: TServer; token: string };

/**
 * p50 latency of one connection asking again and again (no queueing in the figure), on the small
 * and the large database, runs interleaved (small, large, small, large…) so that the machine's
 * own drift falls on both alike. Medians of the runs, per path: [small[], large[]].
 */
export async function listP50(
  small: TSignedIn,
  large: TSignedIn,
  seconds: number,
  runs: number,
): Promise<[number[], number[]]> {
  const out: [number[], number[]] = [[], []];
  for (const { path } of GROWTH_PATHS) {
    const p50s: [number[], number[]] = [[], []];
    for (let i = 0; i < runs; i++)
      for (const [side, { server, token }] of [small, large].entries())
        p50s[side]!.push((await runLoad(server.url + path, token, seconds, 1)).p50Ms);
    out[0].push(median(p50s[0]));
    out[1].push(median(p50s[1]));
  }
  return out;
}

/** Growth: p50 at the large database ÷ p50 at the small one, for each list (budget ≤ 1.3). */
export function growthFigures(
  small: number[],
  large: number[],
  sizes: [number, number],
): TFigure[] {
  return GROWTH_PATHS.map((g, i) => {
    const ratio = large[i]! / small[i]!;
    return {
      // "ours" is the large database, "raw" the small one: both are our server.
      figure: `growth: ${g.figure} p50, ${sizes[1].toLocaleString('en-US')} needs ÷ ${sizes[0].toLocaleString('en-US')}`,
      ours: large[i]!,
      raw: small[i]!,
      unit: 'ms',
      ratio,
      budget: '≤ 1.30',
      pass: ratio <= 1.3,
      note: 'ours at large / ours at small',
    };
  });
}
