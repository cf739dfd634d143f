import { Navigate, Outlet, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../shared/session/index.ts';

/** Signed-in area: unauthenticated users are sent to /login (and come back after signing in). */
export function RequireAuth() {
  const t = useT();
  const { status, isAuthenticated } = useSession();
  const location = useLocation();
  if (status === 'checking') {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.checkingSession')} />
      </Center>
    );
  }
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
