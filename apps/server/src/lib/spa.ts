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

/** The files under `dir` as URL paths relative to it, dot files and dot folders left out. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return fs.statSync(full).isDirectory()
      ? listFiles(full, `${prefix}${name}/`)
      : [`${prefix}${name}`];
  });
}

/**
 * The hashed assets, as the static plugin would serve them with a route per file: only the files
 * that were there at start, the others left to the not-found handler.
 */
function registerHashedAssets(app: FastifyInstance, distDir: string) {
  const hashedDir = path.join(distDir, HASHED_DIR);
  if (!fs.existsSync(hashedDir)) return;
  const files = new Set(listFiles(hashedDir).map((file) => `${HASHED_DIR}/${file}`));
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `/${HASHED_DIR}/*`,
    schema: { hide: true },
    // As the static plugin's own routes: a client that went away mid-file is no server error.
    errorHandler: (error, request, reply) => {
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.raw.destroy();
        return;
      }
      return app.errorHandler(error, request, reply);
    },
    handler: (request, reply) => {
      const file = `${HASHED_DIR}/${request.params['*']}`;
      return files.has(file) ? reply.sendFile(file) : reply.callNotFound();
    },
  });
}

/** Serves the built SPA and answers client routes with index.html; /api, /sandbox-crm and /healthz stay JSON. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The hashed assets (hundreds of files, each a GET and a HEAD route to build at start) are
    // served by the one route below.
    globIgnore: [`${HASHED_DIR}/**`],
    index: false,
    // The .br and .gz copies written at build (apps/web/build/precompress.ts), by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = path.relative(distDir, file).split(path.sep)[0] === HASHED_DIR;
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  registerHashedAssets(app, distDir);
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
