import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSandboxCrm, startSandboxCrm, type TSandboxCrmOptions } from './sandbox-crm-app.ts';

let template: Promise<Blob> | undefined;

/** One empty database per test process, copied for each sandbox (initdb is the slow part). */
function sandboxTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-crm-template-'));
    const sandbox = await buildSandboxCrm({ dataDir, inMemory: true });
    const blob = await sandbox.storage.dump();
    await sandbox.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return blob;
  })();
  return template;
}

export type TTestSandboxCrm = Awaited<ReturnType<typeof startTestSandboxCrm>>;

/**
 * A real sandbox CRM for a test: listening on a free port of 127.0.0.1, its records in memory,
 * its credentials in `dataDir` (a new folder, removed on close, when none is given).
 */
export async function startTestSandboxCrm(
  options: Omit<TSandboxCrmOptions, 'inMemory' | 'template' | 'dataDir'> & {
    dataDir?: string;
  } = {},
) {
  const own = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-crm-test-'));
  const sandbox = await startSandboxCrm({
    ...options,
    dataDir,
    inMemory: true,
    template: await sandboxTemplate(),
    port: 0,
  });
  return {
    ...sandbox,
    dataDir,
    close: async () => {
      await sandbox.close();
      if (own) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
