import '../../i18n/more-catalogs.ts';
import { useParams } from 'react-router';
import { WorkflowRequestDetail } from '../../features/workflows/index.ts';

/** /admin/workflows/:id: workflow request detail (the router redirects Recruiters). */
export function WorkflowDetailRoute() {
  const { id = '' } = useParams();
  return <WorkflowRequestDetail key={id} id={id} />;
}
