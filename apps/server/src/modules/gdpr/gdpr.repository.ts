import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  auditLog,
  candidateReadColumns,
  candidates,
  flows,
  needCandidates,
  needs,
  scores,
  steps,
  users,
} from '../../db/schema/index.ts';

export const GDPR_ERASED_ACTION = 'gdpr_erased';
export const GDPR_WARNED_ACTION = 'gdpr_warned';
/** The Admin's delete of a candidate (a merge's removal of the duplicate carries `mergedInto`). */
export const CANDIDATE_DELETED_ACTION = 'delete';
export { ERASED_DELIVERY_BODY } from '../candidates/remove-candidate.ts';

/** The audit lines about a candidate: its own, and those of its need links (`<needId>:<candidateId>`). */
function isCandidateAuditLine(candidateId: string) {
  return or(
    and(eq(auditLog.entityType, 'candidate'), eq(auditLog.entityId, candidateId)),
    and(eq(auditLog.entityType, 'need_candidate'), like(auditLog.entityId, `%:${candidateId}`)),
  );
}

/**
 * What the access export carries of each kind of record about the candidate; steps and scores
 * name their need.
 */
const accessExportColumns = {
  steps: {
    id: steps.id,
    needId: steps.needId,
    needTitle: needs.title,
    client: needs.client,
    type: steps.type,
    status: steps.status,
    date: steps.date,
    comment: steps.comment,
    detail: steps.detail,
    createdAt: steps.createdAt,
  },
  scores: {
    needId: scores.needId,
    needTitle: needs.title,
    score: scores.score,
    justification: scores.justification,
    scoredAt: scores.scoredAt,
  },
  flows: {
    id: flows.id,
    type: flows.type,
    category: flows.category,
    status: flows.status,
    needId: flows.needId,
    result: flows.result,
    createdAt: flows.createdAt,
    completedAt: flows.completedAt,
  },
  audit: {
    entityType: auditLog.entityType,
    entityId: auditLog.entityId,
    action: auditLog.action,
    actorId: auditLog.actorId,
    changes: auditLog.changes,
    createdAt: auditLog.createdAt,
  },
};

function candidateById(tx: TExecutor, id: string) {
  return tx.select(candidateReadColumns).from(candidates).where(eq(candidates.id, id));
}

/** Candidates whose retention deadline falls up to `until` (past ones included), soonest first. */
function retentionDueBy(tx: TExecutor, until: Date, warning?: SQL) {
  return tx
    .select({
      id: candidates.id,
      name: candidates.name,
      legalBasis: candidates.legalBasis,
      retentionDeadline: candidates.retentionDeadline,
      retentionWarnedAt: candidates.retentionWarnedAt,
    })
    .from(candidates)
    .where(and(lte(candidates.retentionDeadline, until), warning))
    .orderBy(asc(candidates.retentionDeadline));
}

/** The only file of the GDPR module that touches Drizzle. */
export function createGdprRepository(db: TExecutor) {
  return {
    /** The candidate, locked for the rest of the transaction (the erasure's own read). */
    async findCandidate(id: string, tx: TExecutor = db) {
      const [row] = await candidateById(tx, id).for('update');
      return row;
    },

    async readCandidate(id: string, tx: TExecutor = db) {
      const [row] = await candidateById(tx, id);
      return row;
    },

    /**
     * Who is told of a coming erasure: the owners (creators) of the needs the candidate is on,
     * else the person who created the candidate (its `create` audit line).
     */
    async ownersOf(candidateId: string, tx: TExecutor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ id: needs.createdBy })
        .from(needCandidates)
        .innerJoin(needs, eq(needs.id, needCandidates.needId))
        .where(eq(needCandidates.candidateId, candidateId));
      const owners = rows.map((r) => r.id).filter((id): id is string => !!id);
      if (owners.length > 0) return owners;
      const [created] = await tx
        .select({ actorId: auditLog.actorId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'candidate'),
            eq(auditLog.entityId, candidateId),
            eq(auditLog.action, 'create'),
          ),
        )
        .limit(1);
      return created?.actorId ? [created.actorId] : [];
    },

    /**
     * Removes personal data from the candidate's earlier audit lines (their changes: names,
     * fields), and from those of its steps; the lines themselves (who did what, when) stay.
     */
    async scrubAudit(candidateId: string, stepIds: readonly string[], tx: TExecutor = db) {
      await tx
        .update(auditLog)
        .set({ changes: null })
        .where(
          or(
            isCandidateAuditLine(candidateId),
            stepIds.length > 0
              ? and(eq(auditLog.entityType, 'step'), inArray(auditLog.entityId, [...stepIds]))
              : undefined,
          ),
        );
    },

    /** Deadlines up to `until` not warned yet, past ones included: they are warned, not erased. */
    async dueForWarning(until: Date, tx: TExecutor = db) {
      return retentionDueBy(tx, until, isNull(candidates.retentionWarnedAt));
    },

    async markWarned(id: string, at: Date, tx: TExecutor = db) {
      await tx
        .update(candidates)
        .set({ retentionWarnedAt: at })
        .where(and(eq(candidates.id, id), isNull(candidates.retentionWarnedAt)));
    },

    /** Deadlines passed whose owner was warned; the caller applies the warning period. */
    async dueForErasure(now: Date, tx: TExecutor = db) {
      return retentionDueBy(tx, now, isNotNull(candidates.retentionWarnedAt));
    },

    async countsByBasis(tx: TExecutor = db) {
      return tx
        .select({ basis: candidates.legalBasis, count: sql<number>`count(*)::int` })
        .from(candidates)
        .groupBy(candidates.legalBasis);
    },

    /** Deadlines up to `until` (past ones included), soonest first. */
    async upcoming(until: Date, limit: number, tx: TExecutor = db) {
      return retentionDueBy(tx, until).limit(limit);
    },

    /** The anonymous erasure lines, newest first, with the Admin's name when one erased. */
    async erasures(limit: number, since?: Date, tx: TExecutor = db) {
      return tx
        .select({
          at: auditLog.createdAt,
          actorId: auditLog.actorId,
          actorName: users.name,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(
          and(
            eq(auditLog.entityType, 'candidate'),
            // An Admin's delete removes the same data: the register lists it too (a merge's
            // delete of the duplicate keeps the person, in the merged record, and is not listed).
            or(
              eq(auditLog.action, GDPR_ERASED_ACTION),
              and(
                eq(auditLog.action, CANDIDATE_DELETED_ACTION),
                sql`${auditLog.changes} ->> 'mergedInto' is null`,
              ),
            ),
            since ? gte(auditLog.createdAt, since) : undefined,
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    /** What the access export holds besides the profile: steps, scores, flows, audit lines. */
    async recordsOf(candidateId: string, tx: TExecutor = db) {
      const [stepRows, scoreRows, flowRows, auditRows] = await Promise.all([
        tx
          .select(accessExportColumns.steps)
          .from(steps)
          .innerJoin(needs, eq(needs.id, steps.needId))
          .where(eq(steps.candidateId, candidateId))
          .orderBy(asc(steps.seq)),
        tx
          .select(accessExportColumns.scores)
          .from(scores)
          .innerJoin(needs, eq(needs.id, scores.needId))
          .where(eq(scores.candidateId, candidateId)),
        tx
          .select(accessExportColumns.flows)
          .from(flows)
          .where(eq(flows.candidateId, candidateId))
          .orderBy(asc(flows.createdAt)),
        tx
          .select(accessExportColumns.audit)
          .from(auditLog)
          .where(isCandidateAuditLine(candidateId))
          .orderBy(asc(auditLog.id)),
      ]);
      return { stepRows, scoreRows, flowRows, auditRows };
    },

    /** When the last retention flow was created (the daily schedule runs one a day). */
    async lastRetentionFlowAt(type: string, tx: TExecutor = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: flows.createdAt })
        .from(flows)
        .where(eq(flows.type, type))
        .orderBy(desc(flows.createdAt))
        .limit(1);
      return row?.at ?? null;
    },
  };
}
