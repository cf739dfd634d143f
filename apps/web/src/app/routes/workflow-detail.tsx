import { useParams } from 'react-router';
import { shortId } from '@staffing/domain';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /admin/workflows/:id: workflow request detail. Placeholder. */
export function WorkflowDetailRoute() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Workflow Request" description={`Request ${shortId(id)}`} />;
}
