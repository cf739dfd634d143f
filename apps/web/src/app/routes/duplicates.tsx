import '../../i18n/more-catalogs.ts';
import { DuplicatesPage } from '../../features/duplicates/index.ts';

/** /candidates/duplicates: pairs of the pool that may be one person (Admin and Sales). */
export function DuplicatesRoute() {
  return <DuplicatesPage />;
}
