import { NeedCandidatesColumn } from '../../features/candidates/index.ts';
import { NeedsTablePage } from '../../features/needs/components/needs-table-page.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';

/** /softeamboard/finished: sold, canceled and deleted needs. */
export function FinishedNeedsRoute() {
  useNeedsLiveUpdates();
  return (
    <NeedsTablePage
      variant="finished"
      renderCandidatesCell={(need) => <NeedCandidatesColumn need={need} />}
    />
  );
}
