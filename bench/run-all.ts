// `npm run bench`: the performance figures, each against its budget. Our server (as production runs
// it) against a raw node:http + pg baseline (baseline-server.ts) on the same freshly seeded
// PostgreSQL database, same URLs, byte-identical answers (checked first), wrk at 32 connections,
// interleaved runs, medians. Prints a Markdown table and writes bench/results/latest.json.
// BENCH_QUICK=1 seeds small and runs 2 s per figure (to check the bench, not to quote it);
// BENCH_ONLY=start,reads,export,live,memory,engines,growth,board,analytics,matches,hostile picks groups. See bench/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  migrateDatabase,
  openDatabase,
  type TDatabaseOptions,
} from '../apps/server/src/db/client.ts';
import { createDatabase, dropDatabase } from './lib/database.ts';
import { signIn } from './lib/http.ts';
import { WRK_MISSING, wrkPath } from './lib/load.ts';
import {
  ourServerCommand,
  repoRoot,
  startBaseline,
  startOurServer,
  type TServer,
} from './lib/processes.ts';
import { formatTable, writeResults, type TFigure } from './lib/report.ts';
import { settings, wants } from './lib/settings.ts';
import { addColumnHistory, measureAnalytics } from './scenarios/analytics.ts';
import { measureMatches, preparePool } from './scenarios/matches.ts';
import { measureBoard } from './scenarios/board.ts';
import { measureEngines } from './scenarios/engines.ts';
import { measureExport } from './scenarios/export.ts';
import { growthFigures, listP50 } from './scenarios/growth.ts';
import { measureHostileDocuments } from './scenarios/hostile.ts';
import { measureLive } from './scenarios/live.ts';
import { measureIdleRss } from './scenarios/memory.ts';
import { measureReads, type TRead } from './scenarios/reads.ts';
import { measureStart } from './scenarios/start.ts';
import { describeSeed, seedDatabase, type TSeedOptions } from './seed.ts';

const prefix = `bench_${process.pid}`;
const created: string[] = [];

async function seeded(name: string, options: TSeedOptions): Promise<string> {
  const url = await createDatabase(settings.adminUrl, `${prefix}_${name}`);
  created.push(`${prefix}_${name}`);
  await seedInto({ kind: 'postgres', url }, options, `PostgreSQL ${prefix}_${name}`);
  return url;
}

async function seedInto(target: TDatabaseOptions, options: TSeedOptions, where: string) {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    console.log(describeSeed(await seedDatabase(database, options), where));
  } finally {
    await database.close();
  }
}

async function withServers<T>(url: string, run: (ours: TServer, raw: TServer) => Promise<T>) {
  const env = { DATABASE_URL: url, JWT_SECRET: settings.jwtSecret };
  const ours = await startOurServer(env);
  const raw = await startBaseline(env).catch(async (err: unknown) => {
    await ours.stop();
    throw err;
  });
  try {
    return await run(ours, raw);
  } finally {
    await Promise.all([ours.stop(), raw.stop()]);
  }
}

async function firstNeedIds(server: TServer, token: string, size: number): Promise<string[]> {
  const res = await fetch(`${server.url}/api/v1/needs?page=1&size=${size}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { items: { id: string }[] };
  return body.items.map((n) => n.id);
}

async function main() {
  const figures: TFigure[] = [];
  const load = {
    seconds: settings.seconds,
    runs: settings.runs,
    connections: settings.connections,
  };
  console.log(
    `Bench on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  console.log(`Ours: ${ourServerCommand().label}; raw: node --import tsx bench/baseline-server.ts`);
  if (!wrkPath) console.log(WRK_MISSING);
  console.log(
    `Load: ${wrkPath ? 'wrk' : 'autocannon'}, ${load.connections} connections, ${load.runs} × ${load.seconds} s per server, interleaved${settings.quick ? ' (BENCH_QUICK: figures only check the bench works)' : ''}\n`,
  );

  if (wants('start')) {
    console.log('Start:');
    figures.push(
      ...(await measureStart(settings.adminUrl, prefix, settings.jwtSecret, settings.startRuns)),
    );
  }

  const mainSeed = ['reads', 'export', 'live', 'memory', 'analytics', 'matches'];
  if (mainSeed.some(wants)) {
    const url = await seeded('main', {
      needs: settings.needs,
      candidates: settings.candidates,
      finishedShare: 0.25,
    });
    if (wants('analytics')) console.log(`Audit rows: ${await addColumnHistory(url)} column moves`);
    const matchNeeds = wants('matches') ? await preparePool(url, settings.needs) : [];
    if (['reads', 'export', 'live', 'analytics', 'matches'].some(wants))
      await withServers(url, async (ours, raw) => {
        let { token } = await signIn(ours.url);
        const ids = await firstNeedIds(ours, token, 100);
        if (wants('reads')) {
          const reads: TRead[] = [
            { figure: 'GET /api/v1/needs?page=1&size=100', path: '/api/v1/needs?page=1&size=100' },
            { figure: 'GET /api/v1/needs/{id}', path: `/api/v1/needs/${ids[0]}` },
            {
              figure: 'GET /api/v1/needs?search=java&sortBy=priority',
              path: '/api/v1/needs?search=java&sortBy=priority',
            },
            {
              figure: 'GET /api/v1/candidates?page=1&size=50',
              path: '/api/v1/candidates?page=1&size=50',
            },
            {
              figure: 'GET /api/v1/candidates/bulk?need_ids=<100 ids>',
              path: `/api/v1/candidates/bulk?need_ids=${ids.join(',')}`,
            },
          ];
          console.log('Reads:');
          const plain = await startBaseline(
            { DATABASE_URL: url, JWT_SECRET: settings.jwtSecret },
            { name: 'raw-without-caches', caches: false },
          );
          try {
            figures.push(...(await measureReads(ours, raw, plain, token, reads, load)));
          } finally {
            await plain.stop();
          }
        }
        // A fresh token for each group: the reads alone may outlast one (15 min by default).
        if (wants('export')) {
          ({ token } = await signIn(ours.url));
          console.log('CSV export:');
          figures.push(...(await measureExport(ours, raw, token, settings.runs)));
        }
        if (wants('live')) {
          ({ token } = await signIn(ours.url));
          console.log('Live updates:');
          figures.push(...(await measureLive(ours, raw, token, ids[1]!, settings.liveRounds)));
        }
        if (wants('analytics')) {
          ({ token } = await signIn(ours.url));
          console.log('Analytics:');
          figures.push(await measureAnalytics(ours, token, settings.runs, settings.needs));
        }
        if (wants('matches')) {
          ({ token } = await signIn(ours.url));
          console.log('Matches:');
          figures.push(
            await measureMatches(ours, token, matchNeeds, settings.candidates, settings.runs * 4),
          );
        }
      });
    if (wants('memory')) {
      console.log('Idle memory:');
      figures.push(
        await measureIdleRss({ DATABASE_URL: url }, settings.jwtSecret, settings.idleSeconds),
      );
    }
  }

  if (wants('memory')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-bench-pglite-'));
    try {
      // The server keeps its embedded database under DATA_DIR/pglite.
      await seedInto(
        { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
        { needs: settings.growthSmall, candidates: settings.growthSmall * 3, finishedShare: 0.25 },
        'PGlite',
      );
      figures.push(
        await measureIdleRss({ DATA_DIR: dataDir }, settings.jwtSecret, settings.idleSeconds),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (wants('engines')) {
    console.log('PGlite and PostgreSQL:');
    const options = {
      needs: settings.engineNeeds,
      candidates: settings.engineNeeds * 3,
      finishedShare: 0.25,
    };
    const url = await seeded('engines', options);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-bench-engines-'));
    const servers: TServer[] = [];
    try {
      await seedInto({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, options, 'PGlite');
      servers.push(
        await startOurServer({ DATA_DIR: dataDir, JWT_SECRET: settings.jwtSecret }, 'ours-pglite'),
      );
      servers.push(
        await startOurServer({ DATABASE_URL: url, JWT_SECRET: settings.jwtSecret }, 'ours-pg'),
      );
      const [pglite, postgres] = await Promise.all(
        servers.map(async (server) => ({ server, token: (await signIn(server.url)).token })),
      );
      figures.push(await measureEngines(pglite!, postgres!, load, settings.engineNeeds));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (wants('growth')) {
    console.log('Growth:');
    const seed = (needs: number, name: string) =>
      seeded(name, {
        needs,
        candidates: Math.max(5, Math.min(needs * 3, 30_000)),
        finishedShare: 0.25,
      });
    const smallUrl = await seed(settings.growthSmall, 'small');
    const largeUrl = await seed(settings.growthLarge, 'large');
    const env = (url: string) => ({ DATABASE_URL: url, JWT_SECRET: settings.jwtSecret });
    const smallServer = await startOurServer(env(smallUrl), 'ours-small');
    const largeServer = await startOurServer(env(largeUrl), 'ours-large').catch(async (err) => {
      await smallServer.stop();
      throw err;
    });
    let small: number[];
    let large: number[];
    try {
      [small, large] = await listP50(
        { server: smallServer, token: (await signIn(smallServer.url)).token },
        { server: largeServer, token: (await signIn(largeServer.url)).token },
        settings.seconds,
        settings.runs,
      );
    } finally {
      await Promise.all([smallServer.stop(), largeServer.stop()]);
      for (const name of ['small', 'large'])
        await dropDatabase(settings.adminUrl, `${prefix}_${name}`);
    }
    figures.push(...growthFigures(small, large, [settings.growthSmall, settings.growthLarge]));
  }

  if (wants('board')) {
    console.log('Board:');
    if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
      console.log('  apps/web/dist is missing: building the web app (npm run build:web)…');
      spawnSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: 'ignore' });
    }
    const url = await seeded('board', {
      needs: settings.boardNeeds,
      candidates: settings.boardCandidates,
      finishedShare: 0,
    });
    const server = await startOurServer(
      { DATABASE_URL: url, JWT_SECRET: settings.jwtSecret },
      'ours-board',
    );
    try {
      const { token } = await signIn(server.url);
      figures.push(...(await measureBoard(server, token, settings.runs)));
    } finally {
      await server.stop();
    }
  }

  if (wants('hostile')) {
    console.log('Hostile documents:');
    const url = await seeded('hostile', {
      needs: settings.growthSmall,
      candidates: settings.growthSmall * 3,
      finishedShare: 0.25,
    });
    const server = await startOurServer(
      { DATABASE_URL: url, JWT_SECRET: settings.jwtSecret },
      'ours-hostile',
    );
    try {
      const { token } = await signIn(server.url);
      figures.push(...(await measureHostileDocuments(server, token)));
    } finally {
      await server.stop();
    }
  }

  console.log(`\n${formatTable(figures)}\n`);
  const failed = figures.filter((f) => f.pass === false).length;
  const missing = figures.filter((f) => f.pass === null).length;
  console.log(
    `${figures.length - failed - missing} within budget, ${failed} over, ${missing} not available`,
  );
  const file = await writeResults({
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg() },
    node: process.version,
    ours: ourServerCommand().label,
    loadGenerator: wrkPath ? 'wrk' : 'autocannon',
    settings: { ...settings, jwtSecret: undefined },
    figures,
  });
  console.log(`Results: ${path.relative(repoRoot, file)}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const name of created) await dropDatabase(settings.adminUrl, name).catch(() => {});
  });
