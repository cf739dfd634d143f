import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names everything under assets/ by its content hash: a changed file gets a new name. */
const HASHED_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (icons, manifest) are revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache';

type TEncoding = 'br' | 'gzip';
type TIndexPage = { identity: Buffer } & Partial<Record<TEncoding, Buffer>>;

/** index.html and the compressed copies the build wrote beside it, read once. */
function readIndexPage(indexFile: string): TIndexPage {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  return {
    identity: fs.readFileSync(indexFile),
    br: read(`${indexFile}.br`),
    gzip: read(`${indexFile}.gz`),
  };
}

/** The first of br, gzip that the client accepts (q > 0) and the build wrote. */
function pickEncoding(header: string | undefined, page: TIndexPage): TEncoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  return (['br', 'gzip'] as const).find((name) => page[name] && accepted.has(name));
}

/** Serves the built SPA and answers client routes with index.html; /api, /sandbox-crm and /healthz stay JSON. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The .br and .gz copies written at build (apps/web/build/precompress.ts), by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = path.relative(distDir, file).split(path.sep)[0] === HASHED_DIR;
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  const fallback = readIndexPage(indexFile);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      // HEAD is what link checkers and uptime probes send; it answers as GET would, bodiless.
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      url.startsWith('/api/') ||
      // The sandbox CRM is a separate application: its old paths here are no SPA routes.
      url.startsWith('/sandbox-crm/') ||
      url === '/healthz' ||
      path.extname(url)
    ) {
      return reply
        .status(404)
        .send({ detail: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' });
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], fallback);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(fallback[encoding ?? 'identity']);
  });
  return true;
}
