import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenSandboxCrmOnDemand } from './sandbox-crm-on-demand.ts';
import { readSandboxCrmCredentials } from './sandbox-users.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-on-demand-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the sandbox CRM built on its first request', () => {
  it('listens and writes its credentials at once, opens its database on the first request, and closes', async () => {
    const dataDir = newFolder();
    const sandbox = await listenSandboxCrmOnDemand({ dataDir, port: 0 });
    try {
      expect(readSandboxCrmCredentials(dataDir)).not.toBeNull();
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      const [login, health] = await Promise.all([
        fetch(`${sandbox.url}/sandbox-crm/login`),
        fetch(`${sandbox.url}/healthz`),
      ]);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<form');
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/healthz`)).rejects.toThrow();
  });

  it('closes without ever opening its database when nobody called it', async () => {
    const dataDir = newFolder();
    const sandbox = await listenSandboxCrmOnDemand({ dataDir, port: 0 });
    await sandbox.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('fails to start, as before, when its port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(listenSandboxCrmOnDemand({ dataDir: newFolder(), port })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
