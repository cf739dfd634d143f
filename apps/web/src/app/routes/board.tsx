import { NeedCardCandidates } from '../../features/candidates/index.ts';
import { NeedAiAnalysisTab } from '../../features/documents/index.ts';
import { NeedBoard } from '../../features/needs/components/need-board.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';

/** /softeamboard: the needs board (spec 000 §2 Board). The candidates feature plugs in through `renderCandidates`. */
export function BoardRoute() {
  useNeedsLiveUpdates();
  return (
    <NeedBoard
      renderCandidates={(need) => <NeedCardCandidates need={need} />}
      createAiAnalysisPanel={({ close, setBusy, showManualEntry }) => (
        <NeedAiAnalysisTab onClose={close} setBusy={setBusy} showManualEntry={showManualEntry} />
      )}
    />
  );
}
