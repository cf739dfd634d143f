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
