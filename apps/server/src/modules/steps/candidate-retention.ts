import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GDPR_DEFAULTS,
  processStateOf,
  retentionDeadlineOf,
  type TProcessLink,
  type TRetentionDurations,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';
import { candidates, needCandidates, needs, steps } from '../../db/schema/index.ts';

/** The durations the deadline is computed with (config: GDPR_RETENTION_*_MONTHS). */
export type TRetentionConfig = Pick<TRetentionDurations, 'noConsentMonths' | 'consentMonths'>;

/** The data protection dates of a create or update body, as columns (ISO text → Date). */
export function gdprDateColumns<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of ['consentGivenAt', 'lastContactAt'] as const)
    if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return out as T;
}

/** The processes of a candidate as the domain rule reads them: each need, its column, the steps. */
async function processLinksOf(tx: TExecutor, candidateId: string): Promise<TProcessLink[]> {
  const links = await tx
    .select({ needId: needs.id, column: needs.column, updatedAt: needs.updatedAt })
    .from(needCandidates)
    .innerJoin(needs, eq(needs.id, needCandidates.needId))
    .where(eq(needCandidates.candidateId, candidateId));
  if (links.length === 0) return [];
  const rows = await tx
    .select({
      needId: steps.needId,
      type: steps.type,
      date: steps.date,
      createdAt: steps.createdAt,
      seq: steps.seq,
      detail: steps.detail,
      source: steps.source,
    })
    .from(steps)
    .where(
      and(
        eq(steps.candidateId, candidateId),
        inArray(
          steps.needId,
          links.map((l) => l.needId),
        ),
      ),
    );
  return links.map((link) => ({
    needColumn: link.column,
    needUpdatedAt: link.updatedAt,
    steps: rows
      .filter((r) => r.needId === link.needId)
      .map((r) => ({ ...r, type: r.type as TProcessLink['steps'][number]['type'] })),
  }));
}

/**
 * Computes the candidate's retention deadline again (domain `retentionDeadlineOf`) and stores it
 * in the caller's transaction; a changed deadline forgets the earlier warning. The one recompute
 * every write that can move it calls (candidate create/update, step added or changed).
 * Returns the deadline, or undefined when the candidate does not exist.
 */
export async function recomputeRetention(
  tx: TExecutor,
  candidateId: string,
  durations: TRetentionConfig = GDPR_DEFAULTS,
): Promise<Date | null | undefined> {
  const [row] = await tx
    .select({
      legalBasis: candidates.legalBasis,
      consentGivenAt: candidates.consentGivenAt,
      lastContactAt: candidates.lastContactAt,
      createdAt: candidates.createdAt,
      retentionDeadline: candidates.retentionDeadline,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) return undefined;
  const process = processStateOf(await processLinksOf(tx, candidateId));
  const deadline = retentionDeadlineOf({ ...row, ...process }, durations);
  const before = row.retentionDeadline?.getTime() ?? null;
  if ((deadline?.getTime() ?? null) !== before)
    await tx
      .update(candidates)
      .set({ retentionDeadline: deadline, retentionWarnedAt: null })
      .where(eq(candidates.id, candidateId));
  return deadline;
}

/**
 * The candidates whose deadline may have moved without a write to them (a need finished): those
 * under legitimate interest without a deadline. The retention job recomputes them first.
 */
export async function candidatesWithoutDeadline(tx: TExecutor, limit = 5000): Promise<string[]> {
  const rows = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(isNull(candidates.retentionDeadline), sql`${candidates.legalBasis} <> 'consent'`))
    .limit(limit);
  return rows.map((r) => r.id);
}
