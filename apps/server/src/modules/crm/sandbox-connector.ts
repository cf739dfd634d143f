import crypto from 'node:crypto';
import { getMissingCrmData } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import {
  CrmError,
  type TCrmConnector,
  type TCrmRecord,
  type TCrmWriteInput,
} from './crm-connector.ts';
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
  return `/crm-sandbox/lightning/r/${object}/${id}/view`;
}

export const CRM_SANDBOX_MESSAGES = {
  opportunityFirst: 'Create the opportunity first: this need has no CRM opportunity',
  opportunityUnknown: (id: string) =>
    `The need's CRM opportunity ${id} does not exist in the sandbox CRM`,
  productTjm: 'A product needs the need’s TJM (daily rate) above 0 as its unit price',
  candidateRequired: (object: string) =>
    `A ${object} needs a candidate: name the candidate in the request`,
  dateRequired: (field: string) => `${field} is required`,
} as const;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The built-in sandbox CRM: records kept in this database (crm_sandbox_records), upserted by
 * external key, with Salesforce-like ids and validation, so every CRM action can be tried end
 * to end without a Salesforce org. Its refusals carry Salesforce's error codes.
 */
export function createSandboxCrmConnector(deps: { db: TDb }): TCrmConnector {
  const records = createCrmSandboxRepository(deps.db);

  async function upsert(
    object: string,
    input: TCrmWriteInput,
    fields: Record<string, unknown>,
  ): Promise<TCrmRecord> {
    const id = newSandboxId(object);
    const row: TCrmSandboxRow = await records.upsert({
      id,
      object,
      externalKey: input.idempotencyKey,
      fields: { ...fields, External_Key__c: input.idempotencyKey },
    });
    return {
      object,
      id: row.id,
      url: sandboxRecordUrl(object, row.id),
      createdAt: row.createdAt.toISOString(),
      created: row.id === id,
    };
  }

  /** Product and mission hang under the need's opportunity, which must exist in this CRM. */
  async function requireOpportunity(input: TCrmWriteInput): Promise<string> {
    const id = input.need.opportunitySalesforceId;
    if (!id)
      throw new CrmError('REQUIRED_FIELD_MISSING', CRM_SANDBOX_MESSAGES.opportunityFirst, [
        'OpportunityId',
      ]);
    const found = await records.findById(id);
    if (!found || found.object !== 'Opportunity')
      throw new CrmError(
        'INVALID_CROSS_REFERENCE_KEY',
        CRM_SANDBOX_MESSAGES.opportunityUnknown(id),
        ['OpportunityId'],
      );
    return id;
  }

  function requireCandidate(input: TCrmWriteInput, object: string) {
    if (!input.candidate?.name.trim())
      throw new CrmError('REQUIRED_FIELD_MISSING', CRM_SANDBOX_MESSAGES.candidateRequired(object), [
        'Candidate__c',
      ]);
    return input.candidate;
  }

  function requireDate(input: TCrmWriteInput, field: string, label: string): string {
    const value = text(input.payload[field]);
    if (!value)
      throw new CrmError('REQUIRED_FIELD_MISSING', CRM_SANDBOX_MESSAGES.dateRequired(label), [
        field,
      ]);
    return value;
  }

  return {
    name: 'sandbox',

    async createOpportunity(input) {
      const { need } = input;
      const missing = getMissingCrmData(need);
      if (missing.message)
        throw new CrmError('REQUIRED_FIELD_MISSING', missing.message, missing.missing);
      return upsert('Opportunity', input, {
        Name: `${need.client} - ${need.title}`,
        AccountName: need.client,
        StageName: 'Prospecting',
        Description: need.description,
        Amount: (need.tjm ?? 0) * Math.max(need.quantity, 1),
        Contacts: need.orderClients,
        ContactEmails: need.orderClientsEmail,
        Owner: need.consultants[0] ?? null,
        NeedId__c: need.id,
      });
    },

    async addProduct(input) {
      const opportunityId = await requireOpportunity(input);
      const tjm = input.need.tjm;
      if (!(typeof tjm === 'number' && tjm > 0))
        throw new CrmError('FIELD_INTEGRITY_EXCEPTION', CRM_SANDBOX_MESSAGES.productTjm, [
          'UnitPrice',
        ]);
      return upsert('OpportunityLineItem', input, {
        OpportunityId: opportunityId,
        Name: `TJM ${input.need.title}`,
        UnitPrice: amount(input.payload.tjm) ?? tjm,
        Quantity: Math.max(input.need.quantity, 1),
      });
    },

    async createMission(input) {
      const opportunityId = await requireOpportunity(input);
      return upsert('Mission__c', input, {
        Opportunity__c: opportunityId,
        Name: `${input.need.client} - ${input.need.title}`,
        NeedId__c: input.need.id,
      });
    },

    async createProposition(input) {
      const candidate = requireCandidate(input, 'proposition');
      return upsert('Proposition__c', input, {
        Opportunity__c: input.need.opportunitySalesforceId,
        Candidate__c: candidate.salesforceId ?? candidate.name,
        CandidateName__c: candidate.name,
        CandidateEmail__c: candidate.email,
        ExpectedTjm__c: amount(input.payload.expectedTjm),
        NeedId__c: input.need.id,
      });
    },

    async updatePresentation(input) {
      const candidate = requireCandidate(input, 'presentation');
      return upsert('Presentation__c', input, {
        Candidate__c: candidate.salesforceId ?? candidate.name,
        CandidateName__c: candidate.name,
        InterviewDate__c: requireDate(input, 'interviewDate', 'Interview date'),
        NeedId__c: input.need.id,
      });
    },

    async updateRetention(input) {
      const candidate = requireCandidate(input, 'retention');
      return upsert('Retention__c', input, {
        Candidate__c: candidate.salesforceId ?? candidate.name,
        CandidateName__c: candidate.name,
        ProjectedStartDate__c: requireDate(input, 'projectedStartDate', 'Projected start date'),
        EndDate__c: text(input.payload.endDate),
        CommercialConcession__c: amount(input.payload.commercialConcession),
        Tjm__c: amount(input.payload.tjm) ?? amount(input.payload.expectedTjm),
        NeedId__c: input.need.id,
      });
    },
  };
}
