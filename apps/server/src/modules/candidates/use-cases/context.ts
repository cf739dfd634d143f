import {
  DEFAULT_FOLLOW_UP_DAYS,
  followUpOf,
  type TCandidate,
  type TStepType,
} from '@staffing/domain';
import type { TDb, TExecutor } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../../realtime/event-bus.ts';
import type { TStepRow } from '../../steps/steps.repository.ts';
import type { TCandidateFiles } from '../remove-candidate.ts';
import { recomputeRetention, type TRetentionConfig } from '../../steps/candidate-retention.ts';
import { CANDIDATE_API_MESSAGES as M } from '../../steps/candidate-access.ts';
import { createCandidatesRepository, type TCandidateRow } from '../candidates.repository.ts';
import { groupLinks, serializeCandidate } from '../candidates.serializer.ts';

export const EMAIL_INDEX = 'candidates_email_lower_idx';

export type TCandidatesDeps = {
  db: TDb;
  bus: TEventBus;
  /** FOLLOW_UP_DAYS: the `followUp.due` flag of a need's candidates. */
  followUpDays?: number;
  /** GDPR retention durations (config); the domain defaults without. */
  retention?: TRetentionConfig;
  /** The stored files, registered after this module (hence read when a candidate is deleted). */
  files?: () => TCandidateFiles | undefined;
};

/**
 * What every candidate use case is given: the module's dependencies and the reads and writes
 * they share (the repository, a serialized candidate, the retention deadline, publishing).
 */
export function createCandidatesContext(deps: TCandidatesDeps) {
  const { db, bus } = deps;
  const followUpDays = deps.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS;
  /** Read from the latest step the list already holds: no query of its own. */
  const followUpFor = (latest: TStepRow | null, now: Date, needColumn: string) =>
    followUpOf(
      latest ? [{ ...latest, type: latest.type as TStepType }] : [],
      now,
      followUpDays,
      needColumn,
    );
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

  return {
    deps,
    db,
    repo,
    followUpFor,
    withRetention,
    serializeOne,
    serializeMany,
    requireNeed,
    requireCandidate,
    publish,
  };
}

export type TCandidatesContext = ReturnType<typeof createCandidatesContext>;

/** candidate_updated once per linked need (the web refreshes per need), or once without one. */
export function candidateUpdatedEvents(candidate: TCandidate, action?: string): TLiveEvent[] {
  const needIds = candidate.needs.map((n) => n.needId);
  const base = { candidate, ...(action ? { action } : {}) };
  if (needIds.length === 0) return [liveEvent('candidate_updated', candidate.id, base)];
  return needIds.map((needId) =>
    liveEvent('candidate_updated', candidate.id, { ...base, need_id: needId }),
  );
}
