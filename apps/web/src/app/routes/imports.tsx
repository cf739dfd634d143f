import '../../i18n/more-catalogs.ts';
import { ImportsPage } from '../../features/imports/index.ts';

/** /imports: candidates or needs from a CSV or XLSX file (Admin and Sales). */
export function ImportsRoute() {
  return <ImportsPage />;
}
