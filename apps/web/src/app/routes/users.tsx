import '../../i18n/more-catalogs.ts';
import { UserManagement } from '../../features/users/components/user-management.tsx';

/** /admin/users (Admin; the router shows Access Denied to other roles). */
export function UsersRoute() {
  return <UserManagement />;
}
