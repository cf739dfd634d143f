import fs from 'node:fs';
import { z } from 'zod';
import { getMissingCrmData } from '@staffing/domain';
import { CrmError, type TCrmAction, type TCrmWriteInput } from './crm-connector.ts';

/**
 * Which CRM object and fields each action writes. Every org names its custom objects and fields
 * its own way (Mission__c here, Mission_Staffing__c there), so the names live in a mapping file
 * (SALESFORCE_MAPPING_FILE) merged over these defaults; the API connector, the browser runner and
 * the sandbox CRM all write through it. A field mapped to null is not written (the org lacks it).
 */

const ZObjectMapping = z.object({
  /** The CRM object's API name (Opportunity, Mission__c, ...). */
  object: z.string().min(1).max(80),
  /** The External ID field (Unique) the write upserts on. */
  externalIdField: z.string().min(1).max(80),
  /** Our field name → the CRM field's API name, or null when the org has no such field. */
  fields: z.record(z.string(), z.string().min(1).max(80).nullable()),
  /** Fields written with a fixed value (a PricebookEntryId, a record type, ...). */
  constants: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export type TCrmObjectMapping = z.infer<typeof ZObjectMapping>;
export type TCrmMapping = Record<TCrmAction, TCrmObjectMapping>;

const EXTERNAL_ID = 'External_Key__c';

/**
 * A record about one candidate under the opportunity (proposition, presentation, retention): the
 * same links to both, its `own` fields, and the need id.
 */
const candidateMapping = (object: string, own: Record<string, string>): TCrmObjectMapping => ({
  object,
  externalIdField: EXTERNAL_ID,
  fields: {
    opportunityId: 'Opportunity__c',
    name: 'Name',
    candidate: 'Candidate__c',
    candidateName: 'CandidateName__c',
    ...own,
    needId: 'NeedId__c',
  },
  constants: {},
});

export const DEFAULT_CRM_MAPPING: TCrmMapping = {
  opportunity: {
    object: 'Opportunity',
    externalIdField: EXTERNAL_ID,
    fields: {
      name: 'Name',
      client: 'Client__c',
      stage: 'StageName',
      closeDate: 'CloseDate',
      amount: 'Amount',
      description: 'Description',
      contacts: 'Contacts__c',
      contactEmails: 'ContactEmails__c',
      consultant: 'Consultant__c',
      needId: 'NeedId__c',
    },
    constants: {},
  },
  product: {
    object: 'OpportunityLineItem',
    externalIdField: EXTERNAL_ID,
    fields: {
      opportunityId: 'OpportunityId',
      name: 'Description',
      unitPrice: 'UnitPrice',
      quantity: 'Quantity',
      needId: 'NeedId__c',
    },
    constants: {},
  },
  mission: {
    object: 'Mission__c',
    externalIdField: EXTERNAL_ID,
    fields: {
      opportunityId: 'Opportunity__c',
      name: 'Name',
      client: 'Client__c',
      dailyRate: 'DailyRate__c',
      startDate: 'StartDate__c',
      needId: 'NeedId__c',
    },
    constants: {},
  },
  proposition: candidateMapping('Proposition__c', {
    candidateEmail: 'CandidateEmail__c',
    expectedTjm: 'ExpectedTjm__c',
  }),
  presentation: candidateMapping('Presentation__c', { interviewDate: 'InterviewDate__c' }),
  retention: candidateMapping('Retention__c', {
    projectedStartDate: 'ProjectedStartDate__c',
    endDate: 'EndDate__c',
    commercialConcession: 'CommercialConcession__c',
    dailyRate: 'Tjm__c',
  }),
};

const ZMappingFile = z
  .object({
    opportunity: ZObjectMapping.partial(),
    product: ZObjectMapping.partial(),
    mission: ZObjectMapping.partial(),
    proposition: ZObjectMapping.partial(),
    presentation: ZObjectMapping.partial(),
    retention: ZObjectMapping.partial(),
  })
  .partial()
  .strict();

/** The mapping file merged over the defaults; a bad file stops the start with its first issue. */
export function loadCrmMapping(file?: string): TCrmMapping {
  if (!file) return DEFAULT_CRM_MAPPING;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`CRM mapping file ${file}: ${(err as Error).message}`);
  }
  const parsed = ZMappingFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`CRM mapping file ${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const merged = { ...DEFAULT_CRM_MAPPING };
  for (const [action, override] of Object.entries(parsed.data) as [
    TCrmAction,
    Partial<TCrmObjectMapping>,
  ][]) {
    const base = DEFAULT_CRM_MAPPING[action];
    merged[action] = {
      object: override.object ?? base.object,
      externalIdField: override.externalIdField ?? base.externalIdField,
      fields: { ...base.fields, ...override.fields },
      constants: { ...base.constants, ...override.constants },
    };
  }
  return merged;
}

/** One write, ready for any connector: the object, its upsert key and the fields by CRM name. */
export type TCrmWrite = {
  action: TCrmAction;
  object: string;
  externalIdField: string;
  externalKey: string;
  /** CRM API name → value (nulls kept: the field is cleared). */
  fields: Record<string, unknown>;
  /** The opportunity the record hangs under, when it has one (the sandbox checks it exists). */
  opportunityId: string | null;
};

export const CRM_WRITE_MESSAGES = {
  opportunityFirst: 'Create the opportunity first: this need has no CRM opportunity',
  productTjm: 'A product needs the need’s TJM (daily rate) above 0 as its unit price',
  candidateRequired: (action: string) =>
    `A ${action} needs a candidate: name the candidate in the request`,
  dateRequired: (label: string) => `${label} is required`,
} as const;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A close date a month ahead: Salesforce requires one on every opportunity. */
function closeDateFrom(now: Date): string {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + 30);
  return d.toISOString().slice(0, 10);
}

/** The interview as an ISO date-time when a time was given (HH:MM, read as UTC), else the date. */
function interviewAt(payload: Record<string, unknown>): string | null {
  const date = text(payload.interviewDate);
  if (!date) return null;
  const time = text(payload.interviewTime);
  return time && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T${time}:00.000Z` : date;
}

function requireCandidate(input: TCrmWriteInput, action: TCrmAction) {
  if (!input.candidate?.name.trim())
    throw new CrmError('REQUIRED_FIELD_MISSING', CRM_WRITE_MESSAGES.candidateRequired(action), [
      'Candidate__c',
    ]);
  return input.candidate;
}

/**
 * What every candidate-level object holds: the need, its opportunity (when it has one), a name
 * `<prefix><candidate> - <need title>` and the candidate (a CRM id when it has one).
 */
function candidateRecord(input: TCrmWriteInput, action: TCrmAction, namePrefix: string) {
  const candidate = requireCandidate(input, action);
  const { need } = input;
  return {
    candidate,
    values: {
      needId: need.id,
      opportunityId: need.opportunitySalesforceId,
      name: `${namePrefix}${candidate.name} - ${need.title}`,
      candidate: candidate.salesforceId ?? candidate.name,
      candidateName: candidate.name,
    },
  };
}

function requireOpportunity(input: TCrmWriteInput): string {
  const id = input.need.opportunitySalesforceId;
  if (!id)
    throw new CrmError('REQUIRED_FIELD_MISSING', CRM_WRITE_MESSAGES.opportunityFirst, [
      'OpportunityId',
    ]);
  return id;
}

function requireText(input: TCrmWriteInput, key: string, label: string): string {
  const value = key === 'interviewDate' ? interviewAt(input.payload) : text(input.payload[key]);
  if (!value)
    throw new CrmError('REQUIRED_FIELD_MISSING', CRM_WRITE_MESSAGES.dateRequired(label), [key]);
  return value;
}

/** Our values of an action, by our field names; refuses what no CRM would accept. */
function logicalValues(
  action: TCrmAction,
  input: TCrmWriteInput,
  now: Date,
): Record<string, unknown> {
  const { need, payload } = input;
  const base = { needId: need.id };
  switch (action) {
    case 'opportunity': {
      const missing = getMissingCrmData(need);
      if (missing.message)
        throw new CrmError('REQUIRED_FIELD_MISSING', missing.message, missing.missing);
      return {
        ...base,
        name: `${need.client} - ${need.title}`,
        client: need.client,
        stage: 'Prospecting',
        closeDate: closeDateFrom(now),
        amount: (need.tjm ?? 0) * Math.max(need.quantity, 1),
        description: need.description,
        contacts: need.orderClients.join('; ') || null,
        contactEmails: need.orderClientsEmail.join('; ') || null,
        consultant: need.consultants[0] ?? null,
      };
    }
    case 'product': {
      const opportunityId = requireOpportunity(input);
      const tjm = amount(payload.tjm) ?? need.tjm;
      if (!(typeof tjm === 'number' && tjm > 0))
        throw new CrmError('FIELD_INTEGRITY_EXCEPTION', CRM_WRITE_MESSAGES.productTjm, [
          'UnitPrice',
        ]);
      return {
        ...base,
        opportunityId,
        name: `TJM ${need.title}`,
        unitPrice: tjm,
        quantity: Math.max(need.quantity, 1),
      };
    }
    case 'mission':
      return {
        ...base,
        opportunityId: requireOpportunity(input),
        name: `${need.client} - ${need.title}`,
        client: need.client,
        dailyRate: need.tjm,
        startDate: text(payload.projectedStartDate),
      };
    case 'proposition': {
      const { candidate, values } = candidateRecord(input, action, '');
      return {
        ...values,
        candidateEmail: candidate.email,
        expectedTjm: amount(payload.expectedTjm),
      };
    }
    case 'presentation':
      return {
        ...candidateRecord(input, action, 'Presentation ').values,
        interviewDate: requireText(input, 'interviewDate', 'Interview date'),
      };
    case 'retention':
      return {
        ...candidateRecord(input, action, 'Retention ').values,
        projectedStartDate: requireText(input, 'projectedStartDate', 'Projected start date'),
        endDate: text(payload.endDate),
        commercialConcession: amount(payload.commercialConcession),
        dailyRate: amount(payload.tjm) ?? amount(payload.expectedTjm),
      };
  }
}

/**
 * The write of an action as the mapping names it: checked (a CrmError for what the CRM would
 * refuse anyway), keyed by the input's external key, fields renamed to the org's API names.
 */
export function buildCrmWrite(
  action: TCrmAction,
  input: TCrmWriteInput,
  mapping: TCrmMapping = DEFAULT_CRM_MAPPING,
  now: Date = new Date(),
): TCrmWrite {
  const target = mapping[action];
  const values = logicalValues(action, input, now);
  const fields: Record<string, unknown> = { ...target.constants };
  for (const [logical, value] of Object.entries(values)) {
    const apiName = target.fields[logical];
    if (apiName) fields[apiName] = value ?? null;
  }
  fields[target.externalIdField] = input.idempotencyKey;
  return {
    action,
    object: target.object,
    externalIdField: target.externalIdField,
    externalKey: input.idempotencyKey,
    fields,
    opportunityId: typeof values.opportunityId === 'string' ? values.opportunityId : null,
  };
}
