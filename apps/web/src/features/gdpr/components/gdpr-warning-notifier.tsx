import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { GDPR_WARNING_EVENT, type TGdprWarningNotice } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import { useLiveEvent } from '../../../shared/live/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { gdprKeys } from '../api/gdpr-keys.ts';

/**
 * Tells the owners of a candidate (the creators of its needs, else its creator), wherever they
 * are in the app, that the retention run will erase it soon unless renewed; the candidate shows
 * a banner until then.
 */
export function GdprWarningNotifier() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  useLiveEvent(GDPR_WARNING_EVENT, (event) => {
    const notice = event.payload as Partial<TGdprWarningNotice>;
    void queryClient.invalidateQueries({ queryKey: gdprKeys.all });
    if (!user || !notice.owner_ids?.includes(user.id)) return;
    // The GDPR words are not in the board's catalogues: brought with the notice.
    void import('../../../i18n/more-catalogs.ts').then(() => showNotice(notice, event.entityId));
  });
  return null;
}

function showNotice(notice: Partial<TGdprWarningNotice>, entityId: string | null) {
  notifications.show({
    id: `gdpr-warning-${notice.candidate_id ?? entityId}`,
    color: 'orange',
    title: t('gdpr.notice.title'),
    message: t('gdpr.notice.message', {
      name: notice.name ?? t('gdpr.notice.someCandidate'),
      date: formatDate(notice.deadline),
    }),
    autoClose: false,
  });
}
