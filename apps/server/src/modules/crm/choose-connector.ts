import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import { getSandboxCrmCredentials } from '../sandbox-crm/sandbox-crm-auth.ts';
import type { TCrmConnector } from './crm-connector.ts';
import { DEFAULT_CRM_MAPPING, loadCrmMapping } from './crm-mapping.ts';
import { createSalesforceConnector, type TSalesforceSettings } from './salesforce-connector.ts';
import { createSandboxCrmConnector } from './sandbox-connector.ts';

export function salesforceSettingsFromConfig(config: TConfig): TSalesforceSettings {
  return {
    loginUrl: config.SALESFORCE_LOGIN_URL,
    apiVersion: config.SALESFORCE_API_VERSION,
    clientId: config.SALESFORCE_CLIENT_ID,
    clientSecret: config.SALESFORCE_CLIENT_SECRET,
    privateKey: config.SALESFORCE_PRIVATE_KEY,
    username: config.SALESFORCE_USERNAME,
    password: config.SALESFORCE_PASSWORD,
    timeoutMs: config.CRM_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * The API-side CRM connector of the app. CRM_PROVIDER=salesforce: jsforce against the org, with
 * the mapping file. CRM_PROVIDER=sandbox: the same jsforce connector against the embedded
 * sandbox CRM over HTTP once the app listens (so the product goes through the real API path),
 * and the in-process sandbox connector while it does not (inject tests). Chosen per write,
 * since the app's own address is known only after listen.
 */
export function createAppCrmConnector(deps: {
  config: TConfig;
  db: TDb;
  selfUrl: () => string | null;
}): TCrmConnector {
  const { config } = deps;
  if (config.CRM_PROVIDER === 'salesforce')
    return createSalesforceConnector({
      settings: salesforceSettingsFromConfig(config),
      mapping: loadCrmMapping(config.SALESFORCE_MAPPING_FILE),
    });

  // The sandbox has the default objects: an org's mapping file does not apply to it.
  const inProcess = createSandboxCrmConnector({ db: deps.db, mapping: DEFAULT_CRM_MAPPING });
  let overHttp: { base: string; connector: TCrmConnector } | null = null;
  const current = (): TCrmConnector => {
    const self = deps.selfUrl();
    if (!self) return inProcess;
    const base = `${self}${SANDBOX_CRM_BASE_PATH}`;
    if (overHttp?.base !== base) {
      const credentials = getSandboxCrmCredentials(config);
      overHttp = {
        base,
        connector: createSalesforceConnector({
          name: 'sandbox',
          mapping: DEFAULT_CRM_MAPPING,
          settings: {
            loginUrl: base,
            apiVersion: config.SALESFORCE_API_VERSION,
            clientId: credentials.clientId,
            clientSecret: credentials.clientSecret,
            timeoutMs: config.CRM_TIMEOUT_SECONDS * 1000,
          },
        }),
      };
    }
    return overHttp.connector;
  };

  return {
    name: 'sandbox',
    createOpportunity: (input) => current().createOpportunity(input),
    addProduct: (input) => current().addProduct(input),
    createMission: (input) => current().createMission(input),
    createProposition: (input) => current().createProposition(input),
    updatePresentation: (input) => current().updatePresentation(input),
    updateRetention: (input) => current().updateRetention(input),
  };
}
