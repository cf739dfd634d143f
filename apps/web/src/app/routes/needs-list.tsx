import '../../i18n/more-catalogs.ts';
import { NeedCandidatesColumn } from '../../features/candidates/index.ts';
import { ExportArchiveButton } from '../../features/data-export/index.ts';
import { NeedsTablePage } from '../../features/needs/components/needs-table-page.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';
import { useSession } from '../../shared/session/index.ts';
import { NeedAiAnalysisPanel } from './need-ai-analysis-panel.tsx';

/** /softeamboard/needs: active needs table, filters and sort in the URL. */
export function NeedsListRoute() {
  useNeedsLiveUpdates();
  const { role } = useSession();
  return (
    <NeedsTablePage
      variant="active"
      renderCandidatesCell={(need) => <NeedCandidatesColumn need={need} />}
      createAiAnalysisPanel={({ close, setBusy, showManualEntry }) => (
        <NeedAiAnalysisPanel onClose={close} setBusy={setBusy} showManualEntry={showManualEntry} />
      )}
      toolbarExtra={<ExportArchiveButton role={role} />}
    />
  );
}
