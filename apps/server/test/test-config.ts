import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type TConfig } from '../src/config.ts';

/** A test app's settings, in a data folder of its own (the test removes it). */
export function testConfig(overrides: Record<string, string> = {}): TConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // A test queues the retention run itself (a daily run would add a flow to every app).
    GDPR_RETENTION_DAILY: 'false',
    ...overrides,
  });
}
