import type { TNeed, TUpdateNeedAnalysisRequest } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import {
  buildFieldValues,
  manualAfter,
  type TFieldInput,
  withoutAddedSteps,
} from '../need-values.ts';
import type { TNeedsContext } from './context.ts';
import { mutateNeed } from './mutate-need.ts';

/** PATCH /needs/{id}/analysis: the analysis object and the flattened fields, kept in sync. */
export async function updateNeedAnalysis(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  input: TUpdateNeedAnalysisRequest,
  ifMatch?: string | string[],
): Promise<TNeed> {
  const { version, ...fields } = input;
  const changed = mutateNeed(ctx, actor, id, { version, ifMatch }, 'update_analysis', (row) => {
    const values = buildFieldValues(fields as TFieldInput, row, { createObject: true });
    values.manualFields = manualAfter(row, fields as TFieldInput, values);
    return values;
  });
  return withoutAddedSteps(await changed);
}
