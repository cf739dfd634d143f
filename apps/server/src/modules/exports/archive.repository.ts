import { and, asc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TArchiveFileRef, TArchiveScope } from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import {
  auditLineColumns,
  auditLog,
  candidates,
  flows,
  needCandidates,
  needs,
  steps,
  storedFiles,
  users,
  workflowRequests,
} from '../../db/schema/index.ts';
import { needCsvColumns } from '../needs/need-record.sql.ts';

/** Whose records: the whole pool, or those a Sales user owns. */
export type TArchiveOwner = { scope: TArchiveScope; userId: string };

/** The stored documents an archive carries: CVs and dossiers of candidates, needs' job descriptions. */
const ARCHIVED_KINDS = ['cv', 'dossier', 'jd'];
/** The audit records that are the history of needs and candidates (not users, keys or settings). */
const RECORD_ENTITY_TYPES = [
  'need',
  'candidate',
  'need_candidate',
  'step',
  'flow',
  'workflow_request',
];
// A step as the archive keeps it: its own content, not its RPA links, source or metadata.
const {
  workflowRequestId: _request,
  salesforceId: _salesforce,
  source: _source,
  priority: _priority,
  meta: _meta,
  ...archivedStepColumns
} = getTableColumns(steps);
/** Below every id: the first batch starts after it. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The needs a Sales user owns: those naming them among their consultants (GIN index). */
const ownedNeedIds = (userId: string) =>
  sql`select ${needs.id} from ${needs} where ${needs.consultants} @> ${JSON.stringify([userId])}::jsonb`;

/**
 * A Sales user's candidates: those on the needs they own, and those they created (the
 * candidate's `create` audit record names them), wherever they are now.
 */
const ownedCandidateIds = (userId: string) =>
  sql`select ${needCandidates.candidateId} from ${needCandidates} where ${needCandidates.needId} in (${ownedNeedIds(userId)})
    union select ${candidates.id} from ${candidates} where ${candidates.id}::text in (
      select ${auditLog.entityId} from ${auditLog}
      where ${auditLog.entityType} = 'candidate' and ${auditLog.action} = 'create' and ${auditLog.actorId} = ${userId}::uuid)`;

const archivedKinds = sql.join(
  ARCHIVED_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/** The owner's archived files, oldest first (the order their names are made unique in). */
const filesOf = (
  ownerType: 'need' | 'candidate',
  ownerId: typeof needs.id | typeof candidates.id,
) =>
  sql<TArchiveFileRef[]>`coalesce((
    select json_agg(json_build_object('key', f.key, 'filename', f.filename, 'kind', f.kind) order by f.created_at, f.key)
    from ${storedFiles} f
    where f.owner_type = ${ownerType} and f.owner_id = ${ownerId} and f.kind in (${archivedKinds})), '[]'::json)`;

/**
 * The archive's reads, each one batch after a keyset cursor (no offset, no batch re-reads what
 * came before), in a stable order, filtered to what the owner holds.
 */
export function createArchiveRepository(db: TExecutor) {
  return {
    async needsBatch(owner: TArchiveOwner, after: string | null, limit: number) {
      const where = [gt(needs.id, after ?? NO_ID)];
      if (owner.scope === 'owned')
        where.push(sql`${needs.consultants} @> ${JSON.stringify([owner.userId])}::jsonb`);
      return db
        .select({
          // The needs export's columns, and what only the archive keeps.
          ...needCsvColumns,
          description: needs.description,
          category: needs.category,
          jdSeniority: needs.jdSeniority,
          jdLocation: needs.jdLocation,
          jdExperienceYears: needs.jdExperienceYears,
          jdDesiredSkills: needs.jdDesiredSkills,
          opportunitySalesforceUrl: needs.opportunitySalesforceUrl,
          propositionSalesforceUrl: needs.propositionSalesforceUrl,
          missionSalesforceUrl: needs.missionSalesforceUrl,
          files: filesOf('need', needs.id),
        })
        .from(needs)
        .where(and(...where))
        .orderBy(asc(needs.id))
        .limit(limit);
    },

    async candidatesBatch(owner: TArchiveOwner, after: string | null, limit: number) {
      const where = [gt(candidates.id, after ?? NO_ID)];
      if (owner.scope === 'owned')
        where.push(sql`${candidates.id} in (${ownedCandidateIds(owner.userId)})`);
      return db
        .select({
          id: candidates.id,
          name: candidates.name,
          email: candidates.email,
          phone: candidates.phone,
          linkedinUrl: candidates.linkedinUrl,
          skills: candidates.skills,
          cvRole: candidates.cvRole,
          cvExperienceYears: candidates.cvExperienceYears,
          cvTrigramme: candidates.cvTrigramme,
          cvCity: candidates.cvCity,
          cvPostalCode: candidates.cvPostalCode,
          cvCountry: candidates.cvCountry,
          cvAvailability: candidates.cvAvailability,
          cvEducation: candidates.cvEducation,
          expectedTjm: candidates.expectedTjm,
          consultantDailyCost: candidates.consultantDailyCost,
          poolKind: candidates.poolKind,
          missionEndDate: candidates.missionEndDate,
          relevanceScore: candidates.relevanceScore,
          legalBasis: candidates.legalBasis,
          consentGivenAt: candidates.consentGivenAt,
          lastContactAt: candidates.lastContactAt,
          retentionDeadline: candidates.retentionDeadline,
          needIds: sql<string[]>`coalesce((
            select json_agg(nc.need_id::text order by nc.created_at, nc.need_id)
            from ${needCandidates} nc where nc.candidate_id = ${candidates.id}), '[]'::json)`,
          files: filesOf('candidate', candidates.id),
          createdAt: candidates.createdAt,
          updatedAt: candidates.updatedAt,
        })
        .from(candidates)
        .where(and(...where))
        .orderBy(asc(candidates.id))
        .limit(limit);
    },

    /** The owners of archived files with their files, by owner id, after the last owner read. */
    async filesBatch(
      owner: TArchiveOwner,
      ownerType: 'need' | 'candidate',
      after: string | null,
      limit: number,
    ): Promise<{ ownerId: string; files: TArchiveFileRef[] }[]> {
      const where: SQL[] = [
        eq(storedFiles.ownerType, ownerType),
        gt(storedFiles.ownerId, after ?? NO_ID),
        sql`${storedFiles.kind} in (${archivedKinds})`,
      ];
      if (owner.scope === 'owned')
        where.push(
          sql`${storedFiles.ownerId} in (${ownerType === 'need' ? ownedNeedIds(owner.userId) : ownedCandidateIds(owner.userId)})`,
        );
      return db
        .select({
          ownerId: storedFiles.ownerId,
          files: sql<
            TArchiveFileRef[]
          >`json_agg(json_build_object('key', ${storedFiles.key}, 'filename', ${storedFiles.filename}, 'kind', ${storedFiles.kind}) order by ${storedFiles.createdAt}, ${storedFiles.key})`,
        })
        .from(storedFiles)
        .where(and(...where))
        .groupBy(storedFiles.ownerId)
        .orderBy(asc(storedFiles.ownerId))
        .limit(limit);
    },

    /** Steps by need, candidate and creation order (the pair index), after the last one read. */
    async stepsBatch(
      owner: TArchiveOwner,
      after: { needId: string; candidateId: string; seq: number } | null,
      limit: number,
    ) {
      const where: SQL[] = [];
      if (after)
        where.push(
          sql`(${steps.needId}, ${steps.candidateId}, ${steps.seq}) > (${after.needId}::uuid, ${after.candidateId}::uuid, ${after.seq})`,
        );
      if (owner.scope === 'owned')
        where.push(sql`${steps.needId} in (${ownedNeedIds(owner.userId)})`);
      return db
        .select(archivedStepColumns)
        .from(steps)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(steps.needId), asc(steps.candidateId), asc(steps.seq))
        .limit(limit);
    },

    /** The history of the records, oldest first. */
    async historyBatch(owner: TArchiveOwner, after: number | null, limit: number) {
      const where: SQL[] = [
        gt(auditLog.id, after ?? 0),
        inArray(auditLog.entityType, RECORD_ENTITY_TYPES),
      ];
      if (owner.scope === 'owned') {
        const need = sql`select id::text from (${ownedNeedIds(owner.userId)}) n`;
        const candidate = sql`select c.candidate_id::text from (${ownedCandidateIds(owner.userId)}) c(candidate_id)`;
        where.push(
          or(
            and(eq(auditLog.entityType, 'need'), sql`${auditLog.entityId} in (${need})`),
            and(eq(auditLog.entityType, 'candidate'), sql`${auditLog.entityId} in (${candidate})`),
            and(
              eq(auditLog.entityType, 'need_candidate'),
              sql`split_part(${auditLog.entityId}, ':', 1) in (${need})`,
            ),
            and(
              eq(auditLog.entityType, 'step'),
              sql`(${auditLog.entityId} in (select s.id::text from ${steps} s where s.need_id in (${ownedNeedIds(owner.userId)}))
                or ${auditLog.changes} ->> 'needId' in (${need}))`,
            ),
            and(
              eq(auditLog.entityType, 'flow'),
              sql`${auditLog.entityId} in (select ${flows.id} from ${flows} where ${flows.needId} in (${ownedNeedIds(owner.userId)}))`,
            ),
            and(
              eq(auditLog.entityType, 'workflow_request'),
              sql`${auditLog.entityId} in (select ${workflowRequests.id}::text from ${workflowRequests} where ${workflowRequests.needId} in (${ownedNeedIds(owner.userId)}))`,
            ),
          )!,
        );
      }
      return db
        .select(auditLineColumns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...where))
        .orderBy(asc(auditLog.id))
        .limit(limit);
    },
  };
}

export type TArchiveRepository = ReturnType<typeof createArchiveRepository>;
export type TArchiveNeedRow = Awaited<ReturnType<TArchiveRepository['needsBatch']>>[number];
export type TArchiveCandidateRow = Awaited<
  ReturnType<TArchiveRepository['candidatesBatch']>
>[number];
export type TArchiveStepRow = Awaited<ReturnType<TArchiveRepository['stepsBatch']>>[number];
export type TArchiveHistoryRow = Awaited<ReturnType<TArchiveRepository['historyBatch']>>[number];
