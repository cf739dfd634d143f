import { notifications } from '@mantine/notifications';
import { useT } from '../../../i18n/i18n.ts';
import { useDismissDuplicate } from '../api/dismiss-duplicate.ts';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/** 'Not the same person' for a pair, with a toast that says it was done or why it was not. */
export function useDismissPair() {
  const t = useT();
  const dismiss = useDismissDuplicate();
  return {
    dismiss: (candidateId: string, otherId: string) =>
      dismiss.mutate(
        { candidateId, otherId },
        {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('duplicates.dismissed') }),
          onError: (error) => showFailureToast(error, t('duplicates.dismissFailed')),
        },
      ),
    /** Whether the pair with this other record is being dismissed now. */
    isDismissing: (otherId: string) => dismiss.isPending && dismiss.variables?.otherId === otherId,
  };
}
