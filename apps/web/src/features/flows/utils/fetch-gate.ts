import { FLOW_TIMINGS } from '@staffing/domain';

/**
 * Spec 001 §9: a fetch that is not forced (the 120 s auto-refresh) is skipped when the list was
 * fetched less than 30 s ago; a forced one (Refresh, after an action) always runs. Live events
 * keep the rows current in between, so the timer is only a fallback.
 */
export function shouldFetchFlows({
  force,
  now,
  lastFetchAt,
  minIntervalMs = FLOW_TIMINGS.minFetchIntervalMs,
}: {
  force: boolean;
  now: number;
  lastFetchAt: number | null;
  minIntervalMs?: number;
}): boolean {
  if (force || lastFetchAt === null || lastFetchAt <= 0) return true;
  return now - lastFetchAt >= minIntervalMs;
}
