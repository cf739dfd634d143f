import type { TDb, TExecutor } from '../../db/client.ts';
import { createFlowsRepository } from './flows.repository.ts';

export type TStageCommit<W> =
  { applied: true; work: W; output: unknown } | { applied: false; output: unknown };

/**
 * Runs a stage's writes and records its output on the flow row in ONE transaction, the flow row
 * locked first. A stage whose output is already recorded is not done again: an attempt that
 * committed and then died before the runner saw it, or a second copy of the job (pg-boss can start
 * an expired job twice), finds the kept output and writes nothing. Used by the apply stages, so a
 * retried flow ends in the state of one clean run. `work` must do all its database writes in `tx`.
 */
export async function commitStageOnce<W>(
  db: TDb,
  flowId: string,
  stage: string,
  work: (tx: TExecutor) => Promise<W>,
  outputOf: (work: W) => unknown,
): Promise<TStageCommit<W>> {
  const flows = createFlowsRepository(db);
  return db.transaction(async (tx) => {
    const flow = await flows.findForUpdate(flowId, tx);
    if (!flow) throw new Error(`flow ${flowId} not found`);
    const stages = (flow.result?.stages as Record<string, unknown> | undefined) ?? {};
    if (stage in stages) return { applied: false as const, output: stages[stage] };
    const done = await work(tx);
    const output = outputOf(done) ?? null;
    await flows.update(
      flowId,
      { result: { ...flow.result, stages: { ...stages, [stage]: output } } },
      tx,
    );
    return { applied: true as const, work: done, output };
  });
}
