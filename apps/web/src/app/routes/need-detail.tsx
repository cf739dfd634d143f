import { useParams } from 'react-router';
import { shortId } from '@staffing/domain';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /softeamboard/need/:needId: need detail and process tracker. Placeholder. */
export function NeedDetailRoute() {
  const { needId = '' } = useParams();
  return <PlaceholderPage title="Need Details" description={`Need ${shortId(needId)}`} />;
}
