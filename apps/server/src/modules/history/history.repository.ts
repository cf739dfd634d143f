import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { HISTORY_KIND_RULES, type THistoryAuditRow, type THistoryKind } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import {
  auditLineColumns,
  auditLog,
  candidates,
  needs,
  steps,
  users,
} from '../../db/schema/index.ts';

export type THistoryScope = { entity: 'need' | 'candidate'; id: string };
export type THistoryFilter = {
  kinds?: THistoryKind[] | undefined;
  actorId?: string | undefined;
  before?: string | undefined;
  limit: number;
};

/** A LIKE pattern matching `text` literally ('crm_' must not match 'crmX'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The kind of a record in SQL, from the domain's one list of rules (`historyKindOf`). */
function kindExpression(): SQL {
  const whens = HISTORY_KIND_RULES.map((rule) => {
    const entity = sql`${auditLog.entityType} = ${rule.entityType}`;
    const action =
      rule.action === undefined
        ? sql`true`
        : rule.action.endsWith('*')
          ? sql`${auditLog.action} like ${`${escapeLike(rule.action.slice(0, -1))}%`}`
          : sql`${auditLog.action} = ${rule.action}`;
    return sql`when ${entity} and ${action} then ${rule.kind}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} else 'other' end)`;
}

/**
 * The records of a need: its own; its candidate links (`need_candidate` `<needId>:<candidateId>`);
 * its steps, the live ones by the steps table and deleted ones by the needId their creation
 * recorded; its flows (CRM runs) and workflow requests. A candidate's: its own, its links, its
 * steps on any need, its flows and workflow requests. Each part reaches audit_log through its
 * (entity_type, entity_id) index; only the ids of deleted steps read `changes`.
 */
function scopeCondition({ entity, id }: THistoryScope): SQL {
  const column = entity === 'need' ? sql`need_id` : sql`candidate_id`;
  const key = entity === 'need' ? 'needId' : 'candidateId';
  const linkPattern = entity === 'need' ? `${id}:%` : `%:${id}`;
  // A candidate's history also holds the records merged into it (docs/duplicates.md).
  const own =
    entity === 'candidate'
      ? sql`${auditLog.entityId} in (select ${id}::text union all select m.merged_id::text from candidate_merges m where m.kept_id = ${id}::uuid and m.undone_at is null)`
      : eq(auditLog.entityId, id);
  return or(
    and(eq(auditLog.entityType, entity), own),
    and(eq(auditLog.entityType, 'need_candidate'), sql`${auditLog.entityId} like ${linkPattern}`),
    and(
      eq(auditLog.entityType, 'step'),
      sql`${auditLog.entityId} in (
        select s.id::text from steps s where s.${column} = ${id}::uuid
        union
        select d.entity_id from audit_log d
        where d.entity_type = 'step' and d.action in ('create', 'delete')
          and d.changes ->> ${key} = ${id})`,
    ),
    and(
      eq(auditLog.entityType, 'flow'),
      or(
        sql`${auditLog.entityId} in (select f.id from flows f where f.${column} = ${id}::uuid)`,
        and(eq(auditLog.action, 'rpa_launch'), sql`${auditLog.changes} ->> ${key} = ${id}`),
      ),
    ),
    and(
      eq(auditLog.entityType, 'workflow_request'),
      or(
        sql`${auditLog.entityId} in (select w.id::text from workflow_requests w where w.${column} = ${id}::uuid)`,
        sql`${auditLog.changes} ->> ${key} = ${id}`,
      ),
    ),
  )!;
}

export function createHistoryRepository(db: TExecutor) {
  return {
    async exists({ entity, id }: THistoryScope, tx: TExecutor = db): Promise<boolean> {
      const table = entity === 'need' ? needs : candidates;
      const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      return !!row;
    },

    /** Newest first, `limit + 1` rows (the extra one tells whether there is an older page). */
    async list(
      scope: THistoryScope,
      filter: THistoryFilter,
      tx: TExecutor = db,
    ): Promise<THistoryAuditRow[]> {
      const conditions: SQL[] = [scopeCondition(scope)];
      if (filter.kinds?.length) conditions.push(inArray(kindExpression(), filter.kinds));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.before) conditions.push(lt(auditLog.id, Number(filter.before)));
      return (
        tx
          .select({
            ...auditLineColumns,
            stepType: steps.type,
            candidateId: candidates.id,
            candidateName: candidates.name,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .leftJoin(
            steps,
            and(eq(auditLog.entityType, 'step'), sql`${steps.id}::text = ${auditLog.entityId}`),
          )
          // The candidate a step or a link ('<needId>:<candidateId>') is about.
          .leftJoin(
            candidates,
            sql`${candidates.id}::text = coalesce(${steps.candidateId}::text, case when ${auditLog.entityType} = 'need_candidate' then split_part(${auditLog.entityId}, ':', 2) end)`,
          )
          .where(and(...conditions))
          .orderBy(desc(auditLog.id))
          .limit(filter.limit + 1)
      );
    },
  };
}
