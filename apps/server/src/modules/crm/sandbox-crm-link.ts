import path from 'node:path';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import { readSandboxCrmCredentials, type TSandboxCrmCredentials } from '@staffing/sandbox-crm';
import type { TConfig } from '../../config.ts';
import { CrmError } from './crm-connector.ts';

export const SANDBOX_LINK_MESSAGES = {
  notStarted:
    'The sandbox CRM has not started: its credentials are not in the data folder (DATA_DIR/sandbox-crm)',
  startTimeout: (seconds: number) => `The sandbox CRM did not start within ${seconds} s`,
  couldNotStart: 'The sandbox CRM could not start (see the server log)',
} as const;

/** How long the sandbox beside the product may take to open its database on its first request. */
export const SANDBOX_START_TIMEOUT_MS = 120_000;

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

/**
 * The sandbox CRM beside the product opened before a run's first request. It opens its database on
 * its first request (sandbox-crm-on-demand.ts): seconds on a 2-core machine, more when it is busy,
 * which is the product's own start and not the CRM's answer, so it is waited for here, within
 * SANDBOX_START_TIMEOUT_MS, instead of within the CRM timeout of the run's first page or call.
 * Once open, the sandbox answers this in milliseconds. A sandbox of its own (SANDBOX_CRM_URL)
 * opened its database when it started.
 */
export async function wakeSandboxCrm(
  config: Pick<TConfig, 'SANDBOX_CRM_PORT' | 'SANDBOX_CRM_URL'>,
  timeoutMs = SANDBOX_START_TIMEOUT_MS,
): Promise<void> {
  if (config.SANDBOX_CRM_URL) return;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${config.SANDBOX_CRM_PORT}/healthz`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (err) {
    const message =
      (err as Error).name === 'TimeoutError'
        ? SANDBOX_LINK_MESSAGES.startTimeout(Math.round(timeoutMs / 1000))
        : SANDBOX_LINK_MESSAGES.couldNotStart;
    throw new CrmError('UNAVAILABLE', message);
  }
  if (!response.ok) throw new CrmError('UNAVAILABLE', SANDBOX_LINK_MESSAGES.couldNotStart);
}
