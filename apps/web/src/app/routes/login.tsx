import { Navigate, useLocation, type Location } from 'react-router';
import { Center } from '@mantine/core';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useSetupStatus } from '../../features/setup/api/get-setup-status.ts';
import { useSession } from '../../shared/session/index.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

function getReturnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  const path = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  return path && path !== '/login' && path !== '/setup' ? path : '/softeamboard';
}

/** /login: signed-in users go on to the app; a fresh install goes to /setup first. */
export function LoginRoute() {
  const { isAuthenticated, status } = useSession();
  const location = useLocation();
  const setup = useSetupStatus();

  if (isAuthenticated) return <Navigate to={getReturnPath(location.state)} replace />;
  if (setup.isPending || status === 'checking') return <PageLoader />;
  if (setup.data && !setup.data.is_setup_complete) return <Navigate to="/setup" replace />;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)" component="main">
      <LoginForm />
    </Center>
  );
}
