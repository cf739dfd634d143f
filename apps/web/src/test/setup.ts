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
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clearSession } from '../shared/session/session-store.ts';
import { closePalette } from '../features/palette/palette-store.ts';
import { activateLocale } from '../i18n/locale.ts';
afterEach(() => cleanup());

// The test files share their worker's modules (isolate: false in vitest.config.ts), and this file
// runs before each of them: every file starts as a fresh page would, with empty storage, signed
// out, in English, with no cached query and no toast, and leaves real timers and globals behind.
beforeAll(async () => {
  // A few files run in the node environment (no page, nothing to reset).
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  closePalette();
  notifications.clean();
  await activateLocale('en');
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// Every English catalogue, as the signed-in layout and the routes bring them in the app.
import '../i18n/app-catalogs.ts';
import '../i18n/more-catalogs.ts';
