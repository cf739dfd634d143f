import { useCallback, useState } from 'react';
import type { TMovedNeed, TNeedColumn } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { deleteMoveSteps } from '../api/delete-move-steps.ts';
import { useMoveNeed, type TMovableNeed } from '../api/move-need.ts';
import { showUndoToast } from '../utils/show-undo-toast.tsx';
import { toastError, toastSuccess } from '../utils/toasts.ts';

/** A catalogue key: 'Failed to move need'. */
export const MOVE_FAILED: TMessageKey = 'needs.move.failed';

export type TPendingMove = { need: TMovableNeed; from: TNeedColumn; to: TNeedColumn };

/**
 * A drop asks first ('Confirm Move'); confirming moves the card at once and the server's answer
 * either keeps it there or puts it back with 'Failed to move need'. The candidates unticked in the
 * dialog get no step. The success toast offers Undo: a move back with the version the move returned,
 * then the steps the move added are deleted, so the funnel is as it was.
 */
export function useMoveFlow() {
  const move = useMoveNeed();
  const [pending, setPending] = useState<TPendingMove | null>(null);

  // Stable, so the board's cards and columns do not re-render when a move is asked for.
  const request = useCallback((need: TMovableNeed, to: TNeedColumn) => {
    if (need.column === to) return;
    setPending({ need, from: need.column, to });
  }, []);

  const confirm = (skipCandidateIds: readonly string[] = []) => {
    if (!pending) return;
    const { need, from, to } = pending;
    setPending(null);
    const undo = (moved: TMovedNeed) =>
      move.mutate(
        { need: moved, column: from },
        {
          onSuccess: (back) =>
            deleteMoveSteps(moved.addedStepIds ?? [])
              .then(() =>
                toastSuccess(
                  t('needs.move.movedBack', {
                    title: back.title,
                    column: labelOf(t, 'needColumn', from),
                  }),
                ),
              )
              .catch((error: unknown) =>
                toastError(t('needs.move.undoStepsFailed'), getErrorMessage(error, '')),
              ),
          onError: (error) => toastError(t(MOVE_FAILED), getErrorMessage(error, '')),
        },
      );
    move.mutate(
      { need, column: to, skipCandidateIds },
      {
        onSuccess: (moved) =>
          showUndoToast(
            t('needs.move.moved', { title: moved.title, column: labelOf(t, 'needColumn', to) }),
            () => undo(moved),
          ),
        onError: (error) => toastError(t(MOVE_FAILED), getErrorMessage(error, '')),
      },
    );
  };

  return { pending, request, confirm, cancel: () => setPending(null), isMoving: move.isPending };
}
