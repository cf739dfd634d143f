import '../../i18n/more-catalogs.ts';
import { ApiKeyManagement } from '../../features/api-keys/components/api-key-management.tsx';

/** /admin/api-keys (Admin; the router shows Access Denied to other roles). */
export function ApiKeysRoute() {
  return <ApiKeyManagement />;
}
