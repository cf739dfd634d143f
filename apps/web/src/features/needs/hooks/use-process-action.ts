import { useNavigate, useLocation } from 'react-router';
import { getProcessActionTarget, type TNeed, type TProcessAction } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { PROCESS_ACTION_KEYS } from '../utils/process-action-texts.ts';
import { useMoveNeed } from '../api/move-need.ts';
import { toastError, toastSuccess } from '../utils/toasts.ts';

/** After a soft delete the user goes back to where they came from (spec 000 §9: 1.5 s). */
export const DELETE_REDIRECT_MS = 1500;

export type TProcessActionDeps = {
  confirm?: (message: string) => boolean;
};

/**
 * The process management panel's actions (spec 000 §4): each is a column change decided by the
 * domain (Unfreeze and Disable Push return to the remembered column).
 */
export function useProcessAction({ confirm = (m) => window.confirm(m) }: TProcessActionDeps = {}) {
  const move = useMoveNeed();
  const navigate = useNavigate();
  const location = useLocation();

  const run = (action: TProcessAction, need: TNeed) => {
    const target = getProcessActionTarget(action, need);
    if (!target) return;
    if (action === 'delete' && !confirm(t('needs.process.deleteConfirm'))) return;
    move.mutate(
      { need, column: target.column },
      {
        onSuccess: () => {
          toastSuccess(t(PROCESS_ACTION_KEYS.success[action]), 5000);
          if (action === 'delete') {
            setTimeout(() => {
              // A shared link opened directly has nowhere to go back to: the board then.
              if (location.key === 'default') void navigate('/softeamboard');
              else void navigate(-1);
            }, DELETE_REDIRECT_MS);
          }
        },
        onError: (error) => {
          const reason = getErrorMessage(
            error,
            error instanceof Error ? error.message : t('needs.detail.error'),
          );
          toastError(
            t('needs.process.failureWithReason', {
              failure: t(PROCESS_ACTION_KEYS.failure[action]),
              reason,
            }),
          );
        },
      },
    );
  };

  return {
    run,
    isPending: move.isPending,
    pendingAction: move.isPending ? move.variables?.column : undefined,
  };
}
