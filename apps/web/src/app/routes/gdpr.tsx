import '../../i18n/more-catalogs.ts';
import { GdprRegisterPage } from '../../features/gdpr/index.ts';

/** /admin/gdpr: the GDPR register (Admin; the router shows Access Denied to other roles). */
export function GdprRoute() {
  return <GdprRegisterPage />;
}
