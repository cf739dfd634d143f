import '../../i18n/more-catalogs.ts';
import { CrmHealthPage } from '../../features/crm-health/index.ts';

/** /admin/crm-health: CRM Health (Admin; the router shows Access Denied to other roles). */
export function CrmHealthRoute() {
  return <CrmHealthPage />;
}
