import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /admin/workflows: workflow requests list. Placeholder. */
export function WorkflowsRoute() {
  return (
    <PlaceholderPage title="Workflow Requests" description="Automation requests and their status" />
  );
}
