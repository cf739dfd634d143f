import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';

describe('API answer compression', () => {
  const t = useTestContext();

  it('compresses JSON over 1 KiB for a client that accepts it, and leaves smaller answers alone', async () => {
    const admin = await t.createUser('Admin');
    for (let i = 0; i < 8; i += 1) await t.createUser('Sales');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: t.auth(admin),
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { ...t.auth(admin), 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { ...t.auth(admin), 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { ...t.auth(admin), 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
