import { useParams } from 'react-router';
import { useNeedCandidateTabs } from '../../features/candidates/index.ts';
import { AiScore, CandidateAiAnalysisTab, CandidateCvSection } from '../../features/documents/index.ts';
import { NeedDetail } from '../../features/needs/components/need-detail.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';

/**
 * /softeamboard/need/:needId: need detail and process tracker. The candidates feature adds its
 * tracker tabs through `candidateTabs`.
 */
export function NeedDetailRoute() {
  const { needId = '' } = useParams();
  useNeedsLiveUpdates();
  const candidateTabs = useNeedCandidateTabs(
    { id: needId },
    {
      renderScoreAction: (candidate) => <AiScore needId={needId} candidateId={candidate.id} />,
      renderCvSection: (candidate) => <CandidateCvSection candidate={candidate} />,
      renderAiAnalysis: (props) => <CandidateAiAnalysisTab {...props} />,
    },
  );
  return <NeedDetail key={needId} needId={needId} candidateTabs={candidateTabs} />;
}
