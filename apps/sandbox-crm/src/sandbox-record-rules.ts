import { findSandboxField, type TSandboxField, type TSandboxObject } from './sandbox-objects.ts';

/** One Salesforce error, as the REST API sends it: `[{message, errorCode, fields}]`. */
export type TSandboxErrorBody = { message: string; errorCode: string; fields: string[] };

/** A refusal of the sandbox CRM, with the status Salesforce answers it with. */
export class SandboxCrmError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly fields: string[] = [],
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SandboxCrmError';
  }
  toBody(): TSandboxErrorBody {
    return { message: this.message, errorCode: this.errorCode, fields: this.fields };
  }
}

export const SANDBOX_MESSAGES = {
  requiredMissing: (fields: string[]) => `Required fields are missing: [${fields.join(', ')}]`,
  noSuchColumn: (field: string, object: string) =>
    `No such column '${field}' on sobject of type ${object}`,
  notWritable: (field: string) =>
    `Unable to create/update fields: ${field}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`,
  tooLong: (label: string, max: number) => `${label}: data value too large (max length=${max})`,
  badEmail: (label: string, value: string) => `${label}: invalid email address: ${value}`,
  badId: (label: string, value: string) => `${label}: id value of incorrect type: ${value}`,
  badType: (label: string, type: string) => `${label}: value not of required type: ${type}`,
  priceIntegrity:
    'field integrity exception: unknown (must specify either UnitPrice or TotalPrice, but not both)',
  negativeAmount: 'Amount must not be negative',
  closeDateInPast: 'Close Date cannot be in the past',
  crossReference: (label: string) =>
    `invalid cross reference id: ${label} does not name an existing record of the right object`,
  duplicate: 'Use one of these records?',
  notFound: 'The requested resource does not exist',
  sessionInvalid: 'Session expired or invalid',
} as const;

const ID_PATTERN = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** YYYY-MM-DD (the API's form) or DD/MM/YYYY (what a person may type), as YYYY-MM-DD. */
export function parseSandboxDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : fr
      ? [Number(fr[3]), Number(fr[2]), Number(fr[1])]
      : [0, 0, 0];
  if (!y || !isRealDate(y, m, d)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** An ISO date-time (a bare date is midnight UTC; `YYYY-MM-DD HH:MM` is read as UTC). */
export function parseSandboxDateTime(value: string): string | null {
  const day = parseSandboxDate(value);
  if (day) return `${day}T00:00:00.000Z`;
  const m =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value,
    );
  if (!m || !parseSandboxDate(m[1]!)) return null;
  const date = new Date(
    `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${m[5] ? m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z'}`,
  );
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** One value converted to the field's type, or a SandboxCrmError naming the field. */
function convert(field: TSandboxField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' && raw.trim() === '' && field.type !== 'textarea') return null;
  const wrongType = () =>
    new SandboxCrmError(
      'INVALID_TYPE_ON_FIELD_IN_RECORD',
      SANDBOX_MESSAGES.badType(field.label, field.type),
      [field.name],
    );
  switch (field.type) {
    case 'currency':
    case 'double': {
      const n =
        typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n) || Math.abs(n) >= 1e15) throw wrongType();
      return n;
    }
    case 'date': {
      const day = typeof raw === 'string' ? parseSandboxDate(raw.trim()) : null;
      if (!day) throw wrongType();
      return day;
    }
    case 'datetime': {
      const at = typeof raw === 'string' ? parseSandboxDateTime(raw.trim()) : null;
      if (!at) throw wrongType();
      return at;
    }
    default: {
      if (typeof raw === 'object') throw wrongType();
      const text = String(raw);
      const value = field.type === 'textarea' ? text : text.trim();
      if (value === '') return null;
      if (value.length > field.length)
        throw new SandboxCrmError(
          'STRING_TOO_LONG',
          SANDBOX_MESSAGES.tooLong(field.label, field.length),
          [field.name],
        );
      if (field.type === 'email' && !EMAIL_PATTERN.test(value))
        throw new SandboxCrmError(
          'INVALID_EMAIL_ADDRESS',
          SANDBOX_MESSAGES.badEmail(field.label, value),
          [field.name],
        );
      if (field.type === 'reference' && !ID_PATTERN.test(value))
        throw new SandboxCrmError('MALFORMED_ID', SANDBOX_MESSAGES.badId(field.label, value), [
          field.name,
        ]);
      return value;
    }
  }
}

/**
 * The values a writer sent, by canonical API name and converted to their types: an unknown
 * field is INVALID_FIELD, a system field INVALID_FIELD_FOR_INSERT_UPDATE, a bad value names its
 * field. `attributes` (what jsforce and Salesforce put on records) is ignored.
 */
export function normaliseSandboxValues(
  object: TSandboxObject,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (name === 'attributes') continue;
    const field = findSandboxField(object, name);
    if (!field)
      throw new SandboxCrmError('INVALID_FIELD', SANDBOX_MESSAGES.noSuchColumn(name, object.name), [
        name,
      ]);
    if (!field.createable)
      throw new SandboxCrmError(
        'INVALID_FIELD_FOR_INSERT_UPDATE',
        SANDBOX_MESSAGES.notWritable(field.name),
        [field.name],
      );
    out[field.name] = convert(field, raw);
  }
  return out;
}

/** A date as YYYY-MM-DD in UTC. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The record as it would be saved (`merged`), checked as the org would: required fields, the
 * line item's price, and the validation rules (an opportunity's Amount never negative, its
 * Close Date never set in the past). `written` are the fields this save sets.
 */
export function checkSandboxRecord(
  object: TSandboxObject,
  merged: Record<string, unknown>,
  written: Record<string, unknown>,
  now: Date,
): void {
  const missing = object.fields
    .filter((f) => f.required && (merged[f.name] === null || merged[f.name] === undefined))
    .map((f) => f.name);
  if (missing.length > 0)
    throw new SandboxCrmError(
      'REQUIRED_FIELD_MISSING',
      SANDBOX_MESSAGES.requiredMissing(missing),
      missing,
    );
  if (object.name === 'OpportunityLineItem') {
    const hasUnit = merged.UnitPrice !== null && merged.UnitPrice !== undefined;
    const hasTotal = merged.TotalPrice !== null && merged.TotalPrice !== undefined;
    if (hasUnit === hasTotal)
      throw new SandboxCrmError('FIELD_INTEGRITY_EXCEPTION', SANDBOX_MESSAGES.priceIntegrity, [
        'UnitPrice',
        'TotalPrice',
      ]);
  }
  if (object.name === 'Opportunity') {
    if (typeof merged.Amount === 'number' && merged.Amount < 0)
      throw new SandboxCrmError(
        'FIELD_CUSTOM_VALIDATION_EXCEPTION',
        SANDBOX_MESSAGES.negativeAmount,
        ['Amount'],
      );
    if (typeof written.CloseDate === 'string' && written.CloseDate < dayOf(now))
      throw new SandboxCrmError(
        'FIELD_CUSTOM_VALIDATION_EXCEPTION',
        SANDBOX_MESSAGES.closeDateInPast,
        ['CloseDate'],
      );
  }
}

/** The lookups of a record (field, id, object it must name) that are set. */
export function referencesOf(
  object: TSandboxObject,
  values: Record<string, unknown>,
): { field: TSandboxField; id: string }[] {
  return object.fields
    .filter((f) => f.type === 'reference' && typeof values[f.name] === 'string')
    .map((f) => ({ field: f, id: values[f.name] as string }));
}
