import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, useTestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { CHROMIUM_ARGS, findChromium } from '../rpa/browser-session.ts';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

describe('the OpenAPI document', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('is served to a signed-in user, and never to an anonymous visitor', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('paths');

    const recruiter = await t.createUser('Recruiter');
    const res = await t.app.inject({ url: '/api/v1/openapi.json', headers: t.auth(recruiter) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/needs'].get.operationId).toBe('getNeeds');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});

describe('the OpenAPI document with PUBLIC_API_DOCS=true', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false', PUBLIC_API_DOCS: 'true' } });

  it('is served without sign-in and says so in its own operation', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/v1/openapi.json'].get;
    expect(operation.security).toEqual([]);
    expect(operation['x-access']).toBe('public');
  });
});

describe('the API reference page', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('is a page of this server, whose scripts and styles all come from it', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const urls = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url, url).toMatch(/^\/api\/docs\//);
    // The page itself says nothing of the API: the description comes from the document.
    expect(res.body).not.toContain('/api/v1/needs');
    for (const url of urls) {
      const asset = await t.app.inject({ url });
      expect(asset.statusCode, url).toBe(200);
    }
    expect(
      (await t.app.inject({ url: '/api/docs/assets/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/assets/swagger-ui.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/' })).headers.location).toBe('/api/docs');
  });

  /** Every operation and webhook of the served document, as `METHOD /path` or `METHOD name`. */
  const documentOperations = async (user: { token: string }) => {
    const doc = (
      await t.app.inject({ url: '/api/v1/openapi.json', headers: t.auth(user) })
    ).json() as Record<'paths' | 'webhooks', Record<string, Record<string, unknown>>>;
    return [...Object.entries(doc.paths), ...Object.entries(doc.webhooks)]
      .flatMap(([route, item]) =>
        Object.keys(item)
          .filter((method) => HTTP_METHODS.has(method))
          .map((method) => `${method.toUpperCase()} ${route}`),
      )
      .sort();
  };

  /**
   * Every operation and webhook the page shows, as `METHOD /path` or `METHOD name`. From 150 tags and operations on, Swagger
   * UI virtualises the list: only the rows near the viewport are in the DOM. So the page is
   * scrolled from top to bottom, a screen at a time, collecting the rows each frame shows.
   */
  const renderedOperations = async (page: Page) => {
    const seen = new Set<string>();
    await page.evaluate('window.scrollTo(0, 0)');
    for (;;) {
      // Two frames: the virtualiser renders the rows of the new scroll position in between.
      const { rows, atBottom } = (await page.evaluate(`new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const rows = [...document.querySelectorAll('#swagger-ui .opblock-summary')]
            .map((summary) => {
              const method = summary.querySelector('.opblock-summary-method');
              const path = summary.querySelector('.opblock-summary-path[data-path]');
              return method && path ? method.textContent + ' ' + path.getAttribute('data-path') : null;
            })
            .filter(Boolean);
          const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          window.scrollBy(0, window.innerHeight / 2);
          resolve({ rows, atBottom });
        })))`)) as { rows: string[]; atBottom: boolean };
      for (const row of rows) seen.add(row);
      if (atBottom) return [...seen].sort();
    }
  };

  const executablePath = findChromium();
  it.skipIf(!executablePath)(
    'in a browser: sends an anonymous reader to /login, shows a signed-in one every operation and tries one with the session (refreshed when expired), loading nothing from elsewhere and breaking no CSP rule',
    { timeout: 120_000 },
    async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = t.app.ctx.selfUrl()!;
      const sales = await t.createUser('Sales');
      const browser = await chromium.launch({
        executablePath: executablePath!,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        const foreign: string[] = [];
        const problems: string[] = [];
        const open = async (session?: Record<string, string>) => {
          const context = await browser.newContext();
          // The browser reports a CSP refusal as an event, not on the console Playwright reads.
          // (Scripts as text: they run in the page, whose types the server project does not load.)
          await context.addInitScript({
            content: `document.addEventListener('securitypolicyviolation', (event) =>
              console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
          });
          // The session as the web app keeps it (localStorage, same origin).
          if (session)
            await context.addInitScript({
              content: Object.entries(session)
                .map(([key, value]) => `localStorage.setItem('${key}', ${JSON.stringify(value)});`)
                .join('\n'),
            });
          const page = await context.newPage();
          page.on('request', (request: Request) => {
            if (!request.url().startsWith(base) && !request.url().startsWith('data:'))
              foreign.push(request.url());
          });
          page.on('console', (message) => {
            if (/CSP violation|Content Security Policy|Refused to/i.test(message.text()))
              problems.push(message.text());
          });
          page.on('pageerror', (error) => problems.push(error.message));
          return { context, page };
        };

        const anonymous = await open();
        await anonymous.page.goto(`${base}/api/docs`);
        await anonymous.page.waitForURL(`${base}/login`);
        expect(await anonymous.page.locator('.opblock').count()).toBe(0);
        await anonymous.context.close();

        const signedIn = await open({ access_token: sales.token });
        const { page } = signedIn;
        // A deep link scrolls to its operation, brings it into the DOM when the list is
        // virtualised, and opens it.
        await page.goto(`${base}/api/docs#/Needs/getNeedsClients`);
        const operation = page.locator('#operations-Needs-getNeedsClients.is-open');
        await operation.waitFor();
        await operation.getByRole('button', { name: 'Try it out' }).click();
        const tried = page.waitForRequest((r) => r.url() === `${base}/api/v1/needs/clients`);
        const answered = page.waitForResponse((r) => r.url() === `${base}/api/v1/needs/clients`);
        await operation.getByRole('button', { name: 'Execute' }).click();
        expect((await tried).headers().authorization).toBe(`Bearer ${sales.token}`);
        expect((await answered).status()).toBe(200);
        expect(await renderedOperations(page)).toEqual(await documentOperations(sales));
        await signedIn.context.close();

        // An expired access token: the page refreshes the session, as the web app would, and
        // keeps the rotated tokens for it.
        const expired = await open({
          access_token: 'expired.access.token',
          refresh_token: sales.refreshToken,
        });
        await expired.page.goto(`${base}/api/docs#/Needs/getNeeds`);
        await expired.page.locator('#operations-Needs-getNeeds').waitFor();
        const stored = await expired.page.evaluate('localStorage.getItem("refresh_token")');
        expect(stored).not.toBe(sales.refreshToken);
        await expired.context.close();

        expect(foreign, 'requests to another origin').toEqual([]);
        expect(problems, 'CSP violations or page errors').toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});

describe('the API reference beside the web app', () => {
  it('is not swallowed by the SPA fallback', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: dist, JOBS_WORKERS: 'false' }),
      database,
      serveWeb: true,
    });
    try {
      expect((await app.inject({ url: '/softeamboard' })).body).toContain('SPA');
      const docs = await app.inject({ url: '/api/docs' });
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('swagger-ui');
      expect(docs.body).not.toContain('SPA');
      expect((await app.inject({ url: '/api/docs/docs.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/docs/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
