import { useParams } from 'react-router';
import { useNeedCandidateTabs } from '../../features/candidates/index.ts';
import { NeedDetail } from '../../features/needs/components/need-detail.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';

/**
 * /softeamboard/need/:needId: need detail and process tracker. The candidates feature adds its
 * tracker tabs through `candidateTabs`.
 */
export function NeedDetailRoute() {
  const { needId = '' } = useParams();
  useNeedsLiveUpdates();
  const candidateTabs = useNeedCandidateTabs({ id: needId });
  return <NeedDetail key={needId} needId={needId} candidateTabs={candidateTabs} />;
}
