import { rssMb, startOurServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';

/**
 * Idle RSS of our server: started on a seeded database, left alone `idleSeconds` (job workers
 * polling, as in production), then read. One server at a time, nothing else running.
 */
export async function measureIdleRss(
  target: { DATABASE_URL: string } | { DATA_DIR: string },
  jwtSecret: string,
  idleSeconds: number,
): Promise<TFigure> {
  const onPg = 'DATABASE_URL' in target;
  const label = onPg ? 'PostgreSQL' : 'embedded PGlite';
  const budget = onPg ? 120 : 300;
  const server = await startOurServer(
    { ...target, JWT_SECRET: jwtSecret },
    `ours-idle-${onPg ? 'pg' : 'pglite'}`,
  );
  try {
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const rss = rssMb(server.pid);
    console.log(`  idle RSS on ${label}: ${rss.toFixed(0)} MB after ${idleSeconds} s`);
    return {
      figure: `idle RSS after start + ${idleSeconds} s, ${label}`,
      ours: rss,
      raw: null,
      unit: 'MB',
      ratio: null,
      budget: `≤ ${budget} MB`,
      pass: rss <= budget,
    };
  } finally {
    await server.stop();
  }
}
