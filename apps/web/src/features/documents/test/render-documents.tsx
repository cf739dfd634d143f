import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import type { TRole } from '@staffing/domain';
import { queryClient } from '../../../shared/api/index.ts';
import { LiveConnectionContext, type LiveConnection } from '../../../shared/live/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
// The English catalogues, as the signed-in layout brings them.
import '../../../i18n/app-catalogs.ts';

/** A live connection that never delivers anything, for components that subscribe. */
const silentConnection = {
  on: () => () => {},
  subscribeJob: () => () => {},
} as unknown as LiveConnection;

export function signInAs(role: TRole = 'Sales') {
  clearSession();
  queryClient.clear();
  // Toasts live in a global store: the earlier tests' ones would fill the visible five.
  notifications.clean();
  notifications.cleanQueue();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
}

export function renderDocuments(ui: ReactNode) {
  return renderWithProviders(
    <LiveConnectionContext value={silentConnection}>{ui}</LiveConnectionContext>,
  );
}

export const NEED_ID = '22222222-2222-4222-8222-222222222222';
export const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';
export const OTHER_ID = '44444444-4444-4444-8444-444444444444';
