import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import {
  MantineProvider,
  mergeThemeOverrides,
  type MantineThemeOverride,
  type ModalProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n/i18n.ts';
import { LocaleSync } from '../i18n/locale-sync.tsx';
import { queryClient } from '../shared/api/index.ts';
import { ViewSearchProvider } from '../shared/search/view-search.tsx';
import { NARROW_QUERY } from '../shared/layout/breakpoints.ts';
import { TopBarSlotsProvider } from '../shared/layout/top-bar-slots.tsx';
import { bootstrapSession, startProactiveRefresh } from '../shared/session/index.ts';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { setupStatusQueryKey, getSetupStatus } from '../features/setup/api/get-setup-status.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app's theme; on narrow screens every dialog opens full-screen (one place for all of them). */
export function createAppTheme({ isNarrow }: { isNarrow: boolean }): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    // A plain object rather than Modal.extend (which returns it as is), so that the first chunk
    // does not carry the Modal component for pages that open none.
    components: { Modal: { defaultProps: { fullScreen: isNarrow } satisfies Partial<ModalProps> } },
  });
}

/**
 * The toasts' container (and its portal) loads after the first paint: /login shows none, and a
 * toast raised before it mounts waits in the store (/login ≤ 120 KiB of JS). It mounts
 * once its chunk is here rather than through Suspense: a fallback shown, even an empty one, makes
 * React hold back every page that replaces a fallback for 300 ms after it.
 */
function DeferredNotifications(props: NotificationsProps) {
  const [Notifications, setNotifications] = useState<ComponentType<NotificationsProps> | null>(
    null,
  );
  useEffect(() => {
    let isCurrent = true;
    void import('@mantine/notifications').then(
      (module) => isCurrent && setNotifications(() => module.Notifications),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return Notifications ? <Notifications {...props} /> : null;
}

/** Toasts stay 5 s and fade in 300 ms (spec 000 §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** At most three toasts at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

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
  const isNarrow = useMediaQuery(NARROW_QUERY, false) ?? false;
  const appTheme = useMemo(() => createAppTheme({ isNarrow }), [isNarrow]);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={appTheme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        {/* Bottom right: the top bar's Create Need and a page's Edit and AI Mail stay visible. */}
        <DeferredNotifications
          autoClose={TOAST_AUTO_CLOSE_MS}
          transitionDuration={300}
          position="bottom-right"
          limit={TOAST_LIMIT}
        />
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <ViewSearchProvider>
              <TopBarSlotsProvider>
                <SessionBootstrap>
                  <LocaleSync />
                  {children}
                </SessionBootstrap>
              </TopBarSlotsProvider>
            </ViewSearchProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </MantineProvider>
    </I18nProvider>
  );
}
