import type { TSandboxObject } from './sandbox-objects.ts';
import type { TSandboxRecordView } from './sandbox-crm.service.ts';

/** What the REST surface says of records and objects, in Salesforce's shapes. */

export function sobjectUrl(version: string, object: string, id?: string): string {
  return `/services/data/${version}/sobjects/${object}${id ? `/${id}` : ''}`;
}

export function serializeRecord(
  version: string,
  record: TSandboxRecordView,
  fields?: string[],
): Record<string, unknown> {
  const names = fields ?? record.object.fields.map((f) => f.name);
  return {
    attributes: {
      type: record.object.name,
      url: sobjectUrl(version, record.object.name, record.id),
    },
    ...Object.fromEntries(names.map((name) => [name, record.values[name] ?? null])),
  };
}

export function describeObject(version: string, object: TSandboxObject) {
  return {
    name: object.name,
    label: object.label,
    labelPlural: object.labelPlural,
    keyPrefix: object.keyPrefix,
    custom: object.custom,
    createable: true,
    updateable: true,
    deletable: true,
    queryable: true,
    fields: object.fields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      length: f.length,
      custom: f.name.endsWith('__c'),
      createable: f.createable,
      updateable: f.updateable,
      nillable: !f.required && f.type !== 'id' && f.createable,
      defaultedOnCreate: !f.createable,
      externalId: f.externalId,
      unique: f.unique,
      idLookup: f.type === 'id' || f.externalId,
      referenceTo: f.referenceTo ? [f.referenceTo] : [],
      relationshipName: f.referenceTo ? f.name.replace(/__c$/, '__r').replace(/Id$/, '') : null,
    })),
    urls: {
      sobject: sobjectUrl(version, object.name),
      describe: `${sobjectUrl(version, object.name)}/describe`,
      rowTemplate: `${sobjectUrl(version, object.name)}/{ID}`,
    },
  };
}
