import { z } from 'zod';
import { access } from '../../lib/access.ts';
import type { TApp } from '../../lib/types.ts';
import type { TLiveHub } from './live-hub.ts';
import type { TAuthenticateSocket } from './socket-sign-in.ts';
import { tagRoutes } from '../../lib/openapi.ts';

const ZLiveQuery = z.object({ token: z.string().max(4096).optional() });

/**
 * GET /api/v1/ws?token=<access token>. The upgrade is always accepted so that a bad token can be
 * answered with close code 4001, which the client acts on (an HTTP 401 would only read as 1006).
 * The socket lives as long as its session and token: 4002 when the session ends, 4001 when the
 * token expires unless the client sent `{ type: 'authenticate', token }` with a newer one.
 */
export function registerRealtimeRoutes(
  app: TApp,
  deps: { hub: TLiveHub; authenticate: TAuthenticateSocket },
) {
  tagRoutes(app, 'Realtime');
  const { hub, authenticate } = deps;
  // The token travels in the URL: keep this route out of the request log (info level).
  app.get(
    '/api/v1/ws',
    { websocket: true, logLevel: 'warn', config: { access: access.link } },
    (socket, request) => {
      const parsed = ZLiveQuery.safeParse(request.query);
      const token = parsed.success ? parsed.data.token : undefined;
      hub.accept(socket, token, authenticate);
    },
  );
}
