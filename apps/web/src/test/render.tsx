import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../shared/api/index.ts';
import { TopBarSlotsProvider } from '../shared/layout/top-bar-slots.tsx';
import { ViewSearchProvider } from '../shared/search/view-search.tsx';
import { LiveConnectionContext, createLiveConnection } from '../shared/live/index.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';

// Pages may listen to live events; without a token this connection never opens a socket.
const idleLiveConnection = createLiveConnection({ getToken: () => null });

/** Shows the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ViewSearchProvider>
          <TopBarSlotsProvider>
            <LiveConnectionContext value={idleLiveConnection}>
              <MemoryRouter initialEntries={[route]}>
                {ui}
                <LocationProbe />
              </MemoryRouter>
            </LiveConnectionContext>
          </TopBarSlotsProvider>
        </ViewSearchProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
