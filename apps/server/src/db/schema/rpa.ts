import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, ts } from './columns.ts';

/**
 * Verification codes typed in the live viewer of a browser run, waiting for the run to use them.
 * Kept in the database so a code reaches the run whichever process holds the viewer's socket;
 * a code is used once (consumed_at) and ignored after 10 minutes.
 */
export const rpaTwofaCodes = pgTable(
  'rpa_twofa_codes',
  {
    id: serialId(),
    flowId: text('flow_id').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('rpa_twofa_codes_flow_id_idx').on(t.flowId, t.createdAt)],
);
