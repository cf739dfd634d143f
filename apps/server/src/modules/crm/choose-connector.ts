import type { TConfig } from '../../config.ts';
import type { TCrmConnector } from './crm-connector.ts';
import { DEFAULT_CRM_MAPPING, loadCrmMapping } from './crm-mapping.ts';
import { createSalesforceConnector, type TSalesforceSettings } from './salesforce-connector.ts';
import { sandboxCrmAddress, sandboxCrmCredentials, wakeSandboxCrm } from './sandbox-crm-link.ts';

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
 * the mapping file. CRM_PROVIDER=sandbox: the same jsforce connector against the sandbox CRM
 * (a separate application on its own port) with its integration user, read from its folder at
 * the first write, since the sandbox writes it when it starts; the sandbox is woken first, so its
 * first start does not count against the CRM timeout.
 */
export function createAppCrmConnector(deps: { config: TConfig }): TCrmConnector {
  const { config } = deps;
  if (config.CRM_PROVIDER === 'salesforce')
    return createSalesforceConnector({
      settings: salesforceSettingsFromConfig(config),
      mapping: loadCrmMapping(config.SALESFORCE_MAPPING_FILE),
    });

  let connector: TCrmConnector | null = null;
  const current = (): TCrmConnector => {
    if (connector) return connector;
    const credentials = sandboxCrmCredentials(config);
    const { apiBase, publicBase } = sandboxCrmAddress(config);
    connector = createSalesforceConnector({
      name: 'sandbox',
      // The sandbox has the default objects: an org's mapping file does not apply to it.
      mapping: DEFAULT_CRM_MAPPING,
      settings: {
        loginUrl: apiBase,
        recordBaseUrl: publicBase,
        apiVersion: config.SALESFORCE_API_VERSION,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        timeoutMs: config.CRM_TIMEOUT_SECONDS * 1000,
      },
    });
    return connector;
  };
  return {
    name: 'sandbox',
    write: async (action, input) => {
      await wakeSandboxCrm(config);
      return current().write(action, input);
    },
  };
}
