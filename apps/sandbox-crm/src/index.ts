export {
  buildSandboxCrm,
  startSandboxCrm,
  type TSandboxCrm,
  type TSandboxCrmOptions,
} from './sandbox-crm-app.ts';
export { listenSandboxCrmOnDemand } from './sandbox-crm-on-demand.ts';
export {
  readSandboxCrmCredentials,
  SANDBOX_CRM_CLIENT_ID,
  type TSandboxCrmCredentials,
} from './sandbox-users.ts';
export { getSandboxCrmJwtKey } from './sandbox-crm-auth.ts';
export { sandboxRecordUrl, toSalesforceId18, newSandboxId } from './sandbox-ids.ts';
export { SANDBOX_MESSAGES } from './sandbox-record-rules.ts';
