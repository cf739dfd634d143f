import type { TDb } from '../../db/client.ts';
import { createSandboxCrmService } from '../sandbox-crm/sandbox-crm.service.ts';
import { sandboxRecordUrl } from '../sandbox-crm/sandbox-ids.ts';
import { SandboxCrmError } from '../sandbox-crm/sandbox-record-rules.ts';
import {
  CrmError,
  type TCrmAction,
  type TCrmConnector,
  type TCrmRecord,
  type TCrmWriteInput,
} from './crm-connector.ts';
import { buildCrmWrite, CRM_WRITE_MESSAGES, type TCrmMapping } from './crm-mapping.ts';

export { newSandboxId, sandboxRecordUrl, toSalesforceId18 } from '../sandbox-crm/sandbox-ids.ts';

export const CRM_SANDBOX_MESSAGES = {
  ...CRM_WRITE_MESSAGES,
} as const;

/**
 * The sandbox CRM written in-process, for an app that does not listen (inject tests): a thin
 * adapter over the sandbox service its REST surface and pages use, so the records, ids and
 * refusals are the ones the `salesforce` connector meets over HTTP.
 */
export function createSandboxCrmConnector(deps: { db: TDb; mapping?: TCrmMapping }): TCrmConnector {
  const service = createSandboxCrmService({ db: deps.db, faults: false });

  async function write(action: TCrmAction, input: TCrmWriteInput): Promise<TCrmRecord> {
    const crmWrite = buildCrmWrite(action, input, deps.mapping);
    try {
      const saved = await service.upsert(
        crmWrite.object,
        crmWrite.externalIdField,
        crmWrite.externalKey,
        crmWrite.fields,
      );
      return {
        object: saved.row.object,
        id: saved.id,
        url: sandboxRecordUrl(saved.row.object, saved.id),
        createdAt: saved.row.createdAt.toISOString(),
        created: saved.created,
        via: 'in-process',
      };
    } catch (err) {
      if (err instanceof SandboxCrmError)
        throw new CrmError(err.errorCode, err.message, err.fields);
      throw err;
    }
  }

  return {
    name: 'sandbox',
    createOpportunity: (input) => write('opportunity', input),
    addProduct: (input) => write('product', input),
    createMission: (input) => write('mission', input),
    createProposition: (input) => write('proposition', input),
    updatePresentation: (input) => write('presentation', input),
    updateRetention: (input) => write('retention', input),
  };
}
