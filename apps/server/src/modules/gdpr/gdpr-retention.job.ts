import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TGdprService } from './gdpr.service.ts';

export const GDPR_RETENTION_JOB = 'gdpr_retention';
export const GDPR_FLOW_CATEGORY = 'data_protection';

/** `now`: the clock the run reads (tests and a replay fix it); absent, the time of the stage. */
export const ZRetentionPayload = z.object({
  now: z.iso.datetime().optional(),
  trigger: z.enum(['schedule', 'admin']).optional(),
});

const nowOf = ({ payload }: { payload: z.infer<typeof ZRetentionPayload> }) =>
  payload.now ? new Date(payload.now) : undefined;

/**
 * The daily GDPR retention run: `warn` (deadlines within GDPR_WARN_DAYS, owners told) then
 * `erase` (deadlines passed). Each stage's output is kept, so a retry does not warn twice.
 */
export function createRetentionJob(gdpr: TGdprService) {
  return defineJob({
    type: GDPR_RETENTION_JOB,
    category: GDPR_FLOW_CATEGORY,
    payload: ZRetentionPayload,
    outputs: {
      warn: z.object({ warned: z.number() }),
      erase: z.object({ erased: z.number() }),
    },
    stages: [
      {
        name: 'warn',
        role: 'classify',
        progress: 10,
        summariseOutput: ({ warned }) => `${warned} candidate(s) warned`,
        run: async (ctx) => {
          const out = await gdpr.warnDue(nowOf(ctx));
          return { warned: out.warned };
        },
      },
      {
        name: 'erase',
        role: 'apply',
        progress: 60,
        summariseOutput: ({ erased }) => `${erased} candidate(s) erased`,
        run: (ctx) => gdpr.eraseDue(nowOf(ctx)),
      },
    ],
    retry: { attempts: 3, backoffSeconds: 300 },
    timeoutSeconds: 600,
    completionMessage: ({ warn, erase }) => `${warn.warned} warned, ${erase.erased} erased`,
    // No need or candidate to check: the run reads the whole table again.
    verify: async () => ({ verified: true, detail: 'The retention run reads every candidate' }),
  });
}

/** Creates and queues a retention flow; returns its id. */
export async function startRetentionRun(
  jobs: TJobs,
  input: { createdBy: string | null; trigger: 'schedule' | 'admin'; now?: Date },
): Promise<string> {
  const flow = await jobs.create({
    type: GDPR_RETENTION_JOB,
    payload: { trigger: input.trigger, ...(input.now ? { now: input.now.toISOString() } : {}) },
    createdBy: input.createdBy,
    message: input.trigger === 'admin' ? 'Run by an Admin' : 'Daily run',
  });
  await jobs.enqueue(flow);
  return flow.id;
}
