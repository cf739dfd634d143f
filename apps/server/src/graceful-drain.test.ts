import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectLive } from '../test/live-client.ts';
import {
  createScratchDatabase,
  serverProcess,
  type TScratchDatabase,
  type TServerProcess,
} from '../test/server-process.ts';

const ADMIN = { email: 'drain-admin@example.com', password: 'drain-password-123' };

let server: TServerProcess | undefined;
let scratch: TScratchDatabase | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await server?.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = scratch = dataDir = undefined;
});

/** A raw HTTP/1.1 request whose body is sent in two parts, so the test holds it in flight. */
function halfSentLogin(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const socket = net.connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    async sendHead() {
      await opened;
      socket.write(
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: drain-test-1\r\nConnection: close\r\n\r\n` +
          body.slice(0, 10),
      );
    },
    sendRest: () => socket.write(body.slice(10)),
    ended,
  };
}

describe('graceful drain on SIGTERM (a real server process)', () => {
  it('finishes the in-flight request, tells live sockets 1012, refuses new connections and exits 0', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-drain-'));
    scratch = await createScratchDatabase('drain');
    server = await serverProcess({
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
    });
    await server.start();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);

    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const live = connectLive(server.url, token);
    expect((await live.next()).event_type).toBe('connection_test');

    // A request is in flight (its body half sent) when SIGTERM arrives.
    const inFlight = halfSentLogin(server.url);
    await inFlight.sendHead();
    // A request sent after that head is answered: the server has read the head before it.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const exited = server.kill('SIGTERM');

    // The live socket is told the server restarts: its client reconnects at once, elsewhere.
    expect(await live.closed).toEqual({ code: 1012, reason: 'Server shutting down' });
    // No new request is served any more: a new connection is refused, a kept-alive one is
    // answered 503 and closed (Fastify's return503OnClosing), so a proxy tries another instance.
    const late = await fetch(`${server.url}/healthz`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    // The in-flight request still gets its whole answer.
    inFlight.sendRest();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('x-request-id: drain-test-1');

    await exited;
    expect(server.exitCode()).toBe(0);
    expect(server.logs()).toMatch(/"msg":"draining"/);
    expect(server.logs()).toMatch(/"msg":"drained"/);
  });
});
