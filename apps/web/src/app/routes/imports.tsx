import '../../i18n/more-catalogs.ts';
import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The page loads in a second step: its list of chunks then lives here rather than in the route
// table, which is in the first page's bundle (/login pays for every byte of it).
const ImportsPage = lazyPage(() => import('../../features/imports/index.ts'), 'ImportsPage');

/** /imports: candidates or needs from a CSV or XLSX file (Admin and Sales). */
export function ImportsRoute() {
  return <ImportsPage />;
}
