import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { TDatabase } from '../../db/client.ts';
import { createMetrics } from '../../lib/metrics.ts';
import { genRequestId, registerRequestId } from '../../lib/request-id.ts';
import { createInProcessBus } from '../realtime/event-bus.ts';
import { z } from 'zod';
import { defineJob, queueNameOf } from './job-definition.ts';
import { createJobs, type TJobs } from './jobs.ts';
import { until } from '../../../test/until.ts';

let database: TDatabase;
const started: TJobs[] = [];

function twoStageJob(hold?: Promise<void>) {
  const runs = { first: 0, second: 0 };
  const def = defineJob({
    type: 'ops_job',
    category: 'analysis_processing',
    retry: { attempts: 1, backoffSeconds: 1 },
    timeoutSeconds: 60,
    payload: z.object({}),
    outputs: { first: z.object({ ok: z.boolean() }), second: z.object({ done: z.boolean() }) },
    stages: [
      {
        name: 'first',
        role: 'poll',
        progress: 10,
        async run() {
          runs.first += 1;
          await hold;
          return { ok: true };
        },
      },
      {
        name: 'second',
        role: 'apply',
        progress: 60,
        async run() {
          runs.second += 1;
          return { done: true };
        },
      },
    ],
  });
  return { def, runs };
}

async function startJobs(
  def: ReturnType<typeof twoStageJob>['def'],
  extra: Partial<Parameters<typeof createJobs>[0]> = {},
) {
  const jobs = createJobs({
    db: database.db,
    database,
    bus: createInProcessBus(),
    logger: Fastify({ logger: false }).log,
    config: { JOBS_WORKERS: true, FLOW_RETENTION_DAYS: 90 },
    ...extra,
  });
  jobs.register(def);
  await jobs.start();
  started.push(jobs);
  return jobs;
}

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop();
  await database.close();
});

describe('jobs: operations', () => {
  it('gives a queue the retries of its definition at start, and leaves it alone when they are the same', async () => {
    const { def } = twoStageJob();
    const name = queueNameOf(def);
    const readQueue = async () =>
      (
        await database.query<{ retry_delay: number; retry_limit: number; updated_on: Date }>(
          'SELECT retry_delay, retry_limit, updated_on FROM pgboss.queue WHERE name = $1',
          [name],
        )
      ).rows[0]!;
    await (await startJobs(def)).stop();
    expect(await readQueue()).toMatchObject({ retry_delay: 1, retry_limit: 0 });

    await (await startJobs({ ...def, retry: { attempts: 3, backoffSeconds: 5 } })).stop();
    const changed = await readQueue();
    expect(changed).toMatchObject({ retry_delay: 5, retry_limit: 2 });

    await (await startJobs({ ...def, retry: { attempts: 3, backoffSeconds: 5 } })).stop();
    expect(await readQueue()).toEqual(changed);
  });

  it('counts stages and runs by type and outcome in the metrics', async () => {
    const metrics = createMetrics();
    const { def } = twoStageJob();
    const jobs = await startJobs(def, { metrics });
    const flow = await jobs.create({ type: def.type, payload: {} });
    await jobs.enqueue(flow);
    await until(async () => (await jobs.flows.findById(flow.id))?.status === 'completed');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /staffing_job_stage_duration_seconds_count\{type="ops_job",stage="first",outcome="completed"\} 1/,
    );
    expect(text).toMatch(
      /staffing_job_stage_duration_seconds_count\{type="ops_job",stage="second",outcome="completed"\} 1/,
    );
    expect(text).toMatch(
      /staffing_job_run_duration_seconds_count\{type="ops_job",outcome="completed"\} 1/,
    );
  });

  it("records the id of the request that created a flow, and the run's log lines carry it", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      }),
    );
    const def = defineJob({
      type: 'ops_failing',
      category: 'analysis_processing',
      retry: { attempts: 1, backoffSeconds: 1 },
      timeoutSeconds: 60,
      payload: z.object({}),
      outputs: { only: z.object({}) },
      stages: [
        {
          name: 'only',
          role: 'apply',
          progress: 10,
          async run() {
            throw new Error('broken on purpose');
          },
        },
      ],
    });
    const jobs = createJobs({
      db: database.db,
      database,
      bus: createInProcessBus(),
      logger,
      config: { JOBS_WORKERS: true, FLOW_RETENTION_DAYS: 90 },
    });
    jobs.register(def);
    await jobs.start();
    started.push(jobs);

    const app = Fastify({ genReqId: genRequestId });
    registerRequestId(app);
    app.post('/start', async () => {
      const flow = await jobs.create({ type: def.type, payload: {} });
      await jobs.enqueue(flow);
      return { id: flow.id };
    });
    const res = await app.inject({
      method: 'POST',
      url: '/start',
      headers: { 'x-request-id': 'req-from-proxy-42' },
    });
    expect(res.headers['x-request-id']).toBe('req-from-proxy-42');
    const { id } = res.json<{ id: string }>();
    expect((await jobs.flows.findById(id))?.metadata).toMatchObject({
      requestId: 'req-from-proxy-42',
    });
    await until(async () => (await jobs.flows.findById(id))?.status === 'error');
    await until(() => lines.some((l) => l.msg === 'job failed'));
    expect(lines.find((l) => l.msg === 'job failed')).toMatchObject({
      reqId: 'req-from-proxy-42',
      flowId: id,
      jobType: 'ops_failing',
    });
    await app.close();
  });

  it('on stop, ends the running stage and hands the rest of the run over to another worker', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { def, runs } = twoStageJob(held);
    const first = await startJobs(def);
    const flow = await first.create({ type: def.type, payload: {} });
    await first.enqueue(flow);
    await until(() => runs.first === 1);

    // SIGTERM: the queue stops while the first stage runs; the stage finishes within the bound.
    const stopping = first.stop(10_000);
    release();
    await stopping;
    started.splice(started.indexOf(first), 1);
    const handed = await first.flows.findById(flow.id);
    expect(handed?.status).not.toBe('completed');
    expect(handed?.message).toMatch(/continues on another instance/);
    expect(runs).toEqual({ first: 1, second: 0 });

    // Another instance takes the new job and runs only what was left, with no attempt spent.
    const second = await startJobs(def);
    await until(async () => (await second.flows.findById(flow.id))?.status === 'completed');
    expect(runs).toEqual({ first: 1, second: 1 });
    const attempts = await second.flows.listAttempts(flow.id);
    expect(attempts.map((a) => [a.stage, a.status])).toEqual([
      ['first', 'completed'],
      ['second', 'completed'],
    ]);
  });
});
