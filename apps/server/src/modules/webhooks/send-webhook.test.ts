import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from './send-webhook.ts';

let server: http.Server;
let port = 0;
const hosts: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hosts.push(req.headers.host);
    req.resume();
    if (req.url === '/slow') return; // never answers
    if (req.url === '/big') {
      res.writeHead(502);
      res.end('x'.repeat(5000));
      return;
    }
    res.writeHead(204);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, timeoutMs = 5_000) =>
  sendWebhook({
    // A name no DNS knows: only the pinned address can lead there.
    url: new URL(`http://hooks.invalid:${port}${path}`),
    target: { address: '127.0.0.1', family: 4 },
    headers: { 'webhook-id': 'msg_1' },
    body: '{"a":1}',
    timeoutMs,
    excerptBytes: 1024,
  });

describe('sendWebhook', () => {
  it('connects to the checked address, never asking DNS again', async () => {
    const result = await send('/ok');
    expect(result).toMatchObject({ statusCode: 204, error: null });
    expect(hosts.at(-1)).toBe(`hooks.invalid:${port}`);
  });

  it('keeps the first KB of an answer', async () => {
    const result = await send('/big');
    expect(result.statusCode).toBe(502);
    expect(result.responseExcerpt).toHaveLength(1024);
  });

  it('gives up after its time limit', async () => {
    const result = await send('/slow', 300);
    expect(result).toMatchObject({ statusCode: null, error: 'No answer within 0.3 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
  });
});
