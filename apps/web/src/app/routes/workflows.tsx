import '../../i18n/more-catalogs.ts';
import { WorkflowRequestsPage } from '../../features/workflows/index.ts';

/** /admin/workflows: workflow requests list (the router redirects Recruiters). */
export function WorkflowsRoute() {
  return <WorkflowRequestsPage />;
}
