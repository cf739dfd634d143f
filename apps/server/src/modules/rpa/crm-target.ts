import type { TConfig } from '../../config.ts';
import { sandboxCrmAddress } from '../crm/sandbox-crm-link.ts';

export type TCrmCredentials = { username: string; password: string };

/** Where a browser run signs in and writes, and how its pages are addressed. */
export type TCrmTarget = {
  provider: TConfig['CRM_PROVIDER'];
  /** The origin + base path every page hangs under (`http://127.0.0.1:3001/sandbox-crm`). */
  base: string;
  loginUrl: string;
  credentials: TCrmCredentials;
  newRecordUrl: (object: string) => string;
  listUrl: (object: string, externalKey: string) => string;
  /** The record id in a record page's URL, or null when the URL is not one. */
  recordIdInUrl: (url: string, object: string) => string | null;
  /** The link stored on the need: where a person opens the record. */
  recordLink: (object: string, id: string) => string;
};

const VERIFICATION_PATH = '/_ui/identity/verification/method/';

export function isVerificationUrl(url: string): boolean {
  return url.includes(VERIFICATION_PATH);
}

export function isLoginUrl(url: string): boolean {
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith('/login') || pathname === '/';
  } catch {
    return false;
  }
}

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function recordIdIn(url: string, object: string): string | null {
  const m = new RegExp(`/lightning/r/${escapeRegExp(object)}/([A-Za-z0-9]{15,18})/view`).exec(url);
  return m?.[1] ?? null;
}

/** The settings that say which CRM a browser run signs in to, and where. */
export type TCrmTargetConfig = Pick<
  TConfig,
  | 'CRM_PROVIDER'
  | 'SALESFORCE_LOGIN_URL'
  | 'SALESFORCE_USERNAME'
  | 'SALESFORCE_PASSWORD'
  | 'SANDBOX_CRM_PORT'
  | 'SANDBOX_CRM_URL'
  | 'SANDBOX_CRM_PUBLIC_URL'
>;

/**
 * The CRM a browser run drives: the sandbox CRM on its own port (CRM_PROVIDER=sandbox), its
 * links at its public address, or a Salesforce org's Lightning pages (login at SALESFORCE_LOGIN_URL;
 * after sign-in the pages live on the org's own domain, read from the page the login lands on).
 */
export function resolveCrmTarget(deps: {
  config: TCrmTargetConfig;
  sandboxCredentials: () => TCrmCredentials;
  /** The org's Lightning origin once signed in (salesforce only). */
  lightningOrigin?: string | null;
}): TCrmTarget {
  const { config } = deps;
  if (config.CRM_PROVIDER === 'sandbox') {
    const { apiBase: base, publicBase } = sandboxCrmAddress(config);
    return {
      provider: 'sandbox',
      base,
      loginUrl: `${base}/login`,
      credentials: deps.sandboxCredentials(),
      newRecordUrl: (object) => `${base}/lightning/o/${object}/new`,
      listUrl: (object, key) => `${base}/lightning/o/${object}/list?q=${encodeURIComponent(key)}`,
      recordIdInUrl: recordIdIn,
      recordLink: (object, id) => `${publicBase}/lightning/r/${object}/${id}/view`,
    };
  }
  const base = (deps.lightningOrigin ?? config.SALESFORCE_LOGIN_URL).replace(/\/$/, '');
  return {
    provider: 'salesforce',
    base,
    loginUrl: config.SALESFORCE_LOGIN_URL,
    credentials: {
      username: config.SALESFORCE_USERNAME ?? '',
      password: config.SALESFORCE_PASSWORD ?? '',
    },
    newRecordUrl: (object) => `${base}/lightning/o/${object}/new`,
    listUrl: (object, key) => `${base}/lightning/o/${object}/list?q=${encodeURIComponent(key)}`,
    recordIdInUrl: recordIdIn,
    recordLink: (object, id) => `${base}/lightning/r/${object}/${id}/view`,
  };
}
