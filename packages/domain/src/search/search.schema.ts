import { z } from 'zod';
import { INPUT_LIMITS } from '../common/limits.ts';
import { ZNeedColumn } from '../needs/need-column.ts';
import { ZRole } from '../users/user.schema.ts';

/** How many results of each kind the palette search answers. */
export const SEARCH_LIMITS = { default: 5, max: 20 } as const;

/** GET /search: what the command palette (Cmd/Ctrl+K) asks the server as one types. */
export const ZSearchQuery = z.object({
  q: z.string().trim().max(INPUT_LIMITS.searchMax).default(''),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SEARCH_LIMITS.max, `limit must be at most ${SEARCH_LIMITS.max}`)
    .default(SEARCH_LIMITS.default),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchNeed = z.object({
  id: z.string(),
  title: z.string(),
  client: z.string(),
  column: ZNeedColumn,
  priority: z.string(),
});
export const ZSearchCandidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  cvRole: z.string().nullable(),
});
export const ZSearchClient = z.object({ name: z.string(), needCount: z.number().int() });
export const ZSearchUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
});

/** Few of each kind, only what the caller's role may open (candidates, users). */
export const ZSearchResults = z.object({
  needs: z.array(ZSearchNeed),
  candidates: z.array(ZSearchCandidate),
  clients: z.array(ZSearchClient),
  users: z.array(ZSearchUser),
});
export type TSearchNeed = z.infer<typeof ZSearchNeed>;
export type TSearchCandidate = z.infer<typeof ZSearchCandidate>;
export type TSearchClient = z.infer<typeof ZSearchClient>;
export type TSearchUser = z.infer<typeof ZSearchUser>;
export type TSearchResults = z.infer<typeof ZSearchResults>;
