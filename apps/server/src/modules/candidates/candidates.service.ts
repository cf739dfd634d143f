import {
  toPage,
  type TCandidate,
  type TCandidateListQuery,
  type TNeedCandidate,
  type TCreateCandidateRequest,
} from '@staffing/domain';
import type { TActor } from '../../lib/actor.ts';
import { bindUseCase } from '../../lib/use-case.ts';
import { assertCanMutateCandidates } from '../steps/candidate-access.ts';
import { createCandidatesCountCache } from './candidates-count-cache.ts';
import { applyCandidateAnalysis } from './use-cases/apply-candidate-analysis.ts';
import { createCandidatesContext, type TCandidatesDeps } from './use-cases/context.ts';
import { createCandidate } from './use-cases/create-candidate.ts';
import { createOrMergeCandidate } from './use-cases/create-or-merge-candidate.ts';
import { deleteCandidate, removeCandidateRecord } from './use-cases/delete-candidate.ts';
import { detachCandidate } from './use-cases/detach-candidate.ts';
import { editCandidateAnalysis } from './use-cases/edit-candidate-analysis.ts';
import { editCandidate } from './use-cases/edit-candidate.ts';
import { linkCandidate } from './use-cases/link-candidate.ts';
import { listCandidatesByNeeds } from './use-cases/list-candidates-by-needs.ts';
import { listCandidatesWithStatus } from './use-cases/list-candidates-with-status.ts';
import { mergeCandidateInto } from './use-cases/merge-candidate-into.ts';
import { updateCandidate } from './use-cases/update-candidate.ts';

/** The duplicate picker's list is capped: it is searched, not paged. */
export const ALL_CANDIDATES_LIMIT = 1000;

/** The candidates module: its use cases (one file each) given one shared context. */
export function createCandidatesService(deps: TCandidatesDeps) {
  const ctx = createCandidatesContext(deps);
  const { db, repo, requireNeed, requireCandidate, serializeOne, serializeMany, publish } = ctx;

  /**
   * Transaction-aware commands: every write to a candidate, by a route or by a job (CV
   * analysis), goes through these. They write the rows and audit records in the caller's
   * transaction and return the live events to publish once it has committed. Access rules are
   * the caller's.
   */
  const commands = {
    createOrMerge: bindUseCase(ctx, createOrMergeCandidate),
    link: bindUseCase(ctx, linkCandidate),
    update: bindUseCase(ctx, updateCandidate),
    applyAnalysis: bindUseCase(ctx, applyCandidateAnalysis),
    mergeInto: bindUseCase(ctx, mergeCandidateInto),
  };

  const bulk = bindUseCase(ctx, listCandidatesByNeeds);
  const totals = createCandidatesCountCache({ bus: deps.bus });

  return {
    repo,
    commands,
    withRetention: ctx.withRetention,
    /** For modules that answer with candidates (duplicates): the one serialised shape. */
    serializeOne: ctx.serializeOne,
    serializeMany: ctx.serializeMany,

    async list(query: TCandidateListQuery) {
      const { search, status, cvAnalysis, availability } = query;
      const filter = { search, status, cvAnalysis, availability };
      const [rows, total] = await Promise.all([
        repo.list(query),
        totals.total(JSON.stringify(filter), () => repo.count(filter)),
      ]);
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

    listWithStatus: bindUseCase(ctx, listCandidatesWithStatus),

    create(actor: TActor, input: TCreateCandidateRequest) {
      assertCanMutateCandidates(actor);
      return createCandidate(ctx, actor, input, undefined);
    },

    createForNeed(actor: TActor, needId: string, input: TCreateCandidateRequest) {
      assertCanMutateCandidates(actor);
      return createCandidate(ctx, actor, input, needId);
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

    detach: bindUseCase(ctx, detachCandidate),
    update: bindUseCase(ctx, editCandidate),
    updateAnalysis: bindUseCase(ctx, editCandidateAnalysis),
    /** The Admin's delete: the same removal as an erasure (files, flows, requests), audited. */
    remove: bindUseCase(ctx, deleteCandidate),
    /** The undo of an import: the same removal, audited with the reason 'import_undone'. */
    removeImported: (actor: TActor, id: string) =>
      removeCandidateRecord(ctx, actor, id, 'import_undone'),
  };
}

export type TCandidatesService = ReturnType<typeof createCandidatesService>;
