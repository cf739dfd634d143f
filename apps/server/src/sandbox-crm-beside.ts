import type { Logger } from 'pino';
import { listenSandboxCrmOnDemand } from '@staffing/sandbox-crm';
import type { TConfig } from './config.ts';
import { sandboxCrmDataDir } from './modules/crm/sandbox-crm-link.ts';

export const SANDBOX_PRODUCTION_WARNING =
  'The sandbox CRM is a demonstration CRM with its own accounts: set CRM_PROVIDER=salesforce in production';

/**
 * CRM_PROVIDER=sandbox: the sandbox CRM, a separate application, started beside the product in
 * this process on its own port of 127.0.0.1, with its own folder (DATA_DIR/sandbox-crm) and
 * accounts. The product's HTTP surface serves none of it. With SANDBOX_CRM_URL the sandbox runs
 * on its own (compose), shared by every instance, and none is started here. It listens at once
 * and opens its database on its first request: most servers never use it.
 */
export async function startSandboxCrmBeside(config: TConfig, logger: Logger) {
  if (config.CRM_PROVIDER !== 'sandbox') return null;
  if (config.NODE_ENV === 'production') logger.warn(SANDBOX_PRODUCTION_WARNING);
  if (config.SANDBOX_CRM_URL) {
    logger.info(`Sandbox CRM expected at ${config.SANDBOX_CRM_URL}/sandbox-crm`);
    return null;
  }
  const sandbox = await listenSandboxCrmOnDemand({
    dataDir: sandboxCrmDataDir(config),
    port: config.SANDBOX_CRM_PORT,
    host: '127.0.0.1',
    twoFactorCode: config.CRM_SANDBOX_2FA_CODE,
    logger: logger.child({ app: 'sandbox-crm' }),
  });
  logger.info(`Sandbox CRM ready on ${sandbox.url}/sandbox-crm`);
  return sandbox;
}
