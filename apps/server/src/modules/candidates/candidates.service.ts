import {
  CANDIDATE_DELETE_REASON,
  can,
  CANDIDATE_ANALYSED_FIELDS,
  DEFAULT_FOLLOW_UP_DAYS,
  ErrorCode,
  findNoGoStep,
  followUpOf,
  getCandidateStage,
  getStageProgress,
  getStepDetailKey,
  isUuid,
  CANDIDATE_MESSAGES,
  isClientCvUrl,
  isConsentDateMissing,
  markManualFields,
  mergeCandidateData,
  toPage,
  type TCandidate,
  type TCandidateListQuery,
  type TCandidatesByNeed,
  type TCandidateWithStatus,
  type TLatestStep,
  type TNeedCandidate,
  type TCreateCandidateRequest,
  type TStepType,
  type TUpdateCandidateRequest,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { auditDiff, writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import { serializeStep } from '../steps/steps.serializer.ts';
import { addIdentifiedStep, stepEvent } from '../steps/steps.service.ts';
import type { TStepRow } from '../steps/steps.repository.ts';
import { getFieldsFromCvAnalysis, type TCandidateAnalysisUpdate } from './candidate-analysis.ts';
import { NO_FILES, removeCandidateData, type TCandidateFiles } from './remove-candidate.ts';
import {
  gdprDateColumns,
  recomputeRetention,
  type TRetentionConfig,
} from './candidate-retention.ts';
import {
  assertCanMutateCandidates,
  CANDIDATE_API_MESSAGES as M,
  isUniqueViolation,
} from './candidate-access.ts';
import {
  createCandidatesRepository,
  type TCandidateInsert,
  type TCandidateRow,
} from './candidates.repository.ts';
import { groupLinks, serializeCandidate } from './candidates.serializer.ts';

const EMAIL_INDEX = 'candidates_email_lower_idx';
/** The duplicate picker's list is capped: it is searched, not paged. */
export const ALL_CANDIDATES_LIMIT = 1000;
const BULK_NEEDS_LIMIT = 200;

/** The latest step with its type's detail object also under `detail`. */
function serializeLatestStep(row: TStepRow | null): TLatestStep | null {
  if (!row) return null;
  const step = serializeStep(row);
  const key = getStepDetailKey(step.type);
  return { ...step, detail: key ? (step[key] as Record<string, unknown> | null) : null };
}

const pairKey = (needId: string, candidateId: string) => `${needId}:${candidateId}`;

/** The NO_GO decision of each need and candidate pair, by `pairKey` (the domain decides). */
function noGoStepsByPair(rows: readonly TStepRow[]): Map<string, TLatestStep> {
  const byPair = new Map<string, TLatestStep[]>();
  for (const row of rows) {
    const key = pairKey(row.needId, row.candidateId);
    byPair.set(key, [...(byPair.get(key) ?? []), serializeLatestStep(row)!]);
  }
  const out = new Map<string, TLatestStep>();
  for (const [key, list] of byPair) {
    const noGo = findNoGoStep(list);
    if (noGo) out.set(key, noGo);
  }
  return out;
}

/** The values of a create request that are set, as columns. */
function toColumns(input: Record<string, unknown>): Partial<TCandidateInsert> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && k !== 'version') out[k] = v;
  return out as Partial<TCandidateInsert>;
}

/** A person's write: the analysed fields it changes become theirs (docs/decisions/0012-reviewed-imports.md). */
function manualAfter(before: TCandidateRow | null, written: Record<string, unknown>): string[] {
  return markManualFields(
    before?.manualFields ?? [],
    written,
    CANDIDATE_ANALYSED_FIELDS,
    before ? (before as unknown as Record<string, unknown>) : undefined,
  );
}

/** The manual fields of both records of a merge: what either person typed stays theirs. */
function manualUnion(existing: readonly string[], incoming: readonly string[] | undefined) {
  return CANDIDATE_ANALYSED_FIELDS.filter(
    (key) => existing.includes(key) || (incoming ?? []).includes(key),
  );
}

/** The merge patch, with the manual fields joined rather than replaced. */
function mergePatch(
  existing: TCandidateRow,
  values: Partial<TCandidateInsert>,
): Partial<TCandidateInsert> {
  const { manualFields, ...incoming } = values;
  const patch = mergeCandidateData(
    existing as unknown as Record<string, unknown>,
    incoming,
  ) as Partial<TCandidateInsert>;
  const union = manualUnion(existing.manualFields ?? [], manualFields);
  if (JSON.stringify(union) !== JSON.stringify(existing.manualFields ?? []))
    patch.manualFields = union;
  return patch;
}

export function createCandidatesService(deps: {
  db: TDb;
  bus: TEventBus;
  /** FOLLOW_UP_DAYS: the `followUp.due` flag of a need's candidates. */
  followUpDays?: number;
  /** GDPR retention durations (config); the domain defaults without. */
  retention?: TRetentionConfig;
  /** The stored files, registered after this service (hence read when a candidate is deleted). */
  files?: () => TCandidateFiles | undefined;
}) {
  const { db, bus } = deps;
  const followUpDays = deps.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS;
  /** Read from the latest step the list already holds: no query of its own. */
  const followUpFor = (latest: TStepRow | null, now: Date) =>
    followUpOf(latest ? [{ ...latest, type: latest.type as TStepType }] : [], now, followUpDays);
  const repo = createCandidatesRepository(db);

  /** Stores the candidate's retention deadline again and reads the row back when it moved. */
  async function withRetention(tx: TExecutor, row: TCandidateRow): Promise<TCandidateRow> {
    const deadline = await recomputeRetention(tx, row.id, deps.retention);
    if (deadline === undefined) return row;
    if ((deadline?.getTime() ?? null) === (row.retentionDeadline?.getTime() ?? null)) return row;
    return (await repo.findById(row.id, tx)) ?? row;
  }

  async function serializeOne(
    row: TCandidateRow,
    forNeed?: { needId: string; status: string },
    tx: TExecutor = db,
  ) {
    const links = await repo.needLinksFor([row.id], tx);
    return serializeCandidate(row, links, forNeed);
  }

  async function serializeMany(
    rows: readonly { candidate: TCandidateRow; forNeed?: { needId: string; status: string } }[],
  ): Promise<TCandidate[]> {
    const links = groupLinks(
      await repo.needLinksFor([...new Set(rows.map((r) => r.candidate.id))]),
    );
    return rows.map((r) =>
      serializeCandidate(r.candidate, links.get(r.candidate.id) ?? [], r.forNeed),
    );
  }

  async function requireNeed(needId: string, tx: TExecutor = db) {
    const need = await repo.findNeed(needId, tx);
    if (!need) throw notFound(M.needNotFound);
    return need;
  }

  async function requireCandidate(id: string, tx: TExecutor = db) {
    const row = await repo.findById(id, tx);
    if (!row) throw notFound(M.candidateNotFound);
    return row;
  }

  async function publish(events: TLiveEvent[]) {
    for (const event of events) await bus.publish(event);
  }

  /** candidate_updated once per linked need (the web refreshes per need), or once without one. */
  function candidateUpdatedEvents(candidate: TCandidate, action?: string): TLiveEvent[] {
    const needIds = candidate.needs.map((n) => n.needId);
    const base = { candidate, ...(action ? { action } : {}) };
    if (needIds.length === 0) return [liveEvent('candidate_updated', candidate.id, base)];
    return needIds.map((needId) =>
      liveEvent('candidate_updated', candidate.id, { ...base, need_id: needId }),
    );
  }

  /**
   * Links the pair (audit `link`) and gives it its CANDIDATE_IDENTIFIED step (audit `create`)
   * when it has none; step_created to publish.
   */
  async function linkTx(
    tx: TExecutor,
    actorId: string | null,
    needId: string,
    candidateId: string,
  ) {
    const linked = await repo.link(needId, candidateId, tx);
    if (linked)
      await writeAudit(tx, {
        entityType: 'need_candidate',
        entityId: `${needId}:${candidateId}`,
        action: 'link',
        actorId,
      });
    const step = (await repo.pairHasSteps(needId, candidateId, tx))
      ? null
      : await addIdentifiedStep(tx, { needId, candidateId }, actorId);
    return {
      linked,
      step,
      events: step ? [stepEvent('step_created', serializeStep(step))] : [],
    };
  }

  /**
   * Transaction-aware commands: every write to a candidate, by a route or by a job (CV
   * analysis), goes through these. They write the rows and audit records in the caller's
   * transaction and return the live events to publish once it has committed. Access rules are
   * the caller's.
   */
  const commands = {
    /**
     * Creates the candidate, or merges into the one with the same e-mail (docs/decisions/0008-candidate-merge.md). With a
     * need, links it and gives the pair its CANDIDATE_IDENTIFIED step when it has none.
     */
    async createOrMerge(
      tx: TExecutor,
      actorId: string | null,
      values: Partial<TCandidateInsert> & { name: string },
      needId: string | undefined,
      audit: Record<string, unknown> = {},
    ) {
      if (needId) await requireNeed(needId, tx);
      const existing = values.email ? await repo.findByEmail(values.email, tx) : undefined;
      let row: TCandidateRow;
      if (existing) {
        const patch = mergePatch(existing, values);
        row = Object.keys(patch).length
          ? ((await repo.update(existing.id, patch, undefined, tx)) ?? existing)
          : existing;
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: row.id,
          action: 'merge',
          actorId,
          changes: { fields: Object.keys(patch), needId: needId ?? null, ...audit },
        });
      } else {
        row = await repo.insert(values as TCandidateInsert, tx);
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: row.id,
          action: 'create',
          actorId,
          changes: { needId: needId ?? null, ...audit },
        });
      }
      const link = needId ? await linkTx(tx, actorId, needId, row.id) : null;
      row = await withRetention(tx, row);
      const candidate = await serializeOne(
        row,
        needId ? { needId, status: 'ACTIVE' } : undefined,
        tx,
      );
      const events: TLiveEvent[] = existing
        ? needId
          ? [
              liveEvent('candidate_updated', candidate.id, {
                candidate,
                need_id: needId,
                action: 'MERGED',
                // Whether the merge also linked the pair (webhooks send candidate.linked then).
                linked: link?.linked ?? false,
              }),
            ]
          : candidateUpdatedEvents(candidate, 'MERGED')
        : [liveEvent('candidate_created', candidate.id, { candidate, need_id: needId ?? null })];
      if (link) events.push(...link.events);
      return { row, candidate, merged: !!existing, step: link?.step ?? null, events };
    },

    /** Links an existing candidate to a need (with its identified step when the pair has none). */
    async link(tx: TExecutor, actorId: string | null, needId: string, candidateId: string) {
      await requireNeed(needId, tx);
      const found = await requireCandidate(candidateId, tx);
      const result = await linkTx(tx, actorId, needId, candidateId);
      const row = await withRetention(tx, found);
      const candidate = await serializeOne(row, { needId, status: 'ACTIVE' }, tx);
      const events: TLiveEvent[] = result.linked
        ? [
            liveEvent('candidate_updated', candidateId, {
              candidate,
              need_id: needId,
              action: 'LINKED',
            }),
          ]
        : [];
      events.push(...result.events);
      return { candidate, linked: result.linked, events };
    },

    /**
     * One write to an existing candidate's fields (a manual edit, a CV file set or cleared):
     * checked against `expectedVersion` when given, audit `action` {fields, ...audit},
     * candidate_updated {candidate, need_id} per linked need. An e-mail already held by another
     * candidate is refused.
     */
    async update(
      tx: TExecutor,
      actorId: string | null,
      id: string,
      action: string,
      changes: Partial<TCandidateInsert>,
      options: { expectedVersion?: number; audit?: Record<string, unknown> } = {},
    ) {
      if (changes.email) {
        const other = await repo.findByEmail(changes.email, tx);
        if (other && other.id !== id) throw conflict(M.emailTaken);
      }
      const before = await repo.findById(id, tx);
      const written = await repo.update(id, changes, options.expectedVersion, tx);
      if (!written) {
        if (before) throw new AppError(ErrorCode.STALE_UPDATE, M.stale);
        throw notFound(M.candidateNotFound);
      }
      const updated = await withRetention(tx, written);
      await writeAudit(tx, {
        entityType: 'candidate',
        entityId: id,
        action,
        actorId,
        changes: {
          fields: Object.keys(changes),
          diff: auditDiff(before, updated, Object.keys(changes)),
          ...options.audit,
        },
      });
      const candidate = await serializeOne(updated, undefined, tx);
      return { row: updated, candidate, events: candidateUpdatedEvents(candidate) };
    },

    /**
     * Writes a CV analysis (or its status) onto the candidate: audit `analysis`,
     * candidate_updated {candidate, action: ANALYSIS_UPDATED}. An e-mail already held by another
     * candidate is refused, as on an edit.
     */
    async applyAnalysis(
      tx: TExecutor,
      actorId: string | null,
      id: string,
      changes: Partial<TCandidateInsert>,
      audit: Record<string, unknown> = {},
    ) {
      if (changes.email) {
        const other = await repo.findByEmail(changes.email, tx);
        if (other && other.id !== id) throw conflict(M.emailTaken);
      }
      const updated = await repo.update(id, changes, undefined, tx);
      if (!updated) throw notFound(M.candidateNotFound);
      await writeAudit(tx, {
        entityType: 'candidate',
        entityId: id,
        action: 'analysis',
        actorId,
        changes: { fields: Object.keys(changes), status: changes.cvAnalysisStatus, ...audit },
      });
      const candidate = await serializeOne(updated, undefined, tx);
      return {
        row: updated,
        candidate,
        events: candidateUpdatedEvents(candidate, 'ANALYSIS_UPDATED'),
      };
    },

    /**
     * Folds a record made for a document into the candidate who already has its e-mail, by the
     * rule of a manual add (docs/decisions/0008-candidate-merge.md): the incoming values merge into theirs (audit `merge`),
     * the need links and steps of `fromId` move onto them (audit `link`), `fromId` is deleted
     * (audit `delete`). Events: candidate_deleted {merged_into} for `fromId`, then what a manual
     * merge publishes.
     */
    async mergeInto(
      tx: TExecutor,
      actorId: string | null,
      input: {
        fromId: string;
        intoId: string;
        values: Partial<TCandidateInsert>;
        needId: string | null;
      },
      audit: Record<string, unknown> = {},
    ) {
      const { fromId, intoId, needId } = input;
      const from = await requireCandidate(fromId, tx);
      const into = await requireCandidate(intoId, tx);
      const moved = await repo.moveLinks(fromId, intoId, tx);
      for (const movedNeedId of moved)
        await writeAudit(tx, {
          entityType: 'need_candidate',
          entityId: `${movedNeedId}:${intoId}`,
          action: 'link',
          actorId,
          changes: { mergedFrom: fromId },
        });
      await repo.delete(fromId, tx);
      await writeAudit(tx, {
        entityType: 'candidate',
        entityId: fromId,
        action: 'delete',
        actorId,
        changes: { name: from.name, mergedInto: intoId, ...audit },
      });
      const patch = mergePatch(into, input.values);
      const row = await withRetention(
        tx,
        Object.keys(patch).length
          ? ((await repo.update(intoId, patch, undefined, tx)) ?? into)
          : into,
      );
      await writeAudit(tx, {
        entityType: 'candidate',
        entityId: intoId,
        action: 'merge',
        actorId,
        changes: { fields: Object.keys(patch), needId, mergedFrom: fromId, ...audit },
      });
      const candidate = await serializeOne(
        row,
        needId ? { needId, status: 'ACTIVE' } : undefined,
        tx,
      );
      const events: TLiveEvent[] = [
        liveEvent('candidate_deleted', fromId, {
          id: fromId,
          merged_into: intoId,
          need_id: needId,
        }),
        ...(needId
          ? [
              liveEvent('candidate_updated', intoId, {
                candidate,
                need_id: needId,
                action: 'MERGED',
                // As a manual merge: whether the pair is linked by this merge (candidate.linked).
                linked: moved.includes(needId),
              }),
            ]
          : candidateUpdatedEvents(candidate, 'MERGED')),
      ];
      return { row, candidate, events };
    },
  };

  /** The route's create: one transaction, run again once if the e-mail was taken meanwhile. */
  async function createOrMerge(
    actor: TActor,
    input: TCreateCandidateRequest,
    needId: string | undefined,
  ) {
    const columns = gdprDateColumns(toColumns(input as Record<string, unknown>));
    if (isConsentDateMissing(columns)) columns.consentGivenAt = new Date();
    const values = {
      ...columns,
      name: input.name,
      manualFields: manualAfter(null, { ...columns, name: input.name }),
    };
    const run = () => db.transaction((tx) => commands.createOrMerge(tx, actor.id, values, needId));
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await run();
    } catch (err) {
      // Another request created this e-mail meanwhile: run again, which now merges.
      if (!isUniqueViolation(err, EMAIL_INDEX)) throw err;
      result = await run();
    }
    await publish(result.events);
    return { candidate: result.candidate, merged: result.merged };
  }

  /** Candidates of several needs: a constant number of queries, whatever the number of needs. */
  async function bulk(needIdsText: string | string[] | undefined): Promise<TCandidatesByNeed> {
    const parts = (Array.isArray(needIdsText) ? needIdsText : [needIdsText ?? '']).flatMap((p) =>
      p.split(','),
    );
    const needIds = [...new Set(parts.map((p) => p.trim()).filter(isUuid))].slice(
      0,
      BULK_NEEDS_LIMIT,
    );
    // The NO_GO decisions depend on the needs alone: read beside the candidates, not after.
    const [rows, noGoSteps] = await Promise.all([
      repo.listForNeeds(needIds, undefined, { withTypes: false }),
      repo.goNoGoStepsForNeeds(needIds),
    ]);
    const links = groupLinks(
      await repo.needLinksFor([...new Set(rows.map((r) => r.candidate.id))]),
    );
    const noGo = noGoStepsByPair(noGoSteps);
    const now = new Date();
    const out: TCandidatesByNeed = Object.fromEntries(needIds.map((id) => [id, []]));
    for (const r of rows)
      out[r.needId]!.push({
        ...serializeCandidate(r.candidate, links.get(r.candidate.id) ?? [], {
          needId: r.needId,
          status: r.linkStatus,
        }),
        latestStep: serializeLatestStep(r.latest),
        noGoStep: noGo.get(pairKey(r.needId, r.candidate.id)) ?? null,
        followUp: followUpFor(r.latest, now),
      });
    return out;
  }

  return {
    repo,
    commands,
    withRetention,

    async list(query: TCandidateListQuery) {
      const { rows, total } = await repo.list(query);
      const items = await serializeMany(rows.map((candidate) => ({ candidate })));
      return toPage(items, total, query.page, query.size);
    },

    async listAll(search: string | undefined): Promise<TCandidate[]> {
      const rows = await repo.search(search?.trim() || undefined, ALL_CANDIDATES_LIMIT);
      return serializeMany(rows.map((candidate) => ({ candidate })));
    },

    async get(id: string): Promise<TCandidate> {
      return serializeOne(await requireCandidate(id));
    },

    async listForNeed(needId: string): Promise<TNeedCandidate[]> {
      await requireNeed(needId);
      return (await bulk(needId))[needId] ?? [];
    },

    bulk,

    async listWithStatus(needId: string): Promise<TCandidateWithStatus[]> {
      await requireNeed(needId);
      const rows = await repo.listForNeeds([needId]);
      const links = groupLinks(await repo.needLinksFor(rows.map((r) => r.candidate.id)));
      const noGo = noGoStepsByPair(await repo.goNoGoStepsForNeeds([needId]));
      const now = new Date();
      return rows.map((r) => {
        const stage = getCandidateStage(r.types.map((type) => ({ type: type as TStepType })));
        return {
          ...serializeCandidate(r.candidate, links.get(r.candidate.id) ?? [], {
            needId,
            status: r.linkStatus,
          }),
          latestStep: serializeLatestStep(r.latest),
          noGoStep: noGo.get(pairKey(needId, r.candidate.id)) ?? null,
          followUp: followUpFor(r.latest, now),
          stage,
          stageProgress: getStageProgress(stage),
        };
      });
    },

    create(actor: TActor, input: TCreateCandidateRequest) {
      assertCanMutateCandidates(actor);
      return createOrMerge(actor, input, undefined);
    },

    createForNeed(actor: TActor, needId: string, input: TCreateCandidateRequest) {
      assertCanMutateCandidates(actor);
      return createOrMerge(actor, input, needId);
    },

    /** Links an existing candidate; `linked` is false when the pair was already linked. */
    async link(
      actor: TActor,
      needId: string,
      candidateId: string,
    ): Promise<{ candidate: TCandidate; linked: boolean }> {
      assertCanMutateCandidates(actor);
      const result = await db.transaction((tx) => commands.link(tx, actor.id, needId, candidateId));
      await publish(result.events);
      return { candidate: result.candidate, linked: result.linked };
    },

    async detach(actor: TActor, needId: string, candidateId: string): Promise<void> {
      if (!can.detachCandidate(actor.role)) throw forbidden(M.detachAdminOnly);
      const need = await db.transaction(async (tx) => {
        const found = await requireNeed(needId, tx);
        if (!(await repo.unlink(needId, candidateId, tx))) throw notFound(M.notAssociated);
        await writeAudit(tx, {
          entityType: 'need_candidate',
          entityId: `${needId}:${candidateId}`,
          action: 'unlink',
          actorId: actor.id,
        });
        return found;
      });
      const row = await repo.findById(candidateId);
      const events: TLiveEvent[] = [];
      if (row) {
        const candidate = await serializeOne(row);
        events.push(
          liveEvent('candidate_updated', candidateId, {
            candidate,
            need_id: needId,
            action: 'DETACHED',
          }),
        );
      }
      events.push(
        liveEvent('need_updated', needId, {
          action: 'CANDIDATE_DETACHED',
          candidate_id: candidateId,
          column: need.column,
          progressPct: need.progressPct,
        }),
      );
      await publish(events);
    },

    async update(
      actor: TActor,
      id: string,
      input: TUpdateCandidateRequest,
      ifMatchVersion?: number,
    ): Promise<TCandidate> {
      assertCanMutateCandidates(actor);
      const { version: bodyVersion, ...fields } = input;
      const expectedVersion = bodyVersion ?? ifMatchVersion;
      const existing = await requireCandidate(id);
      if (expectedVersion !== undefined && expectedVersion !== existing.version)
        throw new AppError(ErrorCode.STALE_UPDATE, M.stale);
      const changes = gdprDateColumns(toColumns(fields as Record<string, unknown>));
      if (isConsentDateMissing(changes, existing.consentGivenAt))
        changes.consentGivenAt = new Date();
      if (typeof changes.cvUrl === 'string' && !isClientCvUrl(changes.cvUrl)) {
        // The edit form sends the stored key back unchanged: that is no change. Any other key
        // is the server's to write, through an upload.
        if (changes.cvUrl !== existing.cvUrl) throw badInput(CANDIDATE_MESSAGES.cvUrlStorageKey);
        delete changes.cvUrl;
      }
      if (changes.email && changes.email.toLowerCase() !== existing.email?.toLowerCase()) {
        const other = await repo.findByEmail(changes.email);
        if (other && other.id !== id) throw conflict(M.emailTaken);
      }
      if (Object.keys(changes).length === 0) return serializeOne(existing);
      const manualFields = manualAfter(existing, changes);
      if (JSON.stringify(manualFields) !== JSON.stringify(existing.manualFields ?? []))
        changes.manualFields = manualFields;
      let result: Awaited<ReturnType<typeof commands.update>>;
      try {
        result = await db.transaction((tx) =>
          commands.update(tx, actor.id, id, 'update', changes, { expectedVersion }),
        );
      } catch (err) {
        if (isUniqueViolation(err, EMAIL_INDEX)) throw conflict(M.emailTaken);
        throw err;
      }
      await publish(result.events);
      return result.candidate;
    },

    async updateAnalysis(
      actor: TActor,
      id: string,
      input: TCandidateAnalysisUpdate,
    ): Promise<TCandidate> {
      assertCanMutateCandidates(actor);
      const existing = await requireCandidate(id);
      const changes: Partial<TCandidateInsert> = {};
      if (input.cvAnalysis !== undefined) {
        changes.cvAnalysis = input.cvAnalysis;
        if (input.cvAnalysis)
          Object.assign(
            changes,
            getFieldsFromCvAnalysis(input.cvAnalysis, { skills: existing.skills ?? [] }),
          );
      }
      changes.cvAnalysisStatus =
        input.cvAnalysisStatus ?? (input.cvAnalysis ? 'READY' : existing.cvAnalysisStatus);
      // An analysis a person edited and saved is theirs, as an edit of the fields is.
      const manualFields = manualAfter(existing, changes);
      if (JSON.stringify(manualFields) !== JSON.stringify(existing.manualFields ?? []))
        changes.manualFields = manualFields;
      const result = await db.transaction((tx) =>
        commands.applyAnalysis(tx, actor.id, id, changes),
      );
      await publish(result.events);
      return result.candidate;
    },

    /** The Admin's delete: the same removal as an erasure (files, flows, requests), audited. */
    async remove(actor: TActor, id: string): Promise<void> {
      if (!can.deleteCandidate(actor.role)) throw forbidden(M.deleteAdminOnly);
      const existing = await requireCandidate(id);
      const before = await serializeOne(existing);
      const files = deps.files?.() ?? NO_FILES;
      const removed = await db.transaction(async (tx) => {
        const out = await removeCandidateData(tx, id, files);
        if (!out) throw notFound(M.candidateNotFound);
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: id,
          action: 'delete',
          actorId: actor.id,
          changes: {
            name: existing.name,
            reason: CANDIDATE_DELETE_REASON,
            basis: existing.legalBasis,
            deadline: existing.retentionDeadline?.toISOString() ?? null,
            files: out.keys.length,
          },
        });
        return out;
      });
      await files.removeStored(removed.keys);
      await publish(candidateUpdatedEvents(before, 'DELETED'));
    },
  };
}

export type TCandidatesService = ReturnType<typeof createCandidatesService>;
