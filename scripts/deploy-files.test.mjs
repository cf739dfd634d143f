// The deployment files (Dockerfile, compose.yaml, deploy/nginx.conf) and the environment table of
// docs/configuration.md, checked by parsing them: no docker daemon is needed to catch a drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CONFIG_KEYS } from '../apps/server/src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

const compose = YAML.parse(read('compose.yaml'), { merge: true });
const services = compose.services;
const appNames = Object.keys(services).filter((name) => /^app\d+$/.test(name));
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');

/** Compose environment as an object, whether written as a map or a list of KEY=value. */
function envOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((entry) => entry.split(/=(.*)/s).slice(0, 2)));
}

/** The Dockerfile's stages: each FROM starts one, with the instructions that follow. */
function stagesOf(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [instruction, ...rest] = line.split(/\s+/);
    const upper = instruction.toUpperCase();
    if (upper === 'FROM') stages.push({ from: rest.join(' '), lines: [] });
    else if (stages.length > 0)
      stages.at(-1).lines.push({ instruction: upper, args: rest.join(' ') });
  }
  return stages;
}

/** `location <path> { ... }` blocks of the nginx configuration, by path. */
function nginxLocations(text) {
  const blocks = new Map();
  const re = /location\s+(=\s+)?(\S+)\s*\{([^}]*)\}/g;
  for (const match of text.matchAll(re)) blocks.set(match[2], match[3]);
  return blocks;
}

describe('compose.yaml', () => {
  it('has PostgreSQL 16, an S3-compatible store with its bucket made at start, two apps and a proxy', () => {
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-init'].entrypoint.join(' ')).toMatch(/mc mb --ignore-existing/);
    expect(appNames.length).toBeGreaterThanOrEqual(2);
    expect(services.proxy.image).toMatch(/^nginx/);
    expect(services.proxy.volumes.join(' ')).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf');
  });

  it('gives every app instance the same image and environment: one database, S3, one bucket, one secret', () => {
    const [first, ...others] = appNames.map((name) => services[name]);
    for (const other of others) {
      expect(other.build ?? other.image).toEqual(first.build ?? first.image);
      expect(envOf(other)).toEqual(envOf(first));
    }
    const env = envOf(first);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.STORAGE_DRIVER).toBe('s3');
    expect(env.S3_BUCKET).toBeTruthy();
    // Its default is the bucket minio-init creates.
    expect(env.S3_BUCKET).toBe(services['minio-init'].environment.S3_BUCKET);
    expect(env.JWT_SECRET).toBeTruthy();
    expect(env.WEBHOOK_SECRET_KEY).toBeTruthy();
    expect(env.HOST).toBe('0.0.0.0');
    // Forwarded headers are believed from the proxy's fixed address only.
    expect(env.TRUST_PROXY).toBe(services.proxy.networks.staffing.ipv4_address);
  });

  it('only sets variables the server knows (src/config.ts)', () => {
    for (const name of appNames)
      for (const key of Object.keys(envOf(services[name]))) expect(CONFIG_KEYS).toContain(key);
  });

  it('has a healthcheck on every long-running service; the apps probe /readyz', () => {
    for (const name of ['postgres', 'minio', 'proxy', ...appNames])
      expect(services[name].healthcheck?.test, name).toBeTruthy();
    for (const name of appNames) {
      expect(services[name].healthcheck.test.join(' ')).toContain('/readyz');
      expect(services[name].depends_on.postgres.condition).toBe('service_healthy');
      expect(services[name].depends_on['minio-init'].condition).toBe(
        'service_completed_successfully',
      );
      // SIGTERM, then the drain bound, before Docker kills the process.
      const grace = Number.parseInt(services[name].stop_grace_period, 10) * 1000;
      expect(grace).toBeGreaterThan(Number(envOf(services[name]).SHUTDOWN_TIMEOUT_MS));
    }
  });
});

describe('compose.yaml: one sandbox CRM for every instance', () => {
  const sandbox = services['sandbox-crm'];

  it('runs the sandbox CRM as its own service from the built bundle, on loopback only', () => {
    expect(sandbox.command.join(' ')).toBe('node apps/server/dist/sandbox-crm.js');
    expect(read('apps/server/scripts/build.mjs')).toContain("'../sandbox-crm/src/main.ts'");
    expect(envOf(sandbox).SANDBOX_CRM_DATA_DIR).toBe('/sandbox-crm');
    expect(sandbox.volumes).toContain('sandbox-crm-data:/sandbox-crm');
    for (const port of sandbox.ports) expect(port).toMatch(/^127\.0\.0\.1:/);
    expect(sandbox.healthcheck.test.join(' ')).toContain('/sandbox-crm/login');
  });

  it('points every app at it (none starts its own) and lets them read its accounts only', () => {
    for (const name of appNames) {
      const env = envOf(services[name]);
      expect(env.SANDBOX_CRM_URL).toBe(`http://sandbox-crm:${envOf(sandbox).SANDBOX_CRM_PORT}`);
      expect(env.SANDBOX_CRM_DATA_DIR).toBe(envOf(sandbox).SANDBOX_CRM_DATA_DIR);
      expect(services[name].volumes).toContain('sandbox-crm-data:/sandbox-crm:ro');
      expect(env.SANDBOX_CRM_PUBLIC_URL).toMatch(
        /^\$\{SANDBOX_CRM_PUBLIC_URL:-http:\/\/localhost:/,
      );
    }
    // The image makes the folder the node user owns, so the named volume starts writable.
    expect(dockerfile).toMatch(/chown node:node \/data \/sandbox-crm/);
  });
});

describe('deploy/nginx.conf', () => {
  const locations = nginxLocations(nginx);

  it('balances round-robin over every app instance of compose.yaml', () => {
    const upstream = /upstream\s+staffing_app\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    for (const name of appNames) expect(upstream).toMatch(new RegExp(`server\\s+${name}:3000`));
    // No ip_hash/least_conn/hash: round robin.
    expect(upstream).not.toMatch(/ip_hash|least_conn|\bhash\b/);
  });

  it('passes the live socket (the path the server declares) with the upgrade headers', () => {
    const realtime = read('apps/server/src/modules/realtime/realtime.routes.ts');
    const livePath = /app\.get\(\s*'([^']+)',\s*\{\s*websocket: true/.exec(realtime)?.[1];
    expect(livePath).toBe('/api/v1/ws');
    const block = locations.get(livePath);
    expect(block).toBeDefined();
    expect(block).toMatch(/proxy_pass\s+http:\/\/staffing_app;/);
    expect(block).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(block).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(nginx).toMatch(/proxy_http_version\s+1\.1;/);
  });

  it('keeps /metrics inside, logs no query string (tokens) and forwards a request id', () => {
    expect(locations.get('/metrics')).toMatch(/return 404/);
    const format = /log_format\s+main([^;]*);/.exec(nginx)?.[1] ?? '';
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string/);
    expect(nginx).toMatch(/proxy_set_header\s+X-Request-Id\s+\$forward_request_id;/);
  });
});

describe('Dockerfile', () => {
  const stages = stagesOf(dockerfile);
  const runtime = stages.at(-1);
  const has = (stage, instruction, pattern) =>
    stage.lines.some((l) => l.instruction === instruction && pattern.test(l.args));

  it('is multi-stage: npm ci and the builds in one stage, production files in the last', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages[0];
    expect(has(build, 'RUN', /npm ci/)).toBe(true);
    expect(has(build, 'RUN', /npm run build:web/)).toBe(true);
    expect(has(build, 'RUN', /npm run build:server/)).toBe(true);
    expect(has(build, 'RUN', /npm prune --omit=dev/)).toBe(true);
    expect(has(runtime, 'COPY', /--from=build .*apps\/server\/dist/)).toBe(true);
    expect(has(runtime, 'COPY', /--from=build .*apps\/web\/dist/)).toBe(true);
    expect(has(runtime, 'COPY', /--from=build .*apps\/server\/drizzle/)).toBe(true);
  });

  it('runs the compiled server as a non-root user, with Chromium and a /readyz healthcheck', () => {
    const users = runtime.lines.filter((l) => l.instruction === 'USER').map((l) => l.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(has(runtime, 'RUN', /apt-get install .*\bchromium\b/)).toBe(true);
    expect(has(runtime, 'HEALTHCHECK', /\/readyz/)).toBe(true);
    expect(has(runtime, 'CMD', /apps\/server\/dist\/main\.js/)).toBe(true);
  });

  it('only sets variables the server knows', () => {
    const env = runtime.lines
      .filter((l) => l.instruction === 'ENV')
      .flatMap((l) => [...l.args.matchAll(/([A-Z_][A-Z0-9_]*)=/g)].map((m) => m[1]));
    expect(env.length).toBeGreaterThan(0);
    for (const key of env) expect(CONFIG_KEYS).toContain(key);
  });

  it('is given sources only (.dockerignore keeps node_modules, builds and data out)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git', '.env'])
      expect(ignored).toContain(entry);
  });
});

describe('the operator documentation', () => {
  const configuration = read('docs/configuration.md');
  const operations = read('docs/operations.md');

  it('lists every variable of src/config.ts in its configuration table', () => {
    const tableRows = configuration.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      tableRows.flatMap((row) =>
        [...row.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]),
      ),
    );
    const missing = CONFIG_KEYS.filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  it('says how to run several servers with docker compose', () => {
    expect(operations).toMatch(/## Running several servers/);
    expect(operations).toMatch(/docker compose up/);
  });
});
