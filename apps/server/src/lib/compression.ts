import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less on the wire than compressing them costs. */
export const COMPRESS_THRESHOLD = 1024;

/** The plugin's default list less octet-stream: downloads of stored files are sent as they are. */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses answers over 1 KiB (API JSON, the SPA fallback) for clients that accept it, at cheap
 * levels: dynamic JSON is compressed on every request, so CPU matters more than the last percent
 * (a 40 KB list page: brotli 1 gives 5.7 KB in ~0.2 ms, brotli 4 5.6 KB in ~0.7-1.5 ms, gzip 1
 * 6.6 KB in ~0.6-0.9 ms; the default brotli 11 would take ~190 ms).
 * The SPA's files are compressed once at build instead (lib/spa.ts); a body that already has a
 * Content-Encoding, or a type that is compressed already (images, zip, PDF), is left as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
}
