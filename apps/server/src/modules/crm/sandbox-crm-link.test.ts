import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenSandboxCrmOnDemand } from '@staffing/sandbox-crm';
import { freePort } from '../../../test/server-process.ts';
import { CrmError } from './crm-connector.ts';
import { SANDBOX_LINK_MESSAGES, wakeSandboxCrm } from './sandbox-crm-link.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server on 127.0.0.1 answering every request with `handle`. */
async function listen(handle: http.RequestListener): Promise<number> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (server.address() as AddressInfo).port;
}

const wakeError = (port: number, timeoutMs?: number) =>
  wakeSandboxCrm({ SANDBOX_CRM_PORT: port, SANDBOX_CRM_URL: undefined }, timeoutMs).then(
    () => null,
    (err: unknown) => err as CrmError,
  );

describe('waking the sandbox CRM beside the product', () => {
  it('opens the sandbox database on the wake, before any page or call of a run', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-wake-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const sandbox = await listenSandboxCrmOnDemand({ dataDir, port: 0 });
    cleanups.push(() => sandbox.close());
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);

    await wakeSandboxCrm({ SANDBOX_CRM_PORT: sandbox.port, SANDBOX_CRM_URL: undefined });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  });

  it('says the sandbox did not start when it is still starting past the bound', async () => {
    const port = await listen(() => {}); // never answers
    const error = await wakeError(port, 200);
    expect(error).toBeInstanceOf(CrmError);
    expect(error?.errorCode).toBe('UNAVAILABLE');
    expect(error?.message).toBe(SANDBOX_LINK_MESSAGES.startTimeout(0));
  });

  it('says the sandbox could not start when it answers 503 or nothing listens', async () => {
    const port = await listen((_request, response) => {
      response.writeHead(503).end('The sandbox CRM could not start.');
    });
    expect((await wakeError(port))?.message).toBe(SANDBOX_LINK_MESSAGES.couldNotStart);
    expect((await wakeError(await freePort()))?.message).toBe(SANDBOX_LINK_MESSAGES.couldNotStart);
  });

  it('leaves a sandbox of its own (SANDBOX_CRM_URL) alone: it opened its database at its start', async () => {
    let requests = 0;
    const port = await listen((_request, response) => {
      requests += 1;
      response.end('{}');
    });
    await wakeSandboxCrm({ SANDBOX_CRM_PORT: port, SANDBOX_CRM_URL: `http://127.0.0.1:${port}` });
    expect(requests).toBe(0);
    await wakeSandboxCrm({ SANDBOX_CRM_PORT: port, SANDBOX_CRM_URL: undefined });
    expect(requests).toBe(1);
  });
});
