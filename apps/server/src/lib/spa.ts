import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA and answers client routes with index.html; /api, /sandbox-crm and /healthz stay JSON. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const html = fs.readFileSync(indexFile);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      request.method !== 'GET' ||
      url.startsWith('/api/') ||
      // The sandbox CRM answers its own paths; when it is off they are not SPA routes either.
      url.startsWith('/sandbox-crm/') ||
      url === '/healthz' ||
      path.extname(url)
    ) {
      return reply
        .status(404)
        .send({ detail: `Route ${request.method} ${url} not found`, code: 'NOT_FOUND' });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  return true;
}
