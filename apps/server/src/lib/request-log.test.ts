import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { TDatabase } from '../db/client.ts';
import type { TApp } from './types.ts';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: TApp;
  let database: TDatabase;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes one line per request with its method, path, status and time', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/v1/needs' });
    expect(res.statusCode).toBe(401);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/v1/needs',
      statusCode: 401,
    });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
  });

  it('never writes a signed link token or a ?token= value', async () => {
    lines.length = 0;
    const secret = 'eyJzZWNyZXQiOiJkb3dubG9hZCJ9.c2lnbmF0dXJlLXZhbHVl';
    await app.inject({ method: 'GET', url: `/api/v1/files/download/${secret}` });
    await app.inject({ method: 'PUT', url: `/api/v1/files/upload/${secret}`, payload: 'x' });
    await app.inject({ method: 'GET', url: `/api/v1/needs?token=${secret}&x=1` });
    await app.inject({ method: 'GET', url: `/api/v1/nowhere?token=${secret}` });
    expect(lines.filter((line) => line.reqId !== undefined)).toHaveLength(4);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(secret);
    expect(written).toContain('/api/v1/files/download/[redacted]');
    expect(written).toContain('/api/v1/needs?token=[redacted]&x=1');
  });
});
