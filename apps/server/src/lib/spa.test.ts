import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { TDatabase } from '../db/client.ts';
import type { TApp } from './types.ts';

/** A built SPA as Vite and the precompress plugin leave it: hashed assets with .br and .gz. */
function writeDist(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(script));
  const html = `<!doctype html><html><head><title>Staffing</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(html));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

describe('the built SPA', () => {
  let app: TApp;
  let database: TDatabase;
  let dist: ReturnType<typeof writeDist>;

  beforeAll(async () => {
    dist = writeDist();
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: dist.dir }),
      database,
      serveWeb: true,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dist.dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves hashed assets as immutable for a year, in the encoding the client accepts', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(dist.script);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(dist.script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(dist.script);
  });

  it('has index.html, the client routes and the unhashed files revalidated on each use', async () => {
    for (const url of ['/index.html', '/', '/needs/board', '/favicon.svg']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const page = await get('/needs/board', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const refused = await get('/needs/board', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(refused.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/needs/board');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toContain('<div id="root">');
  });

  it('serves only the assets that were there at start; any other asset path is a JSON 404', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-Ab12Cd34.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.payload).toBe('');
    fs.writeFileSync(path.join(dist.dir, 'assets/later-Zz99.js'), 'console.log(1);');
    for (const url of ['/assets/later-Zz99.js', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers HEAD on a client route as GET would, without a body; an unknown API path stays 404', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/needs/board' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.payload).toBe('');
    const api = await app.inject({ method: 'HEAD', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
  });
});
