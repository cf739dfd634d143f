import {
  availabilityOf,
  compareMatches,
  isAvailableBy,
  type TNeedMatch,
  type TPoolKind,
} from '@staffing/domain';
import { candidateSkills, skillKey } from '../candidates/candidate-skill-keys.ts';
import { scoreRelevance, type TScoreNeed } from '../scoring/score-relevance.ts';
import { findSkillEvidence } from './match-evidence.ts';
import type { TPoolRow, TSoldMission } from './matches.repository.ts';

/** One candidate of the pool against a need: the relevance score, its evidence, availability. */
export function toMatch(
  need: TScoreNeed,
  row: TPoolRow,
  sold: TSoldMission | undefined,
  startDay: string | null,
  today: Date,
): TNeedMatch {
  const skills = candidateSkills(row);
  const result = scoreRelevance(need, {
    name: row.name,
    skills,
    experienceYears: row.cvExperienceYears,
    expectedTjm: row.expectedTjm,
    city: row.cvCity,
    country: row.cvCountry,
  });
  const have = new Set(skills.map(skillKey));
  const desiredMatched = need.desiredSkills.filter((s) => have.has(skillKey(s)));
  const desiredMissing = need.desiredSkills.filter((s) => !have.has(skillKey(s)));
  const availability = availabilityOf(
    {
      poolKind: row.poolKind,
      soldMissionEnd: sold?.endDate,
      missionEndDate: row.missionEndDate,
      cvAvailability: row.cvAvailability,
    },
    today,
  );
  return {
    candidateId: row.id,
    name: row.name,
    role: row.cvRole,
    city: row.cvCity,
    experienceYears: row.cvExperienceYears,
    poolKind: row.poolKind as TPoolKind,
    expectedTjm: row.expectedTjm,
    consultantDailyCost: row.consultantDailyCost,
    score: result.score,
    components: result.components,
    justification: result.justification,
    // Filled for the page only (withEvidence): reading experiences costs more than scoring.
    evidence: [...result.matched, ...desiredMatched].map((skill) => ({ skill, where: [] })),
    missingSkills: [...result.missing, ...desiredMissing],
    availability,
    availableInTime: availability.onBench ? true : isAvailableBy(availability, startDay),
    attached: false,
    hidden: null,
  };
}

/**
 * The pool ranked for a need (pure: the fairness test runs it): `compareMatches` over each
 * candidate's match.
 */
export function rankMatches(
  need: TScoreNeed,
  rows: readonly TPoolRow[],
  sold: ReadonlyMap<string, TSoldMission>,
  startDay: string | null,
  today: Date,
): TNeedMatch[] {
  const order = (m: TNeedMatch) => ({
    score: m.score,
    id: m.candidateId,
    isBenchInTime: m.availability.onBench,
    isAvailableInTime: m.availableInTime,
  });
  return rows
    .map((row) => toMatch(need, row, sold.get(row.id), startDay, today))
    .sort((a, b) => compareMatches(order(a), order(b)));
}

/** The evidence of the matches kept for the page, from their CV rows. */
export function withEvidence(
  matches: readonly TNeedMatch[],
  rows: readonly TPoolRow[],
): TNeedMatch[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return matches.map((m) => {
    const row = byId.get(m.candidateId);
    if (!row) return m;
    return {
      ...m,
      evidence: findSkillEvidence(
        m.evidence.map((e) => e.skill),
        row,
      ),
    };
  });
}
