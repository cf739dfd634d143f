import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';

/** /admin/flows: Flow Administration (Admin). Placeholder. */
export function FlowsRoute() {
  return (
    <PlaceholderPage title="Flow Administration" description="Mail, analysis and CRM-RPA flows" />
  );
}
