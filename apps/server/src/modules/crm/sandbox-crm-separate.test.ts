import fs from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandboxCrm } from '@staffing/sandbox-crm/testing';
import { testConfig, useTestContext } from '../../../test/test-app.ts';
import { SANDBOX_PRODUCTION_WARNING, startSandboxCrmBeside } from '../../sandbox-crm-beside.ts';
import { createAppCrmConnector } from './choose-connector.ts';
import { sandboxCrmAddress } from './sandbox-crm-link.ts';

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
  redirect: 'manual' as const,
});

describe('the sandbox CRM is a separate application', () => {
  const t = useTestContext();

  it('is not mounted in the product: its old paths answer 404 there', async () => {
    const admin = await t.createUser('Admin');
    const paths = [
      { method: 'GET' as const, url: '/sandbox-crm/login' },
      { method: 'POST' as const, url: '/sandbox-crm/login', payload: { username: admin.email } },
      { method: 'POST' as const, url: '/sandbox-crm/services/oauth2/token', payload: {} },
      { method: 'GET' as const, url: '/sandbox-crm/lightning/page/home' },
      { method: 'GET' as const, url: '/api/v1/admin/sandbox-crm/faults', headers: t.auth(admin) },
    ];
    for (const request of paths)
      expect((await t.app.inject(request)).statusCode, request.url).toBe(404);
  });
});

describe('the sandbox CRM beside the product', () => {
  const t = useTestContext({ sandboxCrm: true });

  it("never takes the product's Admin or Sales passwords, on its pages or its token endpoint", async () => {
    const sandbox = t.sandboxCrm!;
    for (const role of ['Admin', 'Sales'] as const) {
      const user = await t.createUser(role);
      const page = await fetch(
        `${sandbox.url}/sandbox-crm/login`,
        form({ username: user.email, password: user.password }),
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('id="error"');
      expect(page.headers.get('set-cookie')).toBeNull();
      const grant = await fetch(
        `${sandbox.url}/sandbox-crm/services/oauth2/token`,
        form({
          grant_type: 'password',
          client_id: sandbox.credentials.clientId,
          client_secret: sandbox.credentials.clientSecret,
          username: user.email,
          password: user.password,
        }),
      );
      expect(grant.status).toBe(400);
      expect(((await grant.json()) as { error: string }).error).toBe('invalid_grant');
    }
  });

  it('writes its credentials file 0600 into the data folder, with its own two accounts', () => {
    const file = `${t.config.DATA_DIR}/sandbox-crm/credentials.json`;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(saved.integration.username).toBe('integration@sandbox-crm.local');
    expect(saved.demo.username).toBe('demo@sandbox-crm.local');
    expect(saved.demo.password).not.toBe(saved.integration.password);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('starting the sandbox CRM with the product', () => {
  it('starts it on its own 127.0.0.1 port when CRM_PROVIDER=sandbox, warning in production', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const port = await freePort();
    const config = testConfig({ NODE_ENV: 'production', SANDBOX_CRM_PORT: String(port) });
    const sandbox = await startSandboxCrmBeside(config, logger);
    try {
      expect(sandbox!.url).toBe(`http://127.0.0.1:${port}`);
      expect((await fetch(`${sandbox!.url}/sandbox-crm/login`)).status).toBe(200);
      expect(lines.join('')).toContain(SANDBOX_PRODUCTION_WARNING);
    } finally {
      await sandbox?.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    }

    const salesforce = testConfig({
      CRM_PROVIDER: 'salesforce',
      SALESFORCE_CLIENT_ID: 'id',
      SALESFORCE_CLIENT_SECRET: 'secret',
    });
    expect(await startSandboxCrmBeside(salesforce, logger)).toBeNull();
    fs.rmSync(salesforce.DATA_DIR, { recursive: true, force: true });
  });
});

describe('a sandbox CRM served apart (compose: one for every instance)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-apart-'));
  let sandbox: Awaited<ReturnType<typeof startTestSandboxCrm>>;
  beforeAll(async () => {
    sandbox = await startTestSandboxCrm({ dataDir: folder });
  });
  afterAll(async () => {
    await sandbox?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is reached at SANDBOX_CRM_URL with the accounts of SANDBOX_CRM_DATA_DIR, and none starts beside', async () => {
    const config = testConfig({
      SANDBOX_CRM_URL: sandbox.url,
      SANDBOX_CRM_DATA_DIR: folder,
      SANDBOX_CRM_PUBLIC_URL: 'http://localhost:3001',
    });
    try {
      expect(await startSandboxCrmBeside(config, pino({ level: 'silent' }))).toBeNull();
      expect(fs.existsSync(path.join(config.DATA_DIR, 'sandbox-crm'))).toBe(false);
      expect(sandboxCrmAddress(config)).toEqual({
        apiBase: `${sandbox.url}/sandbox-crm`,
        publicBase: 'http://localhost:3001/sandbox-crm',
      });
      const written = await createAppCrmConnector({ config }).write('opportunity', {
        idempotencyKey: 'apart:opportunity',
        need: {
          id: '3f1c2a4e-0000-4000-8000-000000000002',
          title: 'Data engineer',
          client: 'ACME',
          tjm: 650,
          quantity: 1,
          description: null,
          orderClients: ['Jane Buyer'],
          orderClientsEmail: ['jane@acme.fr'],
          consultants: ['Sam Sales'],
          opportunitySalesforceId: null,
          opportunitySalesforceUrl: null,
          missionSalesforceUrl: null,
          propositionSalesforceId: null,
        },
        candidate: null,
        payload: {},
      });
      expect(written).toMatchObject({ object: 'Opportunity', created: true });
      expect(written.url).toMatch(/^http:\/\/localhost:3001\/sandbox-crm\/lightning\/r\//);
    } finally {
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
