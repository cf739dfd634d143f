import '../../i18n/more-catalogs.ts';
import { WebhooksPage } from '../../features/webhooks/index.ts';

/** /admin/webhooks: Webhooks (Admin; the router shows Access Denied to other roles). */
export function WebhooksRoute() {
  return <WebhooksPage />;
}
