import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config.ts';

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Origins the browser uploads to directly: the S3 endpoint, when files live there. */
export function storageOrigins(config: TConfig): string[] {
  if (config.STORAGE_DRIVER !== 's3') return [];
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const origins = [endpoint.origin];
    if (!config.S3_FORCE_PATH_STYLE && config.S3_BUCKET)
      origins.push(`${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`);
    return origins;
  }
  const region = config.S3_REGION;
  return [
    `https://s3.${region}.amazonaws.com`,
    ...(config.S3_BUCKET ? [`https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`] : []),
  ];
}

/** The live socket of this very origin ('self' covers it in current browsers, not in all). */
function sameOriginSockets(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : '';
}

/** Hosts whose header set is kept; a client sending other Host values gets them worked out anew. */
const MAX_CACHED_HOSTS = 32;

/**
 * Helmet's headers for a request's Host. Helmet works out its headers from the options on each
 * call (its Fastify plugin even rebuilds the middleware per request); only the same-origin
 * socket of connect-src depends on the request, so each Host's set is worked out once.
 */
export function createSecurityHeaders(config: TConfig) {
  const connectSrc = ["'self'", ...storageOrigins(config)];
  const writeHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars may be pictures hosted elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...connectSrc, (req) => sameOriginSockets(req as IncomingMessage)],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below, and only on HTTPS: over plain HTTP the header means nothing and a local
    // deployment on http://127.0.0.1 must not be pinned to HTTPS.
    strictTransportSecurity: false,
  });
  const byHost = new Map<string, Record<string, string>>();

  return function headersFor(host: string | undefined): Record<string, string> {
    const key = host ?? '';
    const known = byHost.get(key);
    if (known) return known;
    const headers: Record<string, string> = {};
    const collector = {
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
      removeHeader: (name: string) => delete headers[name.toLowerCase()],
    };
    writeHeaders(
      { headers: { host } } as IncomingMessage,
      collector as unknown as ServerResponse,
      () => {},
    );
    if (byHost.size < MAX_CACHED_HOSTS) byHost.set(key, headers);
    return headers;
  };
}

/**
 * Security headers on every reply: a strict Content-Security-Policy for the SPA (scripts only
 * from this origin, no inline script; inline styles are allowed because Mantine sets style
 * attributes and injects its CSS variables), no framing, nosniff, no referrer, HSTS only over
 * HTTPS, and `Cache-Control: no-store` on every /api reply since they carry personal data.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  const headersFor = createSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.headers.host));
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
