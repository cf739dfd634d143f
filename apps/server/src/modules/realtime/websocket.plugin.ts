import websocket from '@fastify/websocket';
import type { TApp } from '../../lib/types.ts';
import { LIVE_CLOSE } from './live-hub.ts';

/** Time a socket gets to answer the shutdown close frame before it is cut. */
const SHUTDOWN_GRACE_MS = 2_000;

/**
 * Registers @fastify/websocket once for every socket route (live events, RPA stream). On shutdown
 * every socket is told 1012 (service restart) so clients reconnect at once, through the proxy to
 * another instance, and a peer that
 * does not answer is cut so that closing the server never hangs.
 */
export async function registerWebsocket(app: TApp) {
  await app.register(websocket, {
    options: { maxPayload: 1024 * 1024 },
    preClose(done) {
      const server = app.websocketServer;
      app.server.removeAllListeners('upgrade');
      for (const client of server.clients)
        client.close(LIVE_CLOSE.serviceRestart, 'Server shutting down');
      const timer = setTimeout(() => {
        for (const client of server.clients) client.terminate();
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        done();
      });
    },
  });
}
