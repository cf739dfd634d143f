import '../../i18n/more-catalogs.ts';
import { AnalyticsPage } from '../../features/analytics/index.ts';

/** /analytics: Analytics (Admin and Sales; the router shows Access Denied to a Recruiter). */
export function AnalyticsRoute() {
  return <AnalyticsPage />;
}
