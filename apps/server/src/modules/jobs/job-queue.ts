import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { withStartLock, type TDatabase } from '../../db/client.ts';

export type TQueueJob = PgBoss.JobWithMetadata<{ flowId: string }>;
export type TQueueHandler = (job: TQueueJob) => Promise<void>;

export type TQueueSettings = {
  /** How long one attempt may hold the job before another process may take it again. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Workers of this process on the queue: jobs it runs at once (default 1). */
  workers?: number;
};

type TQueueOptions = Pick<
  PgBoss.Queue,
  'name' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

/** What `updateQueue` writes (the standard policy and the options given) is there already. */
function isQueueAsDefined(queue: PgBoss.QueueResult, options: TQueueOptions): boolean {
  return (
    queue.policy === 'standard' &&
    queue.retryLimit === options.retryLimit &&
    queue.retryDelay === options.retryDelay &&
    queue.retryBackoff === options.retryBackoff &&
    queue.expireInSeconds === options.expireInSeconds
  );
}

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

/** How often running attempts and stranded jobs are looked for (as pg-boss's maintenance). */
export const SWEEP_INTERVAL_MS = 30_000;
/** First key of the advisory lock each worker process holds while it lives (PostgreSQL). */
const WORKER_LOCK_CLASS = 0x53544a42;
/**
 * An attempt is tagged with its worker just after it is fetched; one still untagged after this
 * long was fetched by a process that died in between.
 */
const UNTAGGED_GRACE_SECONDS = 60;

/**
 * Who runs which attempt, on PostgreSQL where several processes share the queue: each worker
 * process holds a session advisory lock while it lives and tags the attempts it takes with its
 * key. PostgreSQL drops the lock when the process dies (its connection closes), so any process
 * can tell an attempt whose worker is gone, and hand it back at once instead of after its expiry.
 */
function createWorkerIdentity(database: TDatabase, logger: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let key = 0;

  async function connect() {
    const next = new pg.Client(database.pool!.options);
    next.on('error', (err) => {
      // Without its lock this process's attempts look orphaned: take a new identity next sweep.
      logger.error({ err }, 'job worker lock connection lost');
      if (client === next) client = undefined;
    });
    await next.connect();
    for (;;) {
      const candidate = crypto.randomInt(1, 2 ** 31 - 1);
      const { rows } = await next.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1::int, $2::int) AS ok',
        [WORKER_LOCK_CLASS, candidate],
      );
      if (rows[0]?.ok) {
        key = candidate;
        break;
      }
    }
    client = next;
  }

  return {
    get key() {
      return key;
    },
    async ensure() {
      if (!client) await connect();
    },
    async close() {
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
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
  const workerIds = new Map<string, string[]>();
  let started = false;

  const identity =
    database.kind === 'postgres' && runWorkers ? createWorkerIdentity(database, logger) : undefined;
  const sweeps: (() => Promise<void>)[] = [];
  const orphanHandlers: ((jobId: string) => Promise<void>)[] = [];
  let sweepTimer: NodeJS.Timeout | undefined;

  /** Attempts whose process died: handed back (as a failed attempt, so they are retried). */
  async function findOrphans(): Promise<{ id: string; name: string }[]> {
    const names = [...queues.keys()];
    if (database.kind === 'pglite') {
      // One process per PGlite data folder (it is locked), so any job still "active" at start
      // was taken by a process that died.
      const { rows } = await database.query<{ id: string; name: string }>(
        `SELECT id, name FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])`,
        [names],
      );
      return rows;
    }
    const { rows } = await database.query<{ id: string; name: string }>(
      `SELECT j.id, j.name FROM pgboss.job j
       WHERE j.state = 'active' AND j.name = ANY($1::text[])
         AND CASE WHEN j.output ? 'worker'
           THEN NOT EXISTS (
             SELECT 1 FROM pg_locks l
             WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
               AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
               AND l.classid = $2::int::oid AND l.objid = (j.output->>'worker')::bigint::oid)
           ELSE j.started_on < now() - make_interval(secs => $3::int) END`,
      [names, WORKER_LOCK_CLASS, UNTAGGED_GRACE_SECONDS],
    );
    return rows;
  }

  async function recoverOrphans() {
    for (const row of await findOrphans()) {
      await boss.fail(row.name, row.id, {
        message: 'The server stopped while this job was running',
      });
      for (const handle of orphanHandlers) await handle(row.id);
      logger.warn({ jobId: row.id, queue: row.name }, 'job taken again after its process died');
    }
  }

  /** Marks an attempt as this process's, right after it is fetched (PostgreSQL). */
  async function tag(name: string, id: string) {
    if (!identity) return;
    await identity.ensure();
    await database.query(
      `UPDATE pgboss.job SET output = jsonb_build_object('worker', $3::int)
       WHERE name = $1 AND id = $2 AND state = 'active'`,
      [name, id, identity.key],
    );
  }

  async function sweep(atStart: boolean) {
    await identity?.ensure();
    // On PGlite only the start can tell: later, every active attempt is this process's own.
    if (atStart || database.kind === 'postgres') await recoverOrphans();
    for (const run of sweeps) await run();
  }

  return {
    boss,

    define(name: string, settings: TQueueSettings, handler: TQueueHandler) {
      if (started) throw new Error(`queue ${name} defined after start`);
      queues.set(name, { settings, handler });
    },

    async start() {
      // pg-boss creates its schema and queues at start: one process at a time.
      await withStartLock(database, async () => {
        await boss.start();
        // One read instead of two statements per queue on every restart: a queue already as
        // defined is left alone (the update would write the same values).
        const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
        for (const [name, { settings }] of queues) {
          const options = {
            name,
            retryLimit: settings.retryLimit,
            retryDelay: settings.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: settings.expireInSeconds,
          };
          const found = existing.get(name);
          if (found && isQueueAsDefined(found, options)) continue;
          if (!found) await boss.createQueue(name, options);
          // createQueue leaves a queue that exists as it was: retries and expiry changed since
          // (a new version, or a setting such as WEBHOOK_RETRY_BASE_SECONDS) apply only so.
          await boss.updateQueue(name, options);
        }
      });
      started = true;
      if (!runWorkers) return;
      await sweep(true);
      for (const [name, { handler, settings }] of queues) {
        const ids: string[] = [];
        for (let i = 0; i < (settings.workers ?? 1); i++)
          ids.push(
            await boss.work<{ flowId: string }>(
              name,
              { includeMetadata: true, batchSize: 1 },
              async (jobs) => {
                for (const job of jobs) {
                  await tag(name, job.id);
                  await handler(job);
                }
              },
            ),
          );
        workerIds.set(name, ids);
      }
      sweepTimer = setInterval(() => {
        sweep(false).catch((err) => logger.error({ err }, 'job sweep failed'));
      }, SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },

    /**
     * Work run at start and then every sweep interval by worker processes (e.g. queueing again
     * the flows whose job was lost). Register before `start`.
     */
    addSweep(run: () => Promise<void>) {
      sweeps.push(run);
    },

    /** Called with the id of each job handed back because its process died. */
    onOrphan(handle: (jobId: string) => Promise<void>) {
      orphanHandlers.push(handle);
    },

    /** Flow ids that have a job waiting or running. */
    async liveFlowIds(): Promise<Set<string>> {
      const { rows } = await database.query<{ flow_id: string }>(
        `SELECT DISTINCT data->>'flowId' AS flow_id FROM pgboss.job
         WHERE state IN ('created', 'retry', 'active') AND name = ANY($1::text[])`,
        [[...queues.keys()]],
      );
      return new Set(rows.map((r) => r.flow_id));
    },

    /**
     * Queues a job and wakes this process's worker at once. Returns false when a job with this id
     * already exists (then nothing is queued).
     */
    async enqueue(name: string, jobId: string, data: { flowId: string }): Promise<boolean> {
      const id = await boss.send(name, data, { id: jobId });
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id !== null;
    },

    /** Resolves when the queue is started and its tables answer (readiness). */
    async ping() {
      if (!started) throw new Error('job queue not started');
      await database.query('SELECT 1 FROM pgboss.version');
    },

    /** Stops fetching; running jobs get `timeoutMs` to end (pg-boss's graceful stop). */
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      clearInterval(sweepTimer);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      await identity?.close();
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;
