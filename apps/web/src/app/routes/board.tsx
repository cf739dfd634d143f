import { NeedCardCandidates } from '../../features/candidates/index.ts';
import { NeedBoard } from '../../features/needs/components/need-board.tsx';
import type { TRenderCandidates } from '../../features/needs/components/need-card.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';
import { NeedAiAnalysisPanel } from './need-ai-analysis-panel.tsx';

// Module-level, so the board's memoised cards keep a stable prop.
const renderCandidates: TRenderCandidates = (need, { expanded }) => (
  <NeedCardCandidates need={need} initiallyExpanded={expanded} />
);

/** /softeamboard: the needs board (spec 000 §2 Board). The candidates feature plugs in through `renderCandidates`. */
export function BoardRoute() {
  useNeedsLiveUpdates();
  return (
    <NeedBoard
      renderCandidates={renderCandidates}
      createAiAnalysisPanel={({ close, setBusy, showManualEntry }) => (
        <NeedAiAnalysisPanel onClose={close} setBusy={setBusy} showManualEntry={showManualEntry} />
      )}
    />
  );
}
