import { isUuid, type TCreateNeedRequest, type TNeed } from '@staffing/domain';
import type { TActor } from '../../../lib/actor.ts';
import { requireMutate } from '../need-access.ts';
import { buildFieldValues, manualAfter, type TFieldInput } from '../need-values.ts';
import type { TNeedInsert } from '../need-record.sql.ts';
import type { TNeedsContext } from './context.ts';
import { createNeedRecord } from './create-need-record.ts';

export async function createNeed(
  ctx: TNeedsContext,
  actor: TActor,
  input: TCreateNeedRequest,
): Promise<TNeed> {
  const { db, bus } = ctx;
  requireMutate(actor);
  const fieldValues = buildFieldValues(input as TFieldInput, null, { createObject: false });
  const values: TNeedInsert = {
    ...fieldValues,
    title: input.title,
    client: input.client,
    priority: input.priority,
    quantity: input.quantity,
    consultants: input.consultants,
    orderClients: input.orderClients,
    orderClientsEmail: input.orderClientsEmail,
    column: input.column,
    progressPct: Math.round(input.progressPct),
    tjm: input.tjm,
    createdBy: actor.id,
    manualFields: manualAfter(null, input as TFieldInput, fieldValues),
  };
  const { need, events } = await db.transaction((tx) =>
    createNeedRecord(ctx, tx, actor.id, values, { candidateIds: input.candidates.filter(isUuid) }),
  );
  for (const event of events) await bus.publish(event);
  return need;
}
