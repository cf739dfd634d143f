import path from 'node:path';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import { readSandboxCrmCredentials, type TSandboxCrmCredentials } from '@staffing/sandbox-crm';
import type { TConfig } from '../../config.ts';
import { CrmError } from './crm-connector.ts';

export const SANDBOX_LINK_MESSAGES = {
  notStarted:
    'The sandbox CRM has not started: its credentials are not in the data folder (DATA_DIR/sandbox-crm)',
} as const;

/** The sandbox CRM's folder: inside the product's data folder unless set apart. */
export function sandboxCrmDataDir(
  config: Pick<TConfig, 'DATA_DIR' | 'SANDBOX_CRM_DATA_DIR'>,
): string {
  return config.SANDBOX_CRM_DATA_DIR
    ? path.resolve(config.SANDBOX_CRM_DATA_DIR)
    : path.join(config.DATA_DIR, 'sandbox-crm');
}

/**
 * Where the product reaches the sandbox CRM (its own port on this machine, or SANDBOX_CRM_URL
 * when one runs elsewhere) and where a person does (SANDBOX_CRM_PUBLIC_URL when it is served
 * elsewhere): the record links use the latter.
 */
export function sandboxCrmAddress(
  config: Pick<TConfig, 'SANDBOX_CRM_PORT' | 'SANDBOX_CRM_PUBLIC_URL' | 'SANDBOX_CRM_URL'>,
): { apiBase: string; publicBase: string } {
  const local = config.SANDBOX_CRM_URL
    ? new URL(config.SANDBOX_CRM_URL).origin
    : `http://127.0.0.1:${config.SANDBOX_CRM_PORT}`;
  const publicOrigin = config.SANDBOX_CRM_PUBLIC_URL
    ? new URL(config.SANDBOX_CRM_PUBLIC_URL).origin
    : local;
  return {
    apiBase: `${local}${SANDBOX_CRM_BASE_PATH}`,
    publicBase: `${publicOrigin}${SANDBOX_CRM_BASE_PATH}`,
  };
}

/** The sandbox's own accounts, written by the sandbox into its folder at its first start. */
export function sandboxCrmCredentials(
  config: Pick<TConfig, 'DATA_DIR' | 'SANDBOX_CRM_DATA_DIR'>,
): TSandboxCrmCredentials {
  const credentials = readSandboxCrmCredentials(sandboxCrmDataDir(config));
  if (!credentials) throw new CrmError('UNAVAILABLE', SANDBOX_LINK_MESSAGES.notStarted, [], true);
  return credentials;
}
