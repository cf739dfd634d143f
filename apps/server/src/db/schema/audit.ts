import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // Analytics and the GDPR register read actions over a period.
    index('audit_log_action_created_idx').on(t.entityType, t.action, t.createdAt),
  ],
);
