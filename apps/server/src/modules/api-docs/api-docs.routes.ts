import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { API_DOCS_PATH, OPENAPI_PATH, tagRoutes } from '../../lib/openapi.ts';
import type { TApp } from '../../lib/types.ts';

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');
// Swagger UI's files as @fastify/swagger-ui ships them: served from here, never from a CDN.
const SWAGGER_UI_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The OpenAPI 3.1 document: its top-level fields; the rest is described by the spec itself. */
const ZOpenApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'The OpenAPI 3.1 document of this API.' });

/**
 * `GET /api/v1/openapi.json` (the document generated from the routes' zod schemas, on its first request) and
 * the interactive reference at `/api/docs`. The document needs a signed-in user unless
 * PUBLIC_API_DOCS=true; the page itself holds nothing of the API (it fetches the document with
 * the reader's session) and is public.
 */
export function registerApiDocsRoutes(app: TApp, deps: { publicDocs: boolean }) {
  tagRoutes(app, 'API docs');
  // Generated on the first request rather than at start: an idle server need not hold it.
  let document: string | undefined;

  app.get(
    OPENAPI_PATH,
    {
      config: { access: deps.publicDocs ? access.public : access.signedIn },
      schema: {
        description: 'This document: every operation, its roles, request and response schemas.',
        response: { 200: ZOpenApiDocument },
      },
    },
    // Already JSON text: Fastify sends a string as it is, without serialising the object again.
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((document ??= JSON.stringify(app.swagger())) as never),
  );

  const page = fs.readFileSync(path.join(PAGE_DIR, 'index.html'));
  const script = fs.readFileSync(path.join(PAGE_DIR, 'docs.js'));
  const assets = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { type, body: fs.readFileSync(path.join(SWAGGER_UI_DIR, name)) },
    ]),
  );
  const publicPage = { config: { access: access.public } };

  app.get(API_DOCS_PATH, publicPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
  app.get(`${API_DOCS_PATH}/`, publicPage, async (_request, reply) =>
    reply.redirect(API_DOCS_PATH),
  );
  app.get(`${API_DOCS_PATH}/docs.js`, publicPage, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(script),
  );
  app.get(
    `${API_DOCS_PATH}/assets/:file`,
    { ...publicPage, schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset) throw notFound('No such file in the API reference');
      return reply.type(asset.type).send(asset.body);
    },
  );
}
