import '@testing-library/jest-dom/vitest';

// Mantine reads these browser APIs that jsdom does not provide.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// Testing Library cleans up automatically only with vitest globals; do it explicitly.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
afterEach(() => cleanup());

// findBy and waitFor wait for what a page does after a chunk or a request; on CI's busy 2-core
// machine a lazy page's first transform alone can pass Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Every English catalogue, as the signed-in layout and the routes bring them in the app.
import '../i18n/app-catalogs.ts';
import '../i18n/more-catalogs.ts';

// The web's test files share each worker's modules (vitest.config.ts): what one file left in the
// app's singletons (query cache, session, shown notifications, language, storage) is cleared
// before the next file starts, as a fresh module graph would have it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { notifications } from '@mantine/notifications';
import { queryClient } from '../shared/api/query-client.ts';
import { clearSession } from '../shared/session/session-store.ts';
import { activateLocale } from '../i18n/locale.ts';

function clearNotifications() {
  notifications.clean();
  notifications.cleanQueue();
}

async function resetSharedState() {
  // Files that declare the node environment have no DOM to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  clearNotifications();
  // Also empties the query cache.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  await activateLocale('en');
  document.body.replaceChildren();
}
beforeAll(resetSharedState);
afterAll(resetSharedState);
// A notification shown after a test's last request answered can arrive once the test ended.
beforeEach(clearNotifications);

// The app's retry rule stays (no retry of a 4xx, two of anything else) without its back-off:
// an error-path test waits for the outcome, not for three seconds of delays.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
