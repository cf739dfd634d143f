import { z } from 'zod';
import type { TDb, TExecutor } from '../../db/client.ts';
import { createFlowsRepository, type TFlowRow } from './flows.repository.ts';

export type TStageCommit<W, O> =
  { applied: true; work: W; output: O } | { applied: false; output: O };

const ZSavedStages = z.record(z.string(), z.unknown());

/** The outputs the flow's completed stages saved, by stage name. */
export function savedStagesOf(flow: Pick<TFlowRow, 'result'>): Record<string, unknown> {
  const saved = ZSavedStages.safeParse(flow.result?.stages ?? {});
  return saved.success ? saved.data : {};
}

/**
 * Runs a stage's writes and records its output on the flow row in ONE transaction, the flow row
 * locked first. A stage whose output is already recorded is not done again: an attempt that
 * committed and then died before the runner saw it, or a second copy of the job (pg-boss can start
 * an expired job twice), finds the kept output (read through `kept`) and writes nothing. Used by
 * the apply stages, so a retried flow ends in the state of one clean run. `work` must do all its
 * database writes in `tx`.
 */
export async function commitStageOnce<W, O>(
  db: TDb,
  flowId: string,
  stage: string,
  work: (tx: TExecutor) => Promise<W>,
  outputOf: (work: W) => O,
  kept: z.ZodType<O>,
): Promise<TStageCommit<W, O>> {
  const flows = createFlowsRepository(db);
  return db.transaction(async (tx) => {
    const flow = await flows.findForUpdate(flowId, tx);
    if (!flow) throw new Error(`flow ${flowId} not found`);
    const stages = savedStagesOf(flow);
    if (stage in stages) return { applied: false as const, output: kept.parse(stages[stage]) };
    const done = await work(tx);
    const output = outputOf(done);
    await flows.update(
      flowId,
      { result: { ...flow.result, stages: { ...stages, [stage]: output ?? null } } },
      tx,
    );
    return { applied: true as const, work: done, output };
  });
}
