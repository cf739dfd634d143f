/**
 * The objects of the embedded sandbox CRM, shaped after Salesforce's describe: the objects the
 * default CRM mapping writes (crm-mapping.ts), each field with its API name, label, type and
 * flags, and the External_Key__c External ID (unique per object) that idempotent writes upsert on.
 */

export type TSandboxFieldType =
  | 'id'
  | 'string'
  | 'textarea'
  | 'email'
  | 'currency'
  | 'double'
  | 'date'
  | 'datetime'
  | 'reference';

export type TSandboxField = {
  name: string;
  label: string;
  type: TSandboxFieldType;
  /** Must be given on create (Salesforce: not nillable and not defaulted). */
  required: boolean;
  createable: boolean;
  updateable: boolean;
  externalId: boolean;
  unique: boolean;
  length: number;
  /** For a lookup: the object its id must name. */
  referenceTo?: string;
};

export type TSandboxObject = {
  name: string;
  label: string;
  labelPlural: string;
  /** The first three characters of its record ids. */
  keyPrefix: string;
  custom: boolean;
  fields: TSandboxField[];
};

export const EXTERNAL_KEY_FIELD = 'External_Key__c';

type TFieldSpec = [
  name: string,
  label: string,
  type: TSandboxFieldType,
  options?: { required?: boolean; referenceTo?: string },
];

const LENGTH: Partial<Record<TSandboxFieldType, number>> = {
  id: 18,
  string: 255,
  email: 80,
  textarea: 32000,
  reference: 18,
};

function field([name, label, type, options = {}]: TFieldSpec): TSandboxField {
  return {
    name,
    label,
    type,
    required: options.required ?? false,
    createable: true,
    updateable: true,
    externalId: false,
    unique: false,
    length: LENGTH[type] ?? 0,
    ...(options.referenceTo ? { referenceTo: options.referenceTo } : {}),
  };
}

/** Id, CreatedDate, LastModifiedDate: set by the CRM, never by a writer. */
const SYSTEM_FIELDS: TSandboxField[] = [
  ['Id', 'Record ID', 'id'],
  ['CreatedDate', 'Created Date', 'datetime'],
  ['LastModifiedDate', 'Last Modified Date', 'datetime'],
].map((spec) => ({
  ...field(spec as TFieldSpec),
  createable: false,
  updateable: false,
}));

const EXTERNAL_KEY: TSandboxField = {
  ...field([EXTERNAL_KEY_FIELD, 'External Key', 'string']),
  externalId: true,
  unique: true,
};

function defineObject(
  name: string,
  label: string,
  labelPlural: string,
  keyPrefix: string,
  specs: TFieldSpec[],
): TSandboxObject {
  return {
    name,
    label,
    labelPlural,
    keyPrefix,
    custom: name.endsWith('__c'),
    fields: [...SYSTEM_FIELDS, ...specs.map(field), EXTERNAL_KEY],
  };
}

const NAME: TFieldSpec = ['Name', 'Name', 'string', { required: true }];
const OPPORTUNITY_LOOKUP: TFieldSpec = [
  'Opportunity__c',
  'Opportunity',
  'reference',
  { referenceTo: 'Opportunity' },
];
const NEED_ID: TFieldSpec = ['NeedId__c', 'Staffing Need Id', 'string'];

/** An object about one candidate under an opportunity: the same links to both, then its own. */
function defineCandidateObject(
  name: string,
  label: string,
  labelPlural: string,
  keyPrefix: string,
  own: TFieldSpec[],
): TSandboxObject {
  return defineObject(name, label, labelPlural, keyPrefix, [
    NAME,
    OPPORTUNITY_LOOKUP,
    ['Candidate__c', 'Candidate', 'string'],
    ['CandidateName__c', 'Candidate Name', 'string'],
    ...own,
    NEED_ID,
  ]);
}

export const SANDBOX_OBJECTS: TSandboxObject[] = [
  defineObject('Opportunity', 'Opportunity', 'Opportunities', '006', [
    ['Name', 'Opportunity Name', 'string', { required: true }],
    ['Client__c', 'Client', 'string'],
    ['StageName', 'Stage', 'string', { required: true }],
    ['CloseDate', 'Close Date', 'date', { required: true }],
    ['Amount', 'Amount', 'currency'],
    ['Description', 'Description', 'textarea'],
    ['Contacts__c', 'Contacts', 'textarea'],
    ['ContactEmails__c', 'Contact E-mails', 'textarea'],
    ['Consultant__c', 'Consultant', 'string'],
    NEED_ID,
  ]),
  defineObject('OpportunityLineItem', 'Opportunity Product', 'Opportunity Products', '00k', [
    ['OpportunityId', 'Opportunity', 'reference', { required: true, referenceTo: 'Opportunity' }],
    ['Description', 'Line Description', 'string'],
    ['UnitPrice', 'Sales Price', 'currency'],
    ['TotalPrice', 'Total Price', 'currency'],
    ['Quantity', 'Quantity', 'double', { required: true }],
    NEED_ID,
  ]),
  defineObject('Mission__c', 'Mission', 'Missions', 'a01', [
    NAME,
    OPPORTUNITY_LOOKUP,
    ['Client__c', 'Client', 'string'],
    ['DailyRate__c', 'Daily Rate', 'currency'],
    ['StartDate__c', 'Start Date', 'date'],
    NEED_ID,
  ]),
  defineCandidateObject('Proposition__c', 'Proposition', 'Propositions', 'a02', [
    ['CandidateEmail__c', 'Candidate E-mail', 'email'],
    ['ExpectedTjm__c', 'Expected TJM', 'currency'],
  ]),
  defineCandidateObject('Presentation__c', 'Presentation', 'Presentations', 'a03', [
    ['InterviewDate__c', 'Interview Date', 'datetime'],
  ]),
  defineCandidateObject('Retention__c', 'Retention', 'Retentions', 'a04', [
    ['ProjectedStartDate__c', 'Projected Start Date', 'date'],
    ['EndDate__c', 'End Date', 'date'],
    ['CommercialConcession__c', 'Commercial Concession', 'currency'],
    ['Tjm__c', 'TJM', 'currency'],
  ]),
];

const BY_NAME = new Map(SANDBOX_OBJECTS.map((o) => [o.name.toLowerCase(), o]));

/** The object an API name names (case-insensitive, as Salesforce's are). */
export function findSandboxObject(name: string): TSandboxObject | undefined {
  return BY_NAME.get(name.toLowerCase());
}

export function findSandboxField(object: TSandboxObject, name: string): TSandboxField | undefined {
  const lower = name.toLowerCase();
  return object.fields.find((f) => f.name.toLowerCase() === lower);
}

/** The object whose ids start with this prefix. */
export function findSandboxObjectById(id: string): TSandboxObject | undefined {
  return SANDBOX_OBJECTS.find((o) => id.startsWith(o.keyPrefix));
}

/** The fields a writer may set: everything but the system fields. */
export function writableFields(object: TSandboxObject): TSandboxField[] {
  return object.fields.filter((f) => f.createable);
}
