import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, useTestContext } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createSecurityHeaders, storageOrigins } from './security-headers.ts';

function parseCsp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const t = useTestContext();

  it('sends a strict CSP, no framing, nosniff, no referrer and no-store on API replies', async () => {
    const user = await t.createUser('Sales');
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: t.auth(user) }),
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: user.password },
      }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps the CSP free of inline or eval script and allows the same-origin socket', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'staffing.example.com' },
    });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'ws://staffing.example.com',
      'wss://staffing.example.com',
    ]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    // A strange Host header does not leak into the policy.
    const odd = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: "evil.example; script-src 'unsafe-inline'" },
    });
    expect(parseCsp(odd.headers['content-security-policy'])['connect-src']).toEqual(["'self'"]);
  });

  it('does not trust X-Forwarded-Proto from a client for HSTS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a TLS proxy', () => {
  const t = useTestContext({ env: { TRUST_PROXY: '127.0.0.1' } });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on the SPA and on downloads', () => {
  it('serves index.html and assets with the CSP, and /api downloads with no-store', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: dist }),
      database,
      serveWeb: true,
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/softeamboard' });
      expect(page.statusCode).toBe(200);
      expect(parseCsp(page.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ]);
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      const missing = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(missing.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('lets the browser upload straight to the S3 endpoint', () => {
    const base = { STORAGE_DRIVER: 's3', S3_BUCKET: 'cvs' };
    expect(storageOrigins(loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000/' }))).toEqual([
      'http://minio:9000',
    ]);
    expect(storageOrigins(loadConfig({ ...base, S3_REGION: 'eu-west-3' }))).toEqual([
      'https://s3.eu-west-3.amazonaws.com',
      'https://cvs.s3.eu-west-3.amazonaws.com',
    ]);
    expect(storageOrigins(loadConfig({}))).toEqual([]);
  });

  it("works a Host's headers out once and still answers every Host with its own socket", () => {
    const headersFor = createSecurityHeaders(loadConfig({}));
    const first = headersFor('app.example:8443');
    expect(headersFor('app.example:8443')).toBe(first);
    expect(first['x-frame-options']).toBe('DENY');
    for (let i = 0; i < 40; i++) {
      const csp = parseCsp(headersFor(`host-${i}.example`)['content-security-policy']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        `ws://host-${i}.example`,
        `wss://host-${i}.example`,
      ]);
    }
    expect(parseCsp(headersFor('bad host')['content-security-policy'])['connect-src']).toEqual([
      "'self'",
    ]);
  });
});
