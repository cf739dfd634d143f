import {
  availabilityOf,
  benchBucketOf,
  BENCH_BUCKETS,
  POOL_MESSAGES,
  readAvailabilityDay,
  type TBench,
  type TNeedMatches,
  type TPoolKind,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import {
  candidateSkillKeys,
  candidateSkills,
  skillKey,
} from '../candidates/candidate-skill-keys.ts';
import type { TScoreNeed } from '../scoring/score-relevance.ts';
import { createMatchesRepository } from './matches.repository.ts';
import { rankMatches, withEvidence } from './rank-matches.ts';

/** How many prefiltered candidates are scored for one page of matches. */
export const MATCH_POOL = { min: 200, perResult: 10 } as const;
const BACKFILL_BATCH = 2000;

type TDeps = { db: TDb; now?: () => Date };
type TNeedRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createMatchesRepository>['findNeed']>>
>;

function toScoreNeed(need: TNeedRow): TScoreNeed {
  return {
    title: need.title,
    requiredSkills: need.requiredSkills ?? [],
    desiredSkills: need.desiredSkills ?? [],
    seniority: need.seniority,
    experienceYears: need.experienceYears,
    tjm: need.tjm,
    location: need.location,
  };
}

/** The need's start day from its analysis ('ASAP' is today; unknown: null). */
function startDayOf(need: TNeedRow, now: Date): string | null {
  const start = (need.analysis as { startdate?: unknown } | null)?.startdate;
  return typeof start === 'string' ? readAvailabilityDay(start, now) : null;
}

export function createMatchesService(deps: TDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMatchesRepository(db);
  let backfilled: Promise<void> | null = null;

  /**
   * Rows written before skill keys existed get them once per process, in batches, before the
   * first prefilter reads them (every later write keeps them: candidates.repository).
   */
  function backfillSkillKeys(): Promise<void> {
    backfilled ??= (async () => {
      for (;;) {
        const rows = await repo.withoutSkillKeys(BACKFILL_BATCH);
        if (rows.length === 0) return;
        await repo.setSkillKeys(rows.map((r) => ({ id: r.id, keys: candidateSkillKeys(r) })));
        if (rows.length < BACKFILL_BATCH) return;
      }
    })().catch((err: unknown) => {
      backfilled = null;
      throw err;
    });
    return backfilled;
  }

  async function requireNeed(needId: string) {
    const need = await repo.findNeed(needId);
    if (!need) throw notFound(NOT_FOUND_MESSAGES.need);
    return need;
  }

  return {
    /**
     * The whole pool ranked for a need: a SQL prefilter on the indexed skill keys, then the
     * relevance scorer of attached candidates on what it kept (docs/pool-and-matches.md).
     */
    async findMatches(
      needId: string,
      query: { limit: number; hidden: 'true' | 'false' },
    ): Promise<TNeedMatches> {
      const need = await requireNeed(needId);
      await backfillSkillKeys();
      const today = now();
      const scoreNeed = toScoreNeed(need);
      const startDay = startDayOf(need, today);
      const keys = (list: string[]) => [...new Set(list.map(skillKey))].filter(Boolean);
      const hiddenRows = query.hidden === 'true' ? await repo.hiddenFor(needId) : null;
      const rows =
        hiddenRows ??
        (await repo.prefilter(
          needId,
          keys(scoreNeed.requiredSkills),
          keys(scoreNeed.desiredSkills),
          Math.max(MATCH_POOL.min, query.limit * MATCH_POOL.perResult),
        ));
      const sold = await repo.soldMissions(
        rows.filter((r) => r.poolKind !== 'external').map((r) => r.id),
      );
      const ranked = withEvidence(
        rankMatches(scoreNeed, rows, sold, startDay, today).slice(0, query.limit),
        rows,
      );
      const attached = await repo.attachedIds(
        needId,
        ranked.map((m) => m.candidateId),
      );
      const hiddenBy = new Map(hiddenRows?.map((r) => [r.id, r]) ?? []);
      const items = ranked.map((m) => {
        const h = hiddenBy.get(m.candidateId);
        return {
          ...m,
          attached: attached.has(m.candidateId),
          hidden: h
            ? { reason: h.hiddenReason, by: h.hiddenBy, at: new Date(h.hiddenAt).toISOString() }
            : null,
        };
      });
      return { needId, startDate: startDay, tjm: need.tjm, items, considered: rows.length };
    },

    /** Hides a candidate from the need's matches; the reason is kept (and audited). */
    async hide(actor: TActor, needId: string, candidateId: string, reason: string) {
      await requireNeed(needId);
      if (!(await repo.candidateExists(candidateId))) throw notFound(NOT_FOUND_MESSAGES.candidate);
      await db.transaction(async (tx) => {
        await repo.hide({ needId, candidateId, reason, hiddenBy: actor.id }, tx);
        await writeAudit(tx, {
          entityType: 'need',
          entityId: needId,
          action: 'match_hidden',
          actorId: actor.id,
          changes: { candidateId, reason },
        });
      });
    },

    async unhide(actor: TActor, needId: string, candidateId: string) {
      await requireNeed(needId);
      await db.transaction(async (tx) => {
        const removed = await repo.unhide(needId, candidateId, tx);
        if (!removed) throw notFound(POOL_MESSAGES.notHidden);
        await writeAudit(tx, {
          entityType: 'need',
          entityId: needId,
          action: 'match_shown',
          actorId: actor.id,
          changes: { candidateId },
        });
      });
    },

    /** The firm's consultants by availability: on the bench now, then free soonest. */
    async bench(): Promise<TBench> {
      const today = now();
      const [rows, sold] = await Promise.all([
        repo.consultants(),
        repo.soldMissions('consultants'),
      ]);
      const items = rows.map((row) => {
        const mission = sold.get(row.id);
        const availability = availabilityOf(
          {
            poolKind: row.poolKind,
            soldMissionEnd: mission?.endDate,
            missionEndDate: row.missionEndDate,
          },
          today,
        );
        return {
          candidateId: row.id,
          name: row.name,
          role: row.cvRole,
          poolKind: row.poolKind as TPoolKind,
          skills: candidateSkills(row),
          consultantDailyCost: row.consultantDailyCost,
          lastTjm: mission?.tjm ?? null,
          availability,
          bucket: benchBucketOf(availability, today),
        };
      });
      const rank = (b: (typeof items)[number]) => BENCH_BUCKETS.indexOf(b.bucket);
      items.sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (a.availability.date ?? '9999').localeCompare(b.availability.date ?? '9999') ||
          a.name.localeCompare(b.name),
      );
      return { today: today.toISOString().slice(0, 10), items };
    },
  };
}

export type TMatchesService = ReturnType<typeof createMatchesService>;
