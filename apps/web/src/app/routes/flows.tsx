import { FlowAdminPage } from '../../features/flows/components/flow-admin-page.tsx';

/**
 * /admin/flows: Flow Administration (Admin; the router shows Access Denied to other roles). The
 * RPA launcher and live viewer (CRM issue) plug in through the page's rpaLauncher and
 * renderWatchLive props.
 */
export function FlowsRoute() {
  return <FlowAdminPage />;
}
