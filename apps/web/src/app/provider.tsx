import { useEffect, type ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../shared/api/index.ts';
import { GlobalSearchProvider } from '../shared/search/global-search.tsx';
import { TopBarSlotsProvider } from '../shared/layout/top-bar-slots.tsx';
import { bootstrapSession, startProactiveRefresh } from '../shared/session/index.ts';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { setupStatusQueryKey, getSetupStatus } from '../features/setup/api/get-setup-status.ts';
import { LiveProvider } from './live-provider.tsx';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** Toasts stay 5 s and fade in 300 ms (spec 000 §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

function SessionBootstrap({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The setup check and the session check both run once at start.
    void queryClient.prefetchQuery({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus });
    void bootstrapSession();
    return startProactiveRefresh();
  }, []);
  return children;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications
        autoClose={TOAST_AUTO_CLOSE_MS}
        transitionDuration={300}
        position="top-right"
        limit={5}
      />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <GlobalSearchProvider>
            <TopBarSlotsProvider>
              <SessionBootstrap>
                <LiveProvider>{children}</LiveProvider>
              </SessionBootstrap>
            </TopBarSlotsProvider>
          </GlobalSearchProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
