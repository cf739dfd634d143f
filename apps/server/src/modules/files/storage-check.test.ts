import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TFileTokenSigner } from './signed-token.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An S3 endpoint that knows one bucket, and records the requests it got. */
async function fakeS3(bucket: string) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const isBucket = req.url === `/${bucket}` || req.url === `/${bucket}/`;
    res.statusCode = req.method === 'HEAD' && isBucket ? 200 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const s3 = (endpoint: string, bucket: string) =>
  createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    forcePathStyle: true,
  });

describe('storage readiness check', () => {
  it('s3: passes when the bucket answers, fails when it is missing (a key lookup would not tell)', async () => {
    const store = await fakeS3('staffing');
    await expect(s3(store.url, 'staffing').check()).resolves.toBeUndefined();
    expect(store.requests[0]).toMatch(/^HEAD \/staffing\/?$/);
    await expect(s3(store.url, 'no-such-bucket').check()).rejects.toThrow();
  });

  it('s3: fails when the endpoint does not answer', async () => {
    await expect(s3('http://127.0.0.1:9', 'staffing').check()).rejects.toThrow();
  });

  it('local: makes the folder when missing, fails when it cannot be written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-check-'));
    closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const signer = {} as TFileTokenSigner;
    await createLocalStorage({ root: path.join(dir, 'files'), signer }).check();
    expect(fs.existsSync(path.join(dir, 'files'))).toBe(true);
    // A file where the folder should be.
    fs.writeFileSync(path.join(dir, 'blocked'), '');
    await expect(
      createLocalStorage({ root: path.join(dir, 'blocked', 'files'), signer }).check(),
    ).rejects.toThrow();
  });
});
