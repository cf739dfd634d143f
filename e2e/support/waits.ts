import type { Page } from 'playwright-core';

export { until } from '../../apps/server/test/until.ts';

/**
 * Resolves once every finite CSS animation and transition on the page has ended (a modal's
 * fade); an endless one (a spinner, a pulsing dot) never ends and is not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Resolves when the page's live socket has reconnected: a new socket got the server's greeting.
 * Called before the restart, so the old socket's greeting does not count.
 */
export function liveReconnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('connection_test')) resolve();
      }),
    );
  });
}
