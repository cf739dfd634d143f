import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ProfileModal } from '../../features/profile/components/profile-modal.tsx';
import { GdprWarningNotifier } from '../../features/gdpr/index.ts';
import { PaletteHost } from '../../features/palette/index.ts';
import { WebhookDisabledNotifier } from '../../features/webhooks/index.ts';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { LiveProvider } from '../live-provider.tsx';
import '../../i18n/app-catalogs.ts';
import { TopBar } from './top-bar.tsx';

/** Layouts collapse below 768 px (spec 000 §2). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function AppLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY, false) ?? false;
  const [isProfileOpen, setProfileOpen] = useState(false);
  const { pathname } = useLocation();

  return (
    // The live connection is for signed-in pages only: /login carries none of its code.
    <LiveProvider>
      <AppShell header={{ height: 60 }} padding={0}>
        <AppShell.Header>
          <TopBar isMobile={isMobile} onOpenProfile={() => setProfileOpen(true)} />
        </AppShell.Header>
        <AppShell.Main>
          {/* A failing page keeps the top bar; moving to another page clears the error. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </AppShell.Main>
        <ProfileModal opened={isProfileOpen} onClose={() => setProfileOpen(false)} />
        {/* Cmd/Ctrl+K: its code loads when idle or on the first press. */}
        <PaletteHost onOpenProfile={() => setProfileOpen(true)} />
        {/* Admins hear of a webhook endpoint disabled after failing, on any page. */}
        <WebhookDisabledNotifier />
        {/* Owners hear of a candidate the GDPR retention run will erase soon. */}
        <GdprWarningNotifier />
      </AppShell>
    </LiveProvider>
  );
}
