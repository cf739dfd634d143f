import '../../i18n/more-catalogs.ts';
import { BenchPage } from '../../features/pool/index.ts';

/** /bench: the firm's consultants by availability (Admin and Sales; Access Denied otherwise). */
export function BenchRoute() {
  return <BenchPage />;
}
