import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';

export type TQueueJob = PgBoss.JobWithMetadata<{ flowId: string }>;
export type TQueueHandler = (job: TQueueJob) => Promise<void>;

export type TQueueSettings = {
  /** How long one attempt may hold the job before another process may take it again. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
};

/**
 * pg-boss on the application's own database. PGlite has a single connection, so pg-boss gets a
 * tiny `executeSql` adapter (multi-statement plans go through `exec`); PostgreSQL shares the pool.
 */
function toBossDb(database: TDatabase): PgBoss.Db {
  if (database.kind === 'pglite') {
    const client = database.pglite!;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = database.pool!;
  return { executeSql: (text, values) => pool.query(text, values) };
}

export function createJobQueue(options: {
  database: TDatabase;
  logger: FastifyBaseLogger;
  runWorkers: boolean;
}) {
  const { database, logger, runWorkers } = options;
  const boss = new PgBoss({
    db: toBossDb(database),
    schedule: false,
    supervise: true,
    // Expired attempts (a process that died mid-job) are looked for this often.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));

  const queues = new Map<string, { settings: TQueueSettings; handler: TQueueHandler }>();
  const workerIds = new Map<string, string>();
  let started = false;

  async function recoverOrphans() {
    // One process per PGlite data folder (it is locked), so any job still "active" at start was
    // taken by a process that died: hand it back at once instead of waiting for its expiry.
    if (database.kind !== 'pglite') return;
    const { rows } = await database.query<{ id: string; name: string }>(
      `SELECT id, name FROM pgboss.job WHERE state = 'active'`,
    );
    for (const row of rows) {
      if (!queues.has(row.name)) continue;
      await boss.fail(row.name, row.id, {
        message: 'The server stopped while this job was running',
      });
      logger.warn({ jobId: row.id, queue: row.name }, 'job taken again after a restart');
    }
  }

  return {
    boss,

    define(name: string, settings: TQueueSettings, handler: TQueueHandler) {
      if (started) throw new Error(`queue ${name} defined after start`);
      queues.set(name, { settings, handler });
    },

    async start() {
      await boss.start();
      for (const [name, { settings }] of queues) {
        await boss.createQueue(name, {
          name,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.expireInSeconds,
        });
      }
      started = true;
      if (!runWorkers) return;
      await recoverOrphans();
      for (const [name, { handler }] of queues) {
        const id = await boss.work<{ flowId: string }>(
          name,
          { includeMetadata: true, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job);
          },
        );
        workerIds.set(name, id);
      }
    },

    /** Queues a job whose id is the flow's uuid, and wakes this process's worker at once. */
    async enqueue(name: string, jobId: string, data: { flowId: string }) {
      await boss.send(name, data, { id: jobId });
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;
