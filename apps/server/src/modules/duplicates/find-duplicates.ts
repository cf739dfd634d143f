import {
  describeDuplicate,
  duplicateReasons,
  duplicateScore,
  toEmailKey,
  toLinkedinKey,
  toNameKey,
  toPhoneKey,
  toPage,
  toPlaceKey,
  type TDuplicateCheckRequest,
  type TDuplicateKeys,
  type TDuplicateMatch,
  type TDuplicatePairPage,
  type TDuplicateReason,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { TCandidateRow } from '../candidates/candidates.repository.ts';
import type { TCandidatesService } from '../candidates/candidates.service.ts';
import { CANDIDATE_API_MESSAGES as M } from '../steps/candidate-access.ts';
import type { createDuplicatesRepository } from './duplicates.repository.ts';

/** At most this many possible duplicates are shown for one record. */
const MATCHES_MAX = 5;
/** Rows read to find them: the trigram index may return close names that are not duplicates. */
const MATCH_ROWS = 50;

/** The keys the domain rule compares, from a stored row. */
function keysOfRow(row: TCandidateRow): TDuplicateKeys {
  return {
    emailKey: row.emailKey,
    phoneKey: row.phoneKey,
    linkedinKey: row.linkedinKey,
    employerKeys: [
      row.cv1stExperienceCompany,
      row.cv2ndExperienceCompany,
      row.cv3rdExperienceCompany,
    ]
      .map(toPlaceKey)
      .filter((k): k is string => !!k),
    cityKey: toPlaceKey(row.cvCity),
  };
}

/** The keys the domain rule compares, and the name the trigram index matches, from a draft. */
function keysOfDraft(draft: TDuplicateCheckRequest): TDuplicateKeys & { nameKey: string } {
  return {
    emailKey: toEmailKey(draft.email),
    phoneKey: toPhoneKey(draft.phone),
    linkedinKey: toLinkedinKey(draft.linkedinUrl),
    employerKeys: (draft.employers ?? []).map(toPlaceKey).filter((k): k is string => !!k),
    cityKey: toPlaceKey(draft.cvCity),
    nameKey: toNameKey(draft.name),
  };
}

/**
 * Finding duplicates: who a record (or a record still being typed, or an import's rows) may be,
 * and the pairs of the pool, each with the domain rule's reasons.
 */
export function createDuplicateFinder(deps: {
  db: TDb;
  repo: ReturnType<typeof createDuplicatesRepository>;
  candidates: TCandidatesService;
}) {
  const { db, repo, candidates } = deps;
  const candidatesRepo = candidates.repo;

  async function matchesFor(
    probe: TDuplicateKeys & { nameKey: string; excludeId?: string },
    tx: TExecutor = db,
  ): Promise<TDuplicateMatch[]> {
    const rows = await repo.findCandidatesLike(probe, MATCH_ROWS, tx);
    const found = rows
      .map(({ candidate, similarity }) => {
        const reasons = duplicateReasons(probe, keysOfRow(candidate), similarity);
        return { row: candidate, reasons, score: duplicateScore(reasons) };
      })
      .filter((m) => m.reasons.length > 0)
      .sort((x, y) => y.score - x.score || x.row.name.localeCompare(y.row.name))
      .slice(0, MATCHES_MAX);
    const serialized = await candidates.serializeMany(found.map((m) => ({ candidate: m.row })));
    return found.map((m, i) => ({
      candidate: serialized[i]!,
      reasons: m.reasons,
      score: m.score,
      message: describeDuplicate(m.row.name, m.reasons),
    }));
  }

  /**
   * The one detection every arrival path calls (form, CV upload, API create, imports, e-mail):
   * the records that may be this person, best first, with their reasons.
   */
  async function findDuplicates(draft: TDuplicateCheckRequest): Promise<TDuplicateMatch[]> {
    return matchesFor({ ...keysOfDraft(draft), excludeId: draft.excludeId });
  }

  /**
   * `findDuplicates` for many drafts at once (an import's rows): the same keys, the same rule,
   * one statement for the lot; each draft's matches best first, names and ids only.
   */
  async function findDuplicatesMany(
    drafts: readonly TDuplicateCheckRequest[],
  ): Promise<{ candidateId: string; name: string; reasons: TDuplicateReason[] }[][]> {
    const probes = drafts.map(keysOfDraft);
    const found = await repo.findCandidatesLikeMany(probes);
    const rows = new Map(
      (await repo.candidatesByIds([...new Set(found.map((f) => f.candidateId))])).map((r) => [
        r.id,
        r,
      ]),
    );
    const out = drafts.map(
      () =>
        [] as { candidateId: string; name: string; reasons: TDuplicateReason[]; score: number }[],
    );
    for (const f of found) {
      const row = rows.get(f.candidateId);
      if (!row) continue;
      const reasons = duplicateReasons(probes[f.probe]!, keysOfRow(row), f.similarity);
      if (reasons.length > 0)
        out[f.probe]!.push({
          candidateId: row.id,
          name: row.name,
          reasons,
          score: duplicateScore(reasons),
        });
    }
    return out.map((matches) =>
      matches
        .sort((x, y) => y.score - x.score || x.name.localeCompare(y.name))
        .slice(0, MATCHES_MAX)
        .map(({ candidateId, name, reasons }) => ({ candidateId, name, reasons })),
    );
  }

  async function duplicatesOf(id: string): Promise<TDuplicateMatch[]> {
    const row = await candidatesRepo.findById(id);
    if (!row) throw notFound(M.candidateNotFound);
    return matchesFor({ ...keysOfRow(row), nameKey: row.nameKey, excludeId: row.id });
  }

  async function listPairs(page: number, size: number): Promise<TDuplicatePairPage> {
    const pairs = await repo.poolPairs();
    const ids = [...new Set(pairs.flatMap((p) => [p.aId, p.bId]))];
    const rows = new Map((await repo.candidatesByIds(ids)).map((r) => [r.id, r]));
    const scored = pairs
      .flatMap((p) => {
        const a = rows.get(p.aId);
        const b = rows.get(p.bId);
        if (!a || !b) return [];
        const reasons = duplicateReasons(keysOfRow(a), keysOfRow(b), p.similarity);
        return reasons.length ? [{ a, b, reasons, score: duplicateScore(reasons) }] : [];
      })
      // Best first; among equals the pair touched last, which someone is likely working on.
      .sort(
        (x, y) =>
          y.score - x.score ||
          Math.max(y.a.updatedAt.getTime(), y.b.updatedAt.getTime()) -
            Math.max(x.a.updatedAt.getTime(), x.b.updatedAt.getTime()) ||
          x.a.id.localeCompare(y.a.id),
      );
    const slice = scored.slice((page - 1) * size, page * size);
    const serialized = await candidates.serializeMany(
      slice.flatMap((p) => [{ candidate: p.a }, { candidate: p.b }]),
    );
    const items = slice.map((p, i) => ({
      a: serialized[2 * i]!,
      b: serialized[2 * i + 1]!,
      reasons: p.reasons,
      score: p.score,
    }));
    return toPage(items, scored.length, page, size);
  }

  return { findDuplicates, findDuplicatesMany, duplicatesOf, listPairs };
}
