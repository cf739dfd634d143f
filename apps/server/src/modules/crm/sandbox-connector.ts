import crypto from 'node:crypto';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import {
  CrmError,
  type TCrmAction,
  type TCrmConnector,
  type TCrmRecord,
  type TCrmWriteInput,
} from './crm-connector.ts';
import { buildCrmWrite, CRM_WRITE_MESSAGES, type TCrmMapping } from './crm-mapping.ts';
import { createCrmSandboxRepository, type TCrmSandboxRow } from './crm-sandbox.repository.ts';

/** Key prefixes of the objects, as Salesforce ids start with their object's prefix. */
const OBJECT_PREFIX: Record<string, string> = {
  Opportunity: '006',
  OpportunityLineItem: '00k',
  Mission__c: 'a01',
  Proposition__c: 'a02',
  Presentation__c: 'a03',
  Retention__c: 'a04',
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CHECKSUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

/**
 * The 18-character form of a 15-character Salesforce id: each block of five characters adds one
 * character whose bits say which of the five are upper-case letters.
 */
export function toSalesforceId18(id15: string): string {
  let suffix = '';
  for (let block = 0; block < 3; block++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15[block * 5 + i]!;
      if (c >= 'A' && c <= 'Z') bits |= 1 << i;
    }
    suffix += CHECKSUM[bits];
  }
  return id15 + suffix;
}

export function newSandboxId(object: string): string {
  const prefix = OBJECT_PREFIX[object] ?? 'a0Z';
  const bytes = crypto.randomBytes(12);
  const body = [...bytes].map((b) => BASE62[b % 62]).join('');
  return toSalesforceId18(`${prefix}${body}`);
}

export function sandboxRecordUrl(object: string, id: string): string {
  return `${SANDBOX_CRM_BASE_PATH}/lightning/r/${object}/${id}/view`;
}

export const CRM_SANDBOX_MESSAGES = {
  ...CRM_WRITE_MESSAGES,
  opportunityUnknown: (id: string) =>
    `The need's CRM opportunity ${id} does not exist in the sandbox CRM`,
} as const;

/**
 * The built-in sandbox CRM, written in-process: records kept in this database
 * (crm_sandbox_records), upserted by external key, with Salesforce-like ids and refusals, so
 * every CRM action can be tried end to end without a Salesforce org.
 */
export function createSandboxCrmConnector(deps: { db: TDb; mapping?: TCrmMapping }): TCrmConnector {
  const records = createCrmSandboxRepository(deps.db);

  async function write(action: TCrmAction, input: TCrmWriteInput): Promise<TCrmRecord> {
    const crmWrite = buildCrmWrite(action, input, deps.mapping);
    if (crmWrite.opportunityId) {
      // A lookup to a record that does not exist: Salesforce's INVALID_CROSS_REFERENCE_KEY.
      const found = await records.findById(crmWrite.opportunityId);
      if (!found || found.object !== 'Opportunity')
        throw new CrmError(
          'INVALID_CROSS_REFERENCE_KEY',
          CRM_SANDBOX_MESSAGES.opportunityUnknown(crmWrite.opportunityId),
          ['OpportunityId'],
        );
    }
    const id = newSandboxId(crmWrite.object);
    const row: TCrmSandboxRow = await records.upsert({
      id,
      object: crmWrite.object,
      externalKey: crmWrite.externalKey,
      fields: crmWrite.fields,
    });
    return {
      object: crmWrite.object,
      id: row.id,
      url: sandboxRecordUrl(crmWrite.object, row.id),
      createdAt: row.createdAt.toISOString(),
      created: row.id === id,
    };
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
