import type { TStepType } from './step-type.ts';

/**
 * A step as the ordering and tracker rules need it: its type, what orders it (the server's
 * creation sequence `seq`, else `createdAt`) and, for GO_NOGO, the decision (in `detailGoNoGo`,
 * the generic `detail` or a flat `decision`).
 */
export type TStepLike = {
  id?: string | null;
  type: TStepType;
  seq?: number | null;
  date?: string | null;
  createdAt?: string | Date | null;
  decision?: string | null;
  detailGoNoGo?: { decision?: string | null } | null;
  detail?: { decision?: unknown } | Record<string, unknown> | null;
};

export function getGoNoGoDecision(step: TStepLike): 'GO' | 'NO_GO' | null {
  const fromDetail = step.type === 'GO_NOGO' ? step.detail?.decision : undefined;
  const d = step.detailGoNoGo?.decision ?? fromDetail ?? step.decision ?? null;
  return d === 'GO' || d === 'NO_GO' ? d : null;
}

/** A GO_NOGO step whose decision is NO_GO. */
export function isNoGoStep(step: TStepLike | null | undefined): boolean {
  return !!step && step.type === 'GO_NOGO' && getGoNoGoDecision(step) === 'NO_GO';
}

const toTime = (v: string | Date | null | undefined) => {
  if (v instanceof Date) return v.getTime();
  const t = Date.parse(v ?? '');
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * Creation order of two steps (docs/decisions/0009-latest-step.md): by the server's sequence when both
 * carry one, else by creation time. The typed `date` never counts: a back-dated step is still the
 * newest. 0 when they cannot be told apart (the caller then keeps list order).
 */
export function compareStepCreation(a: TStepLike, b: TStepLike): number {
  if (typeof a.seq === 'number' && typeof b.seq === 'number') return a.seq - b.seq;
  const diff = toTime(a.createdAt) - toTime(b.createdAt);
  return Number.isNaN(diff) ? 0 : diff;
}

/** The steps in creation order, oldest first (stable: ties keep their list order). */
export function sortStepsByCreation<T extends TStepLike>(steps: readonly T[]): T[] {
  return [...steps].sort(compareStepCreation);
}

/** The step created last; on a tie the later one in the list. Null for no steps. */
export function pickLatestStep<T extends TStepLike>(
  steps: readonly T[] | null | undefined,
): T | null {
  let latest: T | null = null;
  for (const s of steps ?? []) if (!latest || compareStepCreation(s, latest) >= 0) latest = s;
  return latest;
}

/** The NO_GO decision among the steps (the last one created if there were several), or null. */
export function findNoGoStep<T extends TStepLike>(
  steps: readonly T[] | null | undefined,
): T | null {
  return pickLatestStep((steps ?? []).filter(isNoGoStep));
}

/** What the tracker and the chips read of one candidate's steps on a need. */
export type TStepSummary<T extends TStepLike = TStepLike> = {
  latestStep?: T | null;
  noGoStep?: T | null;
};

export function summarizeSteps<T extends TStepLike>(
  steps: readonly T[] | null | undefined,
): { latestStep: T | null; noGoStep: T | null } {
  return { latestStep: pickLatestStep(steps), noGoStep: findNoGoStep(steps) };
}

/**
 * The step that places a candidate (tracker tab, stage chip, rejection card): a NO_GO decision
 * whatever came after it (spec: "A candidate with a NO_GO decision counts as rejected"), else
 * the step created last.
 */
export function getDecisiveStep<T extends TStepLike>(summary: TStepSummary<T>): T | null {
  if (summary.noGoStep && isNoGoStep(summary.noGoStep)) return summary.noGoStep;
  return summary.latestStep ?? null;
}
