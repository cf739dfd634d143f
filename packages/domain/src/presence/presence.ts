import { z } from 'zod';
import { isUuid } from '../common/uuid.ts';
import { INPUT_LIMITS } from '../common/limits.ts';
import { PRESENCE_EVENT, PRESENCE_LEFT, PRESENCE_STATES } from './presence.constants.ts';

/** A client's presence message; anything else on the socket is not this. */
export const ZPresenceMessage = z.object({
  type: z.literal(PRESENCE_EVENT),
  needId: z.string().refine(isUuid),
  state: z.enum([...PRESENCE_STATES, PRESENCE_LEFT]),
});
export type TPresenceMessage = z.infer<typeof ZPresenceMessage>;

export const ZPresenceEntry = z.object({
  userId: z.string().max(INPUT_LIMITS.idMax),
  name: z.string().max(INPUT_LIMITS.nameMax),
  state: z.enum(PRESENCE_STATES),
  since: z.string().max(INPUT_LIMITS.idMax),
});
