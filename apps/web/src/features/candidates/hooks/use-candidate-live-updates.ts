import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCandidate, TStep } from '@staffing/domain';
import { invalidateCoalesced, whenCacheEmptied } from '../../../shared/api/index.ts';
import { useLiveEvent, type LiveEvent } from '../../../shared/live/index.ts';
import { candidateKeys, stepKeys, type TNeedCandidate } from '../api/candidate-keys.ts';
import { applyStepEvent } from '../utils/apply-step-event.ts';
import { createRefreshScheduler } from '../utils/refresh-scheduler.ts';

/** Spec 001 section 9. */
export const LIVE_REFRESH = {
  candidateDelayMs: 100,
  candidateDebounceMs: 200,
  candidateThrottleMs: 2000,
  stepDelayMs: 150,
} as const;

const ALL_NEEDS = '*';

function createLiveHandlers(queryClient: QueryClient) {
  // Every refetch goes through the coalescer: 40 needs moved in 2 s by someone else cost a couple
  // of /candidates/bulk requests, not one per need.
  const invalidate = (queryKey: readonly unknown[]) => invalidateCoalesced(queryClient, queryKey);
  const refreshNeed = (needId: string) => {
    if (needId === ALL_NEEDS) return invalidate(candidateKeys.all);
    invalidate(candidateKeys.byNeed(needId));
    invalidate(candidateKeys.need(needId));
    invalidate(candidateKeys.bulkRoot);
    invalidate(candidateKeys.lists);
  };
  const candidates = createRefreshScheduler(refreshNeed, {
    delayMs: LIVE_REFRESH.candidateDelayMs,
    debounceMs: LIVE_REFRESH.candidateDebounceMs,
    throttleMs: LIVE_REFRESH.candidateThrottleMs,
  });
  const steps = createRefreshScheduler(
    (pair) => {
      const [needId = '', candidateId = ''] = pair.split('_');
      invalidate(stepKeys.pair(needId, candidateId));
      refreshNeed(needId);
    },
    { delayMs: LIVE_REFRESH.stepDelayMs },
  );
  whenCacheEmptied(queryClient, () => {
    candidates.cancelAll();
    steps.cancelAll();
  });
  const seen = new WeakSet<LiveEvent>();

  return {
    onCandidate(event: LiveEvent) {
      if (seen.has(event)) return;
      seen.add(event);
      const payload = (event.payload ?? {}) as {
        need_id?: string | null;
        needId?: string | null;
        candidate?: TCandidate;
      };
      const needId = payload.need_id ?? payload.needId;
      const id = payload.candidate?.id ?? event.entityId;
      if (id) invalidate(candidateKeys.detail(id));
      const needIds = needId ? [needId] : (payload.candidate?.needs.map((n) => n.needId) ?? []);
      if (needIds.length === 0) candidates.schedule(ALL_NEEDS);
      for (const n of needIds) candidates.schedule(n);
    },
    onStep(event: LiveEvent) {
      if (seen.has(event)) return;
      seen.add(event);
      const payload = (event.payload ?? {}) as { step?: TStep };
      const step = payload.step;
      if (!step?.needId || !step.candidateId) return;
      // The step cache follows at once; the lists catch up after the refresh delay.
      queryClient.setQueryData<TStep[]>(stepKeys.pair(step.needId, step.candidateId), (old) => {
        if (!old) return old;
        if (event.type === 'step_deleted') return old.filter((s) => s.id !== step.id);
        const rest = old.filter((s) => s.id !== step.id);
        return [...rest, step];
      });
      queryClient.setQueryData<TNeedCandidate[]>(candidateKeys.need(step.needId), (old) =>
        old ? applyStepEvent(old, event.type as Parameters<typeof applyStepEvent>[1], step) : old,
      );
      steps.schedule(`${step.needId}_${step.candidateId}`);
    },
  };
}

const handlersByClient = new WeakMap<QueryClient, ReturnType<typeof createLiveHandlers>>();

/**
 * Keeps candidate and step caches in step with live events. Safe to mount in many places: an
 * event is handled once and refreshes are shared per need.
 */
export function useCandidateLiveUpdates(): void {
  const queryClient = useQueryClient();
  let handlers = handlersByClient.get(queryClient);
  if (!handlers) {
    handlers = createLiveHandlers(queryClient);
    handlersByClient.set(queryClient, handlers);
  }
  const h = handlers;
  useLiveEvent('candidate_created', (e) => h.onCandidate(e));
  useLiveEvent('candidate_updated', (e) => h.onCandidate(e));
  useLiveEvent('step_created', (e) => h.onStep(e));
  useLiveEvent('step_updated', (e) => h.onStep(e));
  useLiveEvent('step_deleted', (e) => h.onStep(e));
}
