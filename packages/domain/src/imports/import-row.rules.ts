import type { z } from 'zod';
import {
  ZCreateCandidateRequest,
  type TCreateCandidateRequest,
} from '../candidates/candidate.schema.ts';
import { readExperienceYears } from '../common/read-number.ts';
import { ZCreateNeedRequest, type TCreateNeedRequest } from '../needs/need-request.schema.ts';
import { restoreCsvCell } from '../needs/need-csv.ts';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  type TImportField,
  type TImportKind,
  type TImportMapping,
} from './import.schema.ts';

/** Fields read as amounts: '650 €', '1 200,50', '1.200,50 EUR', '€700/j'. */
const AMOUNT_FIELDS = new Set<string>(['expectedTjm', 'consultantDailyCost', 'tjm', 'quantity']);
/** Fields read as lists: 'Java, SQL; Kafka | Spark' and one per line. */
const LIST_FIELDS = new Set<string>(['skills', 'jdRequiredSkills']);
/** Fields read as dates: '15/03/2026' and '15.03.2026' as well as ISO dates. */
const DATE_FIELDS = new Set<string>(['missionEndDate', 'consentGivenAt', 'lastContactAt']);

/**
 * An amount as another tool exports it, as text the forms' number reader takes: currency and
 * '/j' dropped, thousands spaces (also non-breaking) removed, and when both a point and a comma
 * appear the last one is the decimal mark. Text without a figure stays as it is, so the form's
 * own message says what is wrong.
 */
export function cleanAmountText(value: string): string {
  const bare = value
    .replace(/€|eur(os?)?|\$|£|usd|ht|ttc|\/\s*(j|jour|day|d)\b|par jour|per day/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?[\d.,]+$/.test(bare)) return value.trim();
  const comma = bare.lastIndexOf(',');
  const point = bare.lastIndexOf('.');
  if (comma >= 0 && point >= 0)
    return comma > point ? bare.replace(/\./g, '') : bare.replace(/,/g, '');
  return bare;
}

/** 'Java, SQL; Kafka | Spark' and one per line → ['Java', 'SQL', 'Kafka', 'Spark']. */
export function splitImportList(value: string): string[] {
  return value
    .split(/[,;|\r\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** '15/03/2026' and '15.03.2026' (day first, as in France) → '2026-03-15'; other text as it is. */
export function readImportDate(value: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!m) return value.trim();
  return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

const POOL_WORDS: Record<string, string> = {
  salarie: 'employee',
  salariee: 'employee',
  cdi: 'employee',
  interne: 'employee',
  employe: 'employee',
  freelance: 'freelance',
  freelancer: 'freelance',
  independant: 'freelance',
  independante: 'freelance',
  contractor: 'freelance',
  externe: 'external',
};

const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** 'Julie Moreau <julie@acme.fr>' → the name with its e-mail; a bare name as it is. */
function readOrderClient(entry: string): string | { name: string; email: string } {
  const match = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(entry);
  return match ? { name: match[1]!.trim(), email: match[2]! } : entry;
}

function readCell(field: string, cell: string): unknown {
  if (LIST_FIELDS.has(field)) return splitImportList(cell);
  if (field === 'orderClients') return splitImportList(cell).map(readOrderClient);
  if (field === 'orderClientsEmail') return splitImportList(cell);
  if (AMOUNT_FIELDS.has(field)) return cleanAmountText(cell);
  if (DATE_FIELDS.has(field)) return readImportDate(cell);
  if (field === 'jdExperienceYears') return readExperienceYears(cell) ?? cell;
  if (field === 'poolKind') return POOL_WORDS[fold(cell)] ?? fold(cell);
  if (field === 'legalBasis') return fold(cell).replace(/[\s-]+/g, '_');
  if (field === 'priority') return cell.trim().toUpperCase();
  return cell;
}

/** The form's body a row makes: each mapped cell read for its field, first and last names joined. */
export function importRowInput(
  mapping: TImportMapping,
  cells: readonly string[],
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  let firstName = '';
  let lastName = '';
  mapping.forEach((field, i) => {
    const cell = restoreCsvCell((cells[i] ?? '').trim());
    if (!field) return;
    if (field === 'firstName') firstName = cell;
    else if (field === 'lastName') lastName = cell;
    else if (cell !== '') input[field] = readCell(field, cell);
  });
  const joined = [firstName, lastName].filter(Boolean).join(' ');
  if (joined && !input.name) input.name = joined;
  if (Array.isArray(input.orderClientsEmail)) {
    const orderClients = (input.orderClients ?? []) as TOrderClientCell[];
    input.orderClients = pairOrderClientEmails(orderClients, input.orderClientsEmail as string[]);
    delete input.orderClientsEmail;
  }
  return input;
}

type TOrderClientCell = string | { name: string; email: string };

/**
 * The e-mails of an order client e-mails column given to the order clients of the names' column
 * (our needs export writes both, the e-mails there are only): in order when there is one e-mail
 * for each name without one, else each to the name it spells ('julie.moreau@' or 'jmoreau@' for
 * Julie Moreau); an e-mail nobody's name spells becomes an order client of its own, named by it,
 * so that none is lost.
 */
function pairOrderClientEmails(
  cells: readonly TOrderClientCell[],
  emails: readonly string[],
): { name: string; email: string }[] {
  const clients = cells.map((cell) =>
    typeof cell === 'string' ? { name: cell, email: '' } : { ...cell },
  );
  const known = new Set(clients.map((client) => client.email.toLowerCase()));
  const free = emails.filter((email) => !known.has(email.toLowerCase()));
  const bare = clients.filter((client) => !client.email);
  if (free.length === bare.length) {
    bare.forEach((client, i) => (client.email = free[i]!));
    return clients;
  }
  const alone: string[] = [];
  for (const email of free) {
    const owner = bare.find((client) => !client.email && spellsName(email, client.name));
    if (owner) owner.email = email;
    else alone.push(email);
  }
  return [...clients, ...alone.map((email) => ({ name: email, email }))];
}

function spellsName(email: string, name: string): boolean {
  const local = fold(email.split('@')[0] ?? '').replace(/[^a-z]/g, '');
  const words = fold(name)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 2);
  if (words.length === 0) return false;
  const last = words[words.length - 1]!;
  return words.every((word) => local.includes(word)) || local === `${words[0]![0]}${last}`;
}

/** A row's error before it is numbered: the field (null for the row as a whole) and the message. */
export type TImportFieldError = { field: string | null; message: string };

export type TImportRowResult<K extends TImportKind> =
  | {
      ok: true;
      input: Record<string, unknown>;
      request: K extends 'candidates' ? TCreateCandidateRequest : TCreateNeedRequest;
    }
  | { ok: false; input: Record<string, unknown>; errors: TImportFieldError[] };

const SCHEMAS = { candidates: ZCreateCandidateRequest, needs: ZCreateNeedRequest } as const;

/** One message per field (its first), as the form shows them. */
function issuesOf(error: z.ZodError): TImportFieldError[] {
  const seen = new Set<string | null>();
  return error.issues.flatMap((issue) => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : null;
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
}

/**
 * One row of a file as the create form would receive it, checked by the form's own schema
 * (ZCreateCandidateRequest / ZCreateNeedRequest): its request, or every field's error in the
 * form's words.
 */
export function importRowToRequest<K extends TImportKind>(
  kind: K,
  mapping: TImportMapping,
  cells: readonly string[],
): TImportRowResult<K> {
  const input = importRowInput(mapping, cells);
  const parsed = SCHEMAS[kind].safeParse(input);
  if (parsed.success) return { ok: true, input, request: parsed.data as never };
  return { ok: false, input, errors: issuesOf(parsed.error) };
}

/**
 * What is wrong with a mapping for this kind and this many columns, or null: one entry per
 * column, fields of the kind, none twice, and the fields every row needs (a name, or first and
 * last names; a need's title, client and rate).
 */
export function checkImportMapping(
  kind: TImportKind,
  mapping: TImportMapping,
  columns: number,
): string | null {
  if (mapping.length !== columns) return IMPORT_MESSAGES.mappingLength;
  const allowed = IMPORT_FIELDS[kind] as readonly string[];
  const seen = new Set<TImportField>();
  for (const field of mapping) {
    if (!field) continue;
    if (!allowed.includes(field)) return IMPORT_MESSAGES.mappingField(field);
    if (seen.has(field)) return IMPORT_MESSAGES.mappingTwice(field);
    seen.add(field);
  }
  if (kind === 'candidates') {
    if (!seen.has('name') && !seen.has('firstName') && !seen.has('lastName'))
      return IMPORT_MESSAGES.mappingMissing('name');
    if (!seen.has('email')) return IMPORT_MESSAGES.mappingMissing('email');
    return null;
  }
  for (const field of ['title', 'client', 'tjm'] as const)
    if (!seen.has(field)) return IMPORT_MESSAGES.mappingMissing(field);
  return null;
}
