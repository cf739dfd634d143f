import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { TDatabase } from '../../db/client.ts';
import { CrmError } from '../crm/crm-connector.ts';
import { createInProcessBus, type TLiveEvent } from '../realtime/event-bus.ts';
import { defineJob, PermanentJobError, type TJobDefinition } from './job-definition.ts';
import { createJobs, type TJobs } from './jobs.ts';
import { until } from '../../../test/until.ts';

/** A gate a test opens when it wants a stage to finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let database: TDatabase;
let jobs: TJobs;
let events: TLiveEvent[];

async function startJobs(definitions: TJobDefinition[], workers = true) {
  const bus = createInProcessBus();
  events = [];
  bus.subscribe((e) => events.push(e));
  jobs = createJobs({
    db: database.db,
    database,
    bus,
    logger: Fastify({ logger: false }).log,
    config: { JOBS_WORKERS: workers, FLOW_RETENTION_DAYS: 90 },
  });
  for (const def of definitions) jobs.register(def);
  await jobs.start();
}

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await jobs?.stop();
  await database.close();
});

const ZTestPayload = z.object({ what: z.string().optional() });
const TEST_OUTPUTS = {
  load: z.object({ loaded: z.number() }),
  think: z.object({ from: z.number() }),
  write: z.object({ wrote: z.object({ from: z.number() }) }),
};

/** A three-stage test job; each stage counts its runs and can be held or made to fail. */
function testJob(
  options: {
    type?: string;
    hold?: Partial<Record<'poll' | 'classify' | 'apply', Promise<void>>>;
    failClassifyOnce?: boolean;
  } = {},
) {
  const runs = { poll: 0, classify: 0, apply: 0 };
  const hooks = { cancel: 0, restart: 0, complete: 0, error: 0 };
  let failed = false;
  const spec = {
    type: options.type ?? 'test_job',
    category: 'analysis_processing' as const,
    retry: { attempts: 1, backoffSeconds: 1 },
    timeoutSeconds: 60,
    payload: ZTestPayload,
    outputs: TEST_OUTPUTS,
  };
  const def = defineJob({
    ...spec,
    stages: [
      {
        name: 'load',
        role: 'poll',
        progress: 10,
        async run() {
          runs.poll += 1;
          await options.hold?.poll;
          return { loaded: runs.poll };
        },
      },
      {
        name: 'think',
        role: 'classify',
        progress: 50,
        async run({ output }) {
          runs.classify += 1;
          await options.hold?.classify;
          if (options.failClassifyOnce && !failed) {
            failed = true;
            throw new PermanentJobError('The classifier broke');
          }
          return { from: output('load').loaded };
        },
      },
      {
        name: 'write',
        role: 'apply',
        progress: 80,
        async run({ output }) {
          runs.apply += 1;
          await options.hold?.apply;
          return { wrote: output('think') };
        },
      },
    ],
    onCancel: async () => void (hooks.cancel += 1),
    onRestart: async () => void (hooks.restart += 1),
    onComplete: async () => void (hooks.complete += 1),
    onError: async () => void (hooks.error += 1),
  });
  return { def, spec, runs, hooks };
}

async function startFlow(type = 'test_job') {
  const flow = await jobs.create({ type, payload: { what: 'test' } });
  await jobs.enqueue(flow);
  return flow;
}
const statusOf = async (id: string) => (await jobs.flows.findById(id))?.status;

describe('the jobs platform', () => {
  it('lets exactly one of two claims of the same stage attempt win', async () => {
    const { def } = testJob();
    await startJobs([def], false);
    const flow = await jobs.create({ type: def.type, payload: {} });
    const claim = (token: string) =>
      jobs.flows.claimStage({
        flowId: flow.id,
        seenLease: flow.lease,
        token,
        jobId: crypto.randomUUID(),
        stage: 'load',
        progress: 10,
        leaseSeconds: 60,
      });
    const results = await Promise.all([claim('copy-a'), claim('copy-b')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.find(Boolean)!;
    // A copy that read the flow after the win cannot take it while the lease lives...
    const late = await jobs.flows.claimStage({
      flowId: flow.id,
      seenLease: winner.lease,
      token: 'copy-c',
      jobId: crypto.randomUUID(),
      stage: 'think',
      progress: 50,
      leaseSeconds: 60,
    });
    expect(late).toBeUndefined();
    // ...but the winner claims its next stage.
    const next = await jobs.flows.claimStage({
      flowId: flow.id,
      seenLease: winner.lease,
      token: winner.claimToken!,
      jobId: crypto.randomUUID(),
      stage: 'think',
      progress: 50,
      leaseSeconds: 60,
    });
    expect(next?.lease).toBe(winner.lease + 1);
  });

  it('runs the stages in order and keeps a timeline of attempts with summaries', async () => {
    const { def, runs, hooks } = testJob();
    await startJobs([def]);
    const flow = await startFlow();
    await until(async () => (await statusOf(flow.id)) === 'completed');
    expect(runs).toEqual({ poll: 1, classify: 1, apply: 1 });
    expect(hooks.complete).toBe(1);
    const attempts = await jobs.flows.listAttempts(flow.id);
    expect(attempts.map((a) => [a.stage, a.role, a.attempt, a.status])).toEqual([
      ['load', 'poll', 1, 'completed'],
      ['think', 'classify', 1, 'completed'],
      ['write', 'apply', 1, 'completed'],
    ]);
    expect(attempts[0]!.queueWaitMs).toBeGreaterThanOrEqual(0);
    expect(attempts[0]!.inputSummary).toBe('what: test');
    expect(attempts[1]!.outputSummary).toBe('from: 1');
    expect(attempts.every((a) => a.durationMs !== null && a.endedAt !== null)).toBe(true);
    // Every change reached Admin sockets only, as the serialized flow.
    const flowEvents = events.filter((e) => e.event_type === 'flow_updated');
    expect(flowEvents.length).toBeGreaterThanOrEqual(4);
    expect(flowEvents.every((e) => e.audience?.join() === 'Admin')).toBe(true);
    expect(flowEvents.at(-1)!.payload).toMatchObject({ id: flow.id, status: 'completed' });
    expect(flowEvents.at(-1)!.payload).not.toHaveProperty('claimToken');
  });

  it('stops a cancelled run at its next stage boundary and ends it cancelled', async () => {
    const release = gate();
    const { def, runs, hooks } = testJob({ hold: { poll: release.opened } });
    await startJobs([def]);
    const flow = await startFlow();
    await until(async () => runs.poll === 1);
    const cancelling = await jobs.cancel(flow.id, { actorId: null, reason: 'Wrong document' });
    // A stage is running: the flag is set, the run ends at its next boundary.
    expect(cancelling.status).toBe('processing');
    expect(cancelling.cancelRequestedAt).not.toBeNull();
    release.open();
    await until(async () => (await statusOf(flow.id)) === 'cancelled');
    expect(runs).toEqual({ poll: 1, classify: 0, apply: 0 });
    expect(hooks).toMatchObject({ cancel: 1, complete: 0, error: 0 });
    const attempts = await jobs.flows.listAttempts(flow.id);
    expect(attempts.map((a) => [a.stage, a.status])).toEqual([['load', 'completed']]);
    const after = await jobs.flows.findById(flow.id);
    expect(after!.metadata!.actions).toEqual([
      expect.objectContaining({ action: 'cancel', reason: 'Wrong document' }),
    ]);
    await expect(jobs.cancel(flow.id, { actorId: null })).rejects.toThrow(
      'Cannot cancel a flow that is already cancelled',
    );
  });

  it('cancels a waiting flow at once', async () => {
    const { def, hooks } = testJob();
    await startJobs([def], false);
    const flow = await jobs.create({ type: def.type, payload: {} });
    const cancelled = await jobs.cancel(flow.id, { actorId: null });
    expect(cancelled.status).toBe('cancelled');
    expect(hooks.cancel).toBe(1);
  });

  it('re-runs a stage and the later ones from the saved outputs of the earlier ones', async () => {
    const { def, runs, hooks } = testJob({ failClassifyOnce: true });
    await startJobs([def]);
    const flow = await startFlow();
    await until(async () => (await statusOf(flow.id)) === 'error');
    expect(hooks.error).toBe(1);
    expect((await jobs.flows.findById(flow.id))!.error).toBe('The classifier broke');
    await expect(jobs.restartFrom(flow.id, 'apply', { actorId: null })).resolves.toBeDefined();
    await until(async () => (await statusOf(flow.id)) === 'completed');
    // From apply: load and think kept... but think had failed, so there was no think output:
    // the run redoes think (not load) before apply.
    expect(runs).toEqual({ poll: 1, classify: 2, apply: 1 });
    expect(hooks.restart).toBe(1);
    const attempts = await jobs.flows.listAttempts(flow.id);
    expect(attempts.map((a) => [a.stage, a.attempt, a.status])).toEqual([
      ['load', 1, 'completed'],
      ['think', 1, 'error'],
      ['think', 2, 'completed'],
      ['write', 1, 'completed'],
    ]);
    // retry-classify of a completed flow is refused; from error it re-runs think and write.
    await expect(jobs.restartFrom(flow.id, 'classify', { actorId: null })).rejects.toThrow(
      'Cannot retry-classify a flow that is completed',
    );
    await database.db.execute(sql`UPDATE flows SET status = 'error' WHERE id = ${flow.id}`);
    await jobs.restartFrom(flow.id, 'classify', { actorId: null, reason: 'Model fixed' });
    await until(async () => (await statusOf(flow.id)) === 'completed');
    expect(runs).toEqual({ poll: 1, classify: 3, apply: 2 });
    const outputs = (await jobs.flows.findById(flow.id))!.result!.stages;
    expect(outputs).toEqual({
      load: { loaded: 1 },
      think: { from: 1 },
      write: { wrote: { from: 1 } },
    });
  });

  it('keeps the CRM refusal that failed a run on the flow, replaced or removed by the next outcome', async () => {
    // Each run of the write stage takes the next outcome: a CRM refusal, a plain error, success.
    const outcomes: (Error | null)[] = [
      new CrmError('DUPLICATES_DETECTED', 'Use one of these records?', ['Name', 'AccountId']),
      new Error('The browser crashed'),
      null,
    ];
    const def = defineJob({
      type: 'crm_test_job',
      category: 'crm_rpa',
      retry: { attempts: 1, backoffSeconds: 1 },
      timeoutSeconds: 60,
      payload: ZTestPayload,
      outputs: { load: z.object({ ok: z.boolean() }), write: z.object({ id: z.string() }) },
      stages: [
        { name: 'load', role: 'poll', progress: 10, run: async () => ({ ok: true }) },
        {
          name: 'write',
          role: 'classify',
          progress: 50,
          async run() {
            const outcome = outcomes.shift();
            if (outcome) throw outcome;
            return { id: '006' };
          },
        },
      ],
    });
    await startJobs([def]);
    const flow = await startFlow(def.type);
    await until(async () => (await statusOf(flow.id)) === 'error');
    const failed = (await jobs.flows.findById(flow.id))!;
    expect(failed.error).toBe('Use one of these records?');
    expect(failed.metadata?.crmError).toEqual({
      errorCode: 'DUPLICATES_DETECTED',
      fields: ['Name', 'AccountId'],
      message: 'Use one of these records?',
      stage: 'write',
      at: expect.any(String),
    });
    expect(Date.parse(String((failed.metadata?.crmError as { at: string }).at))).not.toBeNaN();

    await jobs.restartFrom(flow.id, 'classify', { actorId: null, reason: 'Merged the duplicate' });
    await until(async () => (await statusOf(flow.id)) === 'error');
    const again = (await jobs.flows.findById(flow.id))!;
    expect(again.error).toBe('The browser crashed');
    expect(again.metadata).not.toHaveProperty('crmError');
    // The other keys stay: the admin action kept with its reason.
    expect(again.metadata?.actions).toEqual([
      expect.objectContaining({ action: 'retry-classify', reason: 'Merged the duplicate' }),
    ]);

    outcomes.unshift(new CrmError('UNABLE_TO_LOCK_ROW', 'Record locked', []));
    await jobs.restartFrom(flow.id, 'classify', { actorId: null });
    await until(async () => (await statusOf(flow.id)) === 'error');
    expect((await jobs.flows.findById(flow.id))!.metadata?.crmError).toMatchObject({
      errorCode: 'UNABLE_TO_LOCK_ROW',
      fields: [],
    });
    await jobs.restartFrom(flow.id, 'classify', { actorId: null });
    await until(async () => (await statusOf(flow.id)) === 'completed');
    expect((await jobs.flows.findById(flow.id))!.metadata).not.toHaveProperty('crmError');
  });

  it('refuses a retry of a role the flow type does not have', async () => {
    const { spec } = testJob();
    const twoStages = defineJob({
      ...spec,
      type: 'short_job',
      outputs: { load: spec.outputs.load, think: spec.outputs.think },
      stages: [
        { name: 'load', role: 'poll', progress: 10, run: async () => ({ loaded: 1 }) },
        { name: 'think', role: 'classify', progress: 50, run: async () => ({ from: 1 }) },
      ],
    });
    await startJobs([twoStages], false);
    const flow = await jobs.create({ type: 'short_job', payload: {}, idPrefix: 'rpa_' });
    expect(flow.id).toMatch(/^rpa_/);
    await database.db.execute(sql`UPDATE flows SET status = 'error' WHERE id = ${flow.id}`);
    await expect(jobs.restartFrom(flow.id, 'apply', { actorId: null })).rejects.toThrow(
      'This flow has no apply stage',
    );
  });

  it('validates stage outputs before saving them', async () => {
    const { spec } = testJob();
    const strict = defineJob({
      ...spec,
      type: 'strict_job',
      outputs: { load: z.object({ loaded: z.string() }) },
      stages: [
        // @ts-expect-error the stage's output does not fit its schema, as this test wants
        { name: 'load', role: 'poll', progress: 10, run: async () => ({ loaded: 1 }) },
      ],
    });
    await startJobs([strict]);
    const flow = await startFlow('strict_job');
    await until(async () => (await statusOf(flow.id)) === 'error');
    const after = await jobs.flows.findById(flow.id);
    expect(after!.error).toMatch(/^Stage load output is invalid/);
    expect(after!.result!.stages).toEqual({});
  });

  it('refuses a malformed payload when the flow is created, and fails a run that takes one', async () => {
    const { def, runs } = testJob();
    await startJobs([def]);
    await expect(jobs.create({ type: def.type, payload: { what: 42 } })).rejects.toThrow(
      'job test_job: the payload is invalid: what:',
    );
    const flow = await jobs.create({ type: def.type, payload: { what: 'test' } });
    await database.db.execute(
      sql`UPDATE flows SET payload = '{"what": 42}'::jsonb WHERE id = ${flow.id}`,
    );
    await jobs.enqueue(flow);
    await until(async () => (await statusOf(flow.id)) === 'error');
    expect((await jobs.flows.findById(flow.id))!.error).toMatch(
      /^The flow's payload is invalid: what: /,
    );
    expect(runs.poll).toBe(0);
  });

  it('deletes flows and their attempts once finished for longer than the retention', async () => {
    const { def } = testJob();
    await startJobs([def]);
    const old = await startFlow();
    const recent = await startFlow();
    await until(
      async () =>
        (await statusOf(old.id)) === 'completed' && (await statusOf(recent.id)) === 'completed',
    );
    await database.db.execute(
      sql`UPDATE flows SET completed_at = now() - interval '91 days' WHERE id = ${old.id}`,
    );
    expect(await jobs.sweepRetention()).toBe(1);
    expect(await jobs.flows.findById(old.id)).toBeUndefined();
    expect(await jobs.flows.listAttempts(old.id)).toEqual([]);
    expect(await jobs.flows.findById(recent.id)).toBeDefined();
  });
});
