import type { TNeed, TUpdateNeedRequest } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import {
  buildColumnValues,
  buildFieldValues,
  manualAfter,
  type TFieldInput,
  withoutAddedSteps,
} from '../need-values.ts';
import type { TNeedsContext } from './context.ts';
import { mutateNeed } from './mutate-need.ts';

/** PATCH /needs/{id}: the changed fields, possibly a column change from the edit dialog. */
export async function updateNeed(
  ctx: TNeedsContext,
  actor: TActor,
  id: string,
  input: TUpdateNeedRequest,
  ifMatch?: string | string[],
): Promise<TNeed> {
  const { assertConsultants } = ctx;
  const { version, column, progressPct, ...fields } = input;
  const changed = mutateNeed(ctx, actor, id, { version, ifMatch }, 'update', async (row, tx) => {
    await assertConsultants(fields.consultants, row.consultants, tx);
    const values = buildFieldValues(fields as TFieldInput, row, { createObject: false });
    values.manualFields = manualAfter(row, fields as TFieldInput, values);
    // Only e-mails sent: keep them parallel to the names already stored.
    if (values.orderClientsEmail && !values.orderClients) {
      const names = row.orderClients;
      values.orderClientsEmail = names.map((_n, i) => values.orderClientsEmail![i] ?? '');
    }
    if (column !== undefined) Object.assign(values, buildColumnValues(row, column, progressPct));
    else if (progressPct !== undefined) values.progressPct = Math.round(progressPct);
    return values;
  });
  return withoutAddedSteps(await changed);
}
