import { findNoGoStep, getStepDetailKey, type TLatestStep } from '@staffing/domain';
import { serializeStep } from '../steps/steps.serializer.ts';
import type { TStepRow } from '../steps/steps.repository.ts';

/** The latest step with its type's detail object also under `detail`. */
export function serializeLatestStep(row: TStepRow | null): TLatestStep | null {
  if (!row) return null;
  const step = serializeStep(row);
  const key = getStepDetailKey(step.type);
  return { ...step, detail: key ? (step[key] as Record<string, unknown> | null) : null };
}

export const pairKey = (needId: string, candidateId: string) => `${needId}:${candidateId}`;

/** The NO_GO decision of each need and candidate pair, by `pairKey` (the domain decides). */
export function noGoStepsByPair(rows: readonly TStepRow[]): Map<string, TLatestStep> {
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
