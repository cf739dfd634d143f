import { useCallback, useEffect, useRef } from 'react';
import { FLOW_TIMINGS } from '@staffing/domain';
import { shouldFetchFlows } from '../utils/fetch-gate.ts';

type TRefetchable = { refetch: () => Promise<unknown>; dataUpdatedAt: number };

/**
 * The fallbacks of spec 001 §9 around live events: the list refreshes every 120 s unless it was
 * fetched in the last 30 s; Refresh forces it; an action refetches 1 s later. The stat cards and
 * an open flow's detail follow the list.
 */
export function useFlowRefresh(list: TRefetchable, followers: readonly (TRefetchable | null)[]) {
  const latest = useRef({ list, followers });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = { list, followers };
  });

  const refresh = useCallback((force: boolean) => {
    const { list: current, followers: others } = latest.current;
    const lastFetchAt = current.dataUpdatedAt || null;
    if (!shouldFetchFlows({ force, now: Date.now(), lastFetchAt })) return;
    void current.refetch();
    for (const follower of others) void follower?.refetch();
  }, []);

  useEffect(() => {
    const timer = setInterval(() => refresh(false), FLOW_TIMINGS.listAutoRefreshMs);
    return () => {
      clearInterval(timer);
      if (pending.current) clearTimeout(pending.current);
    };
  }, [refresh]);

  const refreshNow = useCallback(() => refresh(true), [refresh]);
  const refreshAfterAction = useCallback(
    (delayMs: number = FLOW_TIMINGS.refetchAfterActionMs) => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        refresh(true);
      }, delayMs);
    },
    [refresh],
  );

  return { refreshNow, refreshAfterAction };
}
