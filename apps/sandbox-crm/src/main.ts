import path from 'node:path';
import pino from 'pino';
import { startSandboxCrm } from './sandbox-crm-app.ts';

/**
 * The sandbox CRM on its own (`npm start -w apps/sandbox-crm`): SANDBOX_CRM_DATA_DIR (default
 * data/sandbox-crm), SANDBOX_CRM_PORT (3001), SANDBOX_CRM_HOST (127.0.0.1) and
 * CRM_SANDBOX_2FA_CODE. The product starts it in its own process when CRM_PROVIDER=sandbox.
 */
async function main() {
  const env = process.env;
  const logger = pino({ level: env.LOG_LEVEL ?? 'info' });
  const sandbox = await startSandboxCrm({
    dataDir: path.resolve(env.SANDBOX_CRM_DATA_DIR ?? 'data/sandbox-crm'),
    port: Number(env.SANDBOX_CRM_PORT ?? 3001),
    host: env.SANDBOX_CRM_HOST ?? '127.0.0.1',
    twoFactorCode: env.CRM_SANDBOX_2FA_CODE || undefined,
    logger,
  });
  logger.info(`Sandbox CRM ready on ${sandbox.url}/sandbox-crm`);
  if (env.NODE_ENV === 'production')
    logger.warn(
      'The sandbox CRM is a demonstration CRM: set CRM_PROVIDER=salesforce in production',
    );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
