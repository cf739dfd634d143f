import { z } from 'zod';
import { INPUT_LIMITS, NEED_MESSAGES, WORKFLOW_MESSAGES, ZUuid } from '@staffing/domain';

/** Each entity's not-found message, as its service answers for an unknown id. */
export const NOT_FOUND_MESSAGES = {
  need: NEED_MESSAGES.needNotFound,
  candidate: 'Candidate not found',
  step: 'Step not found',
  user: 'User not found',
  session: 'Session not found',
  workflowRequest: WORKFLOW_MESSAGES.notFound,
  flow: 'Flow not found',
} as const;

type TIdShape<K extends string> = { [P in K]: ReturnType<typeof ZUuid> };

/**
 * The path parameters of a route, each a UUID (`{ id: NOT_FOUND_MESSAGES.need }`). A malformed
 * id names no record, so it answers as an unknown one does: 404 with the entity's own message
 * (the error handler turns every failed path parameter into that 404).
 */
export function idParams<K extends string>(messages: Record<K, string>): z.ZodObject<TIdShape<K>> {
  const shape = Object.fromEntries(
    Object.entries<string>(messages).map(([key, message]) => [key, ZUuid(message)]),
  );
  return z.object(shape as TIdShape<K>);
}

/** The path of a route on one candidate (`…/candidates/:id`), or on one need (`…/needs/:id`). */
export const ZCandidateIdParams = idParams({ id: NOT_FOUND_MESSAGES.candidate });
export const ZNeedIdParams = idParams({ id: NOT_FOUND_MESSAGES.need });

/** A path key that is not a UUID (a flow id such as `flow_…` or `rpa_…`), bounded. */
export const ZPathKey = (notFoundMessage: string) =>
  z.string().min(1, notFoundMessage).max(INPUT_LIMITS.idMax, notFoundMessage);
