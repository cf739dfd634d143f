import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  columnToStatus,
  getColumnChange,
  getProgressAfterMove,
  type TMovedNeed,
  type TNeed,
  type TNeedColumn,
} from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';
import { patchNeedInCache, putNeedInCache, snapshotNeedCaches } from './need-cache.ts';
import { needsKeys } from './query-keys.ts';

/** What a move reads of a need: a whole need or its board card. */
export type TMovableNeed = Pick<
  TNeed,
  'id' | 'title' | 'column' | 'previousColumn' | 'progressPct' | 'version'
>;
export type TMoveNeedInput = {
  need: TMovableNeed;
  column: TNeedColumn;
  /** Candidates the person unticked in Confirm Move: they get no step from this move. */
  skipCandidateIds?: readonly string[];
};

/**
 * PATCH /needs/{id}/column with the version we saw; the reply replaces the need (spec 000 §4) and
 * names the steps the move gave its candidates.
 */
export function moveNeed(
  id: string,
  column: TNeedColumn,
  version?: number,
  skipCandidateIds?: readonly string[],
): Promise<TMovedNeed> {
  return apiClient.PATCH('/api/v1/needs/{id}/column', {
    params: { path: { id } },
    body: {
      column,
      version,
      ...(skipCandidateIds?.length ? { skipCandidateIds: [...skipCandidateIds] } : {}),
    },
  });
}

/** What the need looks like right after the move, before the server answers. */
export function getOptimisticMove(need: TMovableNeed, column: TNeedColumn): Partial<TNeed> {
  const change = getColumnChange(need.column, column, need.previousColumn);
  return {
    column: change.column,
    previousColumn: change.previousColumn,
    ...(columnToStatus(change.column)
      ? { status: columnToStatus(change.column) as TNeed['status'] }
      : {}),
    progressPct: getProgressAfterMove(change.column, need.progressPct),
  };
}

/**
 * Board moves and process actions: the card moves at once; a refusal (409 stale, 403, network)
 * puts every cache back as it was and the caller shows the failure.
 */
export function useMoveNeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ need, column, skipCandidateIds }: TMoveNeedInput) =>
      moveNeed(need.id, column, need.version, skipCandidateIds),
    onMutate: async ({ need, column }) => {
      await queryClient.cancelQueries({ queryKey: needsKeys.all });
      const rollback = snapshotNeedCaches(queryClient, need.id);
      // No version in the patch: the optimistic copy must not look newer than the server's.
      patchNeedInCache(queryClient, need.id, getOptimisticMove(need, column));
      return { rollback };
    },
    onError: (_error, _input, context) => context?.rollback(),
    onSuccess: ({ addedStepIds: _added, ...need }) => putNeedInCache(queryClient, need),
  });
}
