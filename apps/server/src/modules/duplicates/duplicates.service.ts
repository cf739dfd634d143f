import {
  canUndoMerge,
  defaultMergeChoices,
  DUPLICATE_MESSAGES as DM,
  ErrorCode,
  MERGE_FIELDS,
  MERGE_UNDO_DAYS,
  type TCandidate,
  type TCandidateMerge,
  type TMergeCandidatesRequest,
  type TMergeField,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badInput, conflict, notFound } from '../../lib/errors.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import type { TCandidateInsert, TCandidateRow } from '../candidates/candidates.repository.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { CANDIDATE_API_MESSAGES as M } from '../steps/candidate-access.ts';
import {
  createDuplicatesRepository,
  type TMergeRow,
  type TMovedRows,
} from './duplicates.repository.ts';
import { createDuplicateFinder } from './find-duplicates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type TSnapshot = {
  candidate: Record<string, unknown>;
  /** The kept record's fields the merge replaced, and what it wrote there. */
  keptBefore: Record<string, unknown>;
  keptAfter: Record<string, unknown>;
  moved: TMovedRows;
  /** Rows of the merged record that the kept one already had (same need, same step type). */
  dropped: {
    links: Record<string, unknown>[];
    steps: Record<string, unknown>[];
    scores: Record<string, unknown>[];
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Duplicates of candidates (docs/duplicates.md): finding them on any arrival path, remembering
 * 'Not the same person', merging two records into one and undoing it for 30 days.
 */
export function createDuplicatesService(deps: {
  db: TDb;
  bus: TEventBus;
  candidates: TCandidatesService;
}) {
  const { db, bus, candidates } = deps;
  const repo = createDuplicatesRepository(db);
  const candidatesRepo = candidates.repo;
  const finder = createDuplicateFinder({ db, repo, candidates });

  async function publish(events: TLiveEvent[]) {
    for (const event of events) await bus.publish(event);
  }

  async function dismiss(actor: TActor, candidateId: string, otherId: string) {
    if (candidateId === otherId) throw badInput(DM.sameCandidate);
    const found = await repo.candidatesByIds([candidateId, otherId]);
    if (found.length !== 2) throw notFound(M.candidateNotFound);
    await db.transaction(async (tx) => {
      if (await repo.dismiss(candidateId, otherId, actor.id, tx))
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: candidateId,
          action: 'dismiss_duplicate',
          actorId: actor.id,
          changes: { otherId },
        });
    });
  }

  function serializeMerge(merge: TMergeRow, candidate: TCandidate): TCandidateMerge {
    return {
      id: merge.id,
      keptId: merge.keptId,
      mergedId: merge.mergedId,
      mergedName: merge.mergedName,
      createdAt: merge.createdAt.toISOString(),
      undoUntil: new Date(merge.createdAt.getTime() + MERGE_UNDO_DAYS * DAY_MS).toISOString(),
      undoneAt: merge.undoneAt ? merge.undoneAt.toISOString() : null,
      candidate,
    };
  }

  /**
   * Folds `mergedId` into `keptId` in one transaction: the chosen fields, then every row that
   * names the merged record (need links, steps, scores, files, flows, workflow requests, earlier
   * merges). Where both were on the same need the kept link stays and takes the merged steps of
   * types it lacks, so the pair keeps the most advanced step of either; steps of a type both had,
   * and the merged score there, are set aside in the snapshot for an undo.
   */
  async function merge(
    actor: TActor,
    keptId: string,
    input: TMergeCandidatesRequest,
  ): Promise<TCandidateMerge> {
    const { mergedId } = input;
    if (keptId === mergedId) throw badInput(DM.sameCandidate);
    const result = await db.transaction(async (tx) => {
      await repo.lockCandidates([keptId, mergedId], tx);
      const kept = await candidatesRepo.findById(keptId, tx);
      const merged = await candidatesRepo.findById(mergedId, tx);
      if (!kept || !merged) throw notFound(M.candidateNotFound);
      if (
        (input.version !== undefined && input.version !== kept.version) ||
        (input.mergedVersion !== undefined && input.mergedVersion !== merged.version)
      )
        throw new AppError(ErrorCode.STALE_UPDATE, DM.mergeStale);

      const choices = { ...defaultMergeChoices(kept, merged), ...input.fields };
      const patch: Partial<TCandidateInsert> = {};
      const keptBefore: Record<string, unknown> = {};
      const source = (field: TMergeField) => (choices[field] === 'merged' ? merged : kept);
      for (const field of MERGE_FIELDS) {
        if (choices[field] !== 'merged' || field === 'cvUrl') continue;
        const value = merged[field];
        if (same(value, kept[field])) continue;
        keptBefore[field] = kept[field];
        (patch as Record<string, unknown>)[field] = value;
      }
      // The CV goes with its file: the chosen record's key and name travel together.
      if (choices.cvUrl === 'merged' && !same(merged.cvUrl, kept.cvUrl)) {
        for (const field of ['cvUrl', 'cvFileKey', 'cvFileName'] as const) {
          keptBefore[field] = kept[field];
          patch[field] = source('cvUrl')[field];
        }
      }
      const skills = [...new Set([...(kept.skills ?? []), ...(merged.skills ?? [])])];
      if (!same(skills, kept.skills)) {
        keptBefore.skills = kept.skills;
        patch.skills = skills;
      }

      const owned = await repo.ownedBy(mergedId, tx);
      const keptOwned = await repo.ownedBy(keptId, tx);
      const keptNeeds = new Set(keptOwned.links.map((l) => l.needId));
      const keptTypes = new Set(keptOwned.steps.map((s) => `${s.needId}:${s.type}`));
      const keptScores = new Set(keptOwned.scores.map((s) => s.needId));
      const moved: TSnapshot['moved'] = {
        linkNeedIds: owned.links.filter((l) => !keptNeeds.has(l.needId)).map((l) => l.needId),
        stepIds: owned.steps
          .filter((s) => s.type === 'FROZEN' || !keptTypes.has(`${s.needId}:${s.type}`))
          .map((s) => s.id),
        scoreNeedIds: owned.scores.filter((s) => !keptScores.has(s.needId)).map((s) => s.needId),
        fileKeys: owned.files.map((f) => f.key),
        flowIds: owned.flows.map((f) => f.id),
        requestIds: owned.requests.map((r) => r.id),
        mergeIds: owned.merges.map((m) => m.id),
      };
      const stepIds = new Set(moved.stepIds);
      const dropped: TSnapshot['dropped'] = {
        links: owned.links.filter((l) => keptNeeds.has(l.needId)),
        steps: owned.steps.filter((s) => !stepIds.has(s.id)),
        scores: owned.scores.filter((s) => keptScores.has(s.needId)),
      };
      // Linked to the kept record before its steps come: a step always has its pair's link.
      await repo.moveRows(mergedId, keptId, moved, tx);
      await candidatesRepo.delete(mergedId, tx);

      const mergeRow = await repo.insertMerge(
        {
          keptId,
          mergedId,
          mergedName: merged.name,
          actorId: actor.id,
          snapshot: {
            candidate: merged,
            keptBefore,
            keptAfter: patch,
            moved,
            dropped,
          } satisfies TSnapshot as unknown as Record<string, unknown>,
        },
        tx,
      );
      const updated = await candidates.commands.update(tx, actor.id, keptId, 'merge', patch, {
        audit: {
          mergeId: mergeRow.id,
          mergedFrom: mergedId,
          mergedName: merged.name,
          choices,
          moved: {
            needs: moved.linkNeedIds.length,
            steps: moved.stepIds.length,
            scores: moved.scoreNeedIds.length,
            files: moved.fileKeys.length,
          },
        },
      });
      const events: TLiveEvent[] = [
        liveEvent('candidate_deleted', mergedId, { id: mergedId, merged_into: keptId }),
        ...updated.events,
      ];
      return { merge: serializeMerge(mergeRow, updated.candidate), events };
    });
    await publish(result.events);
    return result.merge;
  }

  /** Where a merged id now lives (following merges of merges); null when it never merged. */
  async function mergedInto(id: string): Promise<string | null> {
    let target: string | null = null;
    let current = id;
    for (let hops = 0; hops < 20; hops += 1) {
      const merge = await repo.activeMergeOf(current);
      if (!merge) break;
      target = current = merge.keptId;
    }
    return target;
  }

  /**
   * Restores the merged record with what it owned, and the kept fields the merge replaced unless
   * someone changed them since (their later edit wins). Rows the kept record gained after the
   * merge stay with it.
   */
  async function undo(actor: TActor, mergeId: string, now = new Date()) {
    const result = await db.transaction(async (tx) => {
      const mergeRow = await repo.findMerge(mergeId, tx);
      if (!mergeRow) throw notFound(DM.mergeNotFound);
      if (mergeRow.undoneAt) throw conflict(DM.mergeAlreadyUndone);
      if (!canUndoMerge(mergeRow.createdAt, now))
        throw new AppError(ErrorCode.CONFLICT, DM.mergeTooOld, 410);
      const snapshot = mergeRow.snapshot as unknown as TSnapshot;
      const kept = await candidatesRepo.findById(mergeRow.keptId, tx);
      if (!kept || (await candidatesRepo.findById(mergeRow.mergedId, tx)))
        throw conflict(DM.mergeKeptChanged);

      const restore: Record<string, unknown> = {};
      for (const [field, before] of Object.entries(snapshot.keptBefore))
        if (same(kept[field as keyof TCandidateRow], snapshot.keptAfter[field]))
          restore[field] = before;
      const updated = await candidates.commands.update(
        tx,
        actor.id,
        kept.id,
        'unmerge',
        restore as Partial<TCandidateInsert>,
        { audit: { mergeId, restored: mergeRow.mergedId } },
      );
      const email = snapshot.candidate.email as string | null;
      const holder = email ? await candidatesRepo.findByEmail(email, tx) : undefined;
      if (holder) throw conflict(DM.mergedEmailTaken);
      await repo.restoreRows({ candidate: snapshot.candidate, ...snapshot.dropped }, tx);
      await repo.moveRows(kept.id, mergeRow.mergedId, snapshot.moved, tx);
      await repo.markUndone(mergeId, actor.id, tx);
      const restored = await candidates.withRetention(
        tx,
        (await candidatesRepo.findById(mergeRow.mergedId, tx))!,
      );
      const restoredApi = await candidates.serializeOne(restored, undefined, tx);
      const keptApi = await candidates.serializeOne(
        (await candidatesRepo.findById(kept.id, tx))!,
        undefined,
        tx,
      );
      return {
        kept: keptApi,
        restored: restoredApi,
        events: [
          ...updated.events,
          liveEvent('candidate_created', restoredApi.id, { candidate: restoredApi, need_id: null }),
        ],
      };
    });
    await publish(result.events);
    return { kept: result.kept, restored: result.restored };
  }

  return {
    ...finder,
    dismiss,
    merge,
    mergedInto,
    undo,
  };
}

export type TDuplicatesService = ReturnType<typeof createDuplicatesService>;
