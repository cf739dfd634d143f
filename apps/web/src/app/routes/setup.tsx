import '../../i18n/app-catalogs.ts';
import '../../i18n/more-catalogs.ts';
import { Navigate } from 'react-router';
import { Center } from '@mantine/core';
import { SetupForm } from '../../features/setup/components/setup-form.tsx';
import { useSetupStatus } from '../../features/setup/api/get-setup-status.ts';
import { useSession } from '../../shared/session/index.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

/** /setup: first run only; creates the first Admin, who is then signed in. */
export function SetupRoute() {
  const { isAuthenticated } = useSession();
  const setup = useSetupStatus();

  if (isAuthenticated) return <Navigate to="/softeamboard" replace />;
  if (setup.isPending) return <PageLoader />;
  if (setup.data?.is_setup_complete !== false) return <Navigate to="/login" replace />;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)" component="main">
      <SetupForm />
    </Center>
  );
}
