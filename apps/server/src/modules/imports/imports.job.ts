import { z } from 'zod';
import { IMPORT_MESSAGES } from '@staffing/domain';
import { defineJob } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import type { TImportsService, TStartFlow } from './imports.service.ts';

export const IMPORT_JOB = 'data_import';
const IMPORT_FLOW_CATEGORY = 'data_import';

const ZImportPayload = z.object({ importId: z.string() });
const ZSaved = z.object({ created: z.number(), skipped: z.number(), refused: z.number() });

/**
 * The run of an import: one stage that saves the rows, its progress moving with them in Flow
 * Administration. A retry (or a restart) resumes after the last row saved.
 */
export function createImportJob(imports: () => TImportsService, jobs: TJobs) {
  return defineJob({
    type: IMPORT_JOB,
    category: IMPORT_FLOW_CATEGORY,
    payload: ZImportPayload,
    outputs: { save: ZSaved },
    stages: [
      {
        name: 'save',
        role: 'apply',
        progress: 1,
        summariseOutput: (o) => IMPORT_MESSAGES.runSummary(o.created, o.skipped, o.refused),
        run: async ({ flow, payload }) =>
          imports().saveRows(payload.importId, async (done, total) => {
            const now = await jobs.flows.findById(flow.id);
            if (!now || now.cancelRequestedAt) return false;
            const progress = Math.min(99, Math.max(1, Math.floor((done / total) * 100)));
            if (progress > now.progress)
              await jobs.publishFlow(
                await jobs.flows.update(flow.id, {
                  progress,
                  message: `${done} of ${total} rows`,
                }),
              );
            return true;
          }),
      },
    ],
    // The rows saved are kept row by row: another attempt goes on from there.
    retry: { attempts: 2, backoffSeconds: 30 },
    timeoutSeconds: 3600,
    completionMessage: ({ save }) =>
      IMPORT_MESSAGES.runSummary(save.created, save.skipped, save.refused),
    onComplete: async (flow) => imports().finish(importIdOf(flow.payload), 'done'),
    onError: async (flow) => imports().finish(importIdOf(flow.payload), 'failed'),
    onCancel: async (flow) => imports().finish(importIdOf(flow.payload), 'failed'),
    verify: async () => ({ verified: true, detail: 'Each saved row is recorded with the import' }),
  });
}

const importIdOf = (payload: unknown) => ZImportPayload.parse(payload).importId;

/** The service's way to start a run: a pending flow in the caller's transaction, queued after. */
export function importFlowStarter(jobs: TJobs): TStartFlow {
  return {
    create: (input, tx) =>
      jobs.create(
        {
          type: IMPORT_JOB,
          payload: { importId: input.importId },
          createdBy: input.actor.id,
          message: `${input.kind}: ${input.fileName} (${input.rows} rows)`,
        },
        tx,
      ),
    enqueue: (flow) => jobs.enqueue(flow),
  };
}
