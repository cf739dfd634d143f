import { afterEach, beforeEach } from 'vitest';
import { startTestSandboxCrm, type TTestSandboxCrm } from './testing.ts';

export type TSandboxTestContext = TTestSandboxCrm;

/** Gives each test its own sandbox CRM (listening, records in memory), closed after the test. */
export function useSandboxCrm(
  options: Parameters<typeof startTestSandboxCrm>[0] = {},
): TSandboxTestContext {
  let current: TTestSandboxCrm | undefined;
  beforeEach(async () => {
    current = await startTestSandboxCrm(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TSandboxTestContext, {
    get(_target, prop) {
      if (!current) throw new Error('sandbox used outside a test');
      return current[prop as keyof TSandboxTestContext];
    },
  });
}

/** The integration user and the OAuth client, as one set (the connector's sign-in). */
export function integrationCredentials(t: TSandboxTestContext) {
  const { integration, clientId, clientSecret } = t.credentials;
  return { ...integration, clientId, clientSecret };
}
