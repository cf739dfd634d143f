import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every reply: a strict Content-Security-Policy for the SPA (scripts only
 * from this origin, no inline script; inline styles are allowed because Mantine sets style
 * attributes and injects its CSS variables), no framing, nosniff, no referrer, HSTS only over
 * HTTPS, and `Cache-Control: no-store` on every /api reply since they carry personal data.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  const connectSrc = ["'self'", ...storageOrigins(config)];
  await app.register(helmet, {
    global: true,
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

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
