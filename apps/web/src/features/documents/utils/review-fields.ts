import {
  CANDIDATE_REVIEW_FIELDS,
  NEED_REVIEW_FIELDS,
  parseJsonList,
  ZCandidateForm,
  ZCreateNeedRequest,
  ZUpdateCandidateRequest,
  ZUpdateNeedRequest,
  type TDocumentKind,
  type TDocumentPreview,
  type TReviewField,
} from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';

export type TReviewInput = 'text' | 'textarea' | 'number' | 'list';

/** How one reviewed value is shown and which record field it becomes. */
export type TReviewFieldSpec = {
  key: string;
  /** The field's name in the catalogues, translated at render. */
  labelKey: TMessageKey;
  input: TReviewInput;
  /** The need or candidate field the value is written to. */
  target: string;
  required?: boolean;
};

type TNeedKey = (typeof NEED_REVIEW_FIELDS)[number];
type TCandidateKey = (typeof CANDIDATE_REVIEW_FIELDS)[number];

type TSpecEntry = Omit<TReviewFieldSpec, 'key' | 'labelKey'> & { labelKey?: TMessageKey };

/** A field's label is `documents.fields.<key>`; an entry names its own where that is not a key. */
type TSpecTable<TKey extends string> = {
  [K in TKey]: `documents.fields.${K}` extends TMessageKey
    ? TSpecEntry
    : TSpecEntry & { labelKey: TMessageKey };
};

const NEED_SPECS: TSpecTable<TNeedKey> = {
  title: { input: 'text', target: 'title', required: true },
  client: { input: 'text', target: 'client', required: true },
  orderClientName: { input: 'text', target: 'orderClientName' },
  orderClientEmail: { input: 'text', target: 'orderClientEmail' },
  tjm: { input: 'number', target: 'tjm', required: true },
  startDate: { input: 'text', target: 'jdStartDate' },
  duration: { input: 'text', target: 'jdDuration' },
  remoteDays: { input: 'number', target: 'jdRemoteDays' },
  location: { input: 'text', target: 'jdLocation' },
  seniority: { input: 'text', target: 'jdSeniority' },
  experienceYears: { input: 'number', target: 'jdExperienceYears' },
  company: { input: 'text', target: 'jdCompany' },
  team: { input: 'text', target: 'jdTeam' },
  projectName: { input: 'text', target: 'jdProjectName' },
  education: { input: 'text', target: 'jdEducation' },
  description: { input: 'textarea', target: 'description' },
  requiredSkills: { input: 'list', target: 'jdRequiredSkills' },
  desiredSkills: { input: 'list', target: 'jdDesiredSkills' },
  softSkills: { input: 'list', target: 'jdSoftSkills' },
  responsibilities: { input: 'list', target: 'jdResponsibilities' },
};

const CANDIDATE_SPECS: TSpecTable<TCandidateKey> = {
  name: { input: 'text', target: 'name', required: true },
  email: { input: 'text', target: 'email', required: true },
  phone: { input: 'text', target: 'phone' },
  role: { input: 'text', target: 'cvRole' },
  city: { input: 'text', target: 'cvCity' },
  postalCode: { input: 'text', target: 'cvPostalCode' },
  country: { input: 'text', target: 'cvCountry' },
  experienceYears: {
    labelKey: 'documents.fields.experience',
    input: 'text',
    target: 'cvExperienceYears',
  },
  availability: { input: 'text', target: 'cvAvailability' },
  education: { input: 'text', target: 'cvEducation' },
  hardSkills: { labelKey: 'documents.fields.skills', input: 'list', target: 'skills' },
  softSkills: { input: 'list', target: 'cvSoftSkillsJson' },
  languages: { input: 'list', target: 'cvLanguagesJson' },
};

function toSpec(key: TNeedKey | TCandidateKey, entry: TSpecEntry): TReviewFieldSpec {
  // The table's type checked that the derived label is a catalogue key.
  return { key, ...entry, labelKey: entry.labelKey ?? (`documents.fields.${key}` as TMessageKey) };
}

/** The fields a review shows for a kind of document, in the domain's order. */
export function getReviewFieldSpecs(kind: TDocumentKind): TReviewFieldSpec[] {
  return kind === 'jd'
    ? NEED_REVIEW_FIELDS.map((key) => toSpec(key, NEED_SPECS[key]))
    : CANDIDATE_REVIEW_FIELDS.map((key) => toSpec(key, CANDIDATE_SPECS[key]));
}

export type TReviewValue = string | number | string[];
export type TReviewValues = Record<string, TReviewValue>;

/** Whether a value says nothing: null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

/** The value as its input holds it: lists as lists, numbers as numbers, '' for unknown. */
function toInputValue(spec: TReviewFieldSpec, value: TReviewField['value'] | undefined) {
  if (spec.input === 'list') return Array.isArray(value) ? value : value ? [String(value)] : [];
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (spec.input === 'number') {
    const n = typeof value === 'number' ? value : Number(String(value).match(/\d+(\.\d+)?/)?.[0]);
    return Number.isFinite(n) ? n : '';
  }
  return String(value);
}

/** The review's starting values: what the document said, and empty where it said nothing. */
export function getInitialReviewValues(preview: TDocumentPreview): TReviewValues {
  const byKey = new Map(preview.fields.map((f) => [f.key, f]));
  return Object.fromEntries(
    getReviewFieldSpecs(preview.expectedKind).map((spec) => [
      spec.key,
      toInputValue(spec, byKey.get(spec.key)?.value),
    ]),
  );
}

/** The review fields the document gave no value for (shown empty and marked). */
export function getUnknownFieldKeys(preview: TDocumentPreview): Set<string> {
  const byKey = new Map(preview.fields.map((f) => [f.key, f]));
  return new Set(
    getReviewFieldSpecs(preview.expectedKind)
      .filter((spec) => isEmptyValue(byKey.get(spec.key)?.value))
      .map((spec) => spec.key),
  );
}

const json = (list: string[]) => JSON.stringify(list);

/** One reviewed value as the record field takes it (a candidate's lists travel as JSON text). */
function toRecordValue(spec: TReviewFieldSpec, value: TReviewValue | undefined): unknown {
  if (spec.input === 'list') {
    const list = Array.isArray(value) ? value : [];
    return spec.target.endsWith('Json') ? json(list) : list;
  }
  if (value === undefined) return '';
  return value;
}

/** Values of the review that are not read from the document: who owns the need and its priority. */
export const NEED_ASSIGNMENT_KEYS = { owner: 'owner', priority: 'priority' } as const;

/** The owner (first consultant), the priority and the order client the review chose. */
function toNeedAssignment(body: Record<string, unknown>, values: TReviewValues) {
  const name = String(body.orderClientName ?? '').trim();
  const email = String(body.orderClientEmail ?? '').trim();
  const owner = String(values[NEED_ASSIGNMENT_KEYS.owner] ?? '');
  return {
    priority: String(values[NEED_ASSIGNMENT_KEYS.priority] ?? '') || 'P2',
    consultants: owner ? [owner] : [],
    orderClients: name ? [{ name, email: email || null }] : [],
  };
}

/** The body of POST /needs from a reviewed job description (a new need starts on the board's first column). */
export function toNeedCreateInput(values: TReviewValues, preview: TDocumentPreview | null) {
  const body: Record<string, unknown> = {
    priority: 'P2',
    quantity: 1,
    consultants: [],
    candidates: [],
    column: 'NO_CANDIDATE',
    progressPct: 0,
  };
  for (const spec of getReviewFieldSpecs('jd'))
    body[spec.target] = toRecordValue(spec, values[spec.key]);
  Object.assign(body, toNeedAssignment(body, values));
  delete body.orderClientName;
  delete body.orderClientEmail;
  // The analysis object the need keeps, as the analysis route would have stored it.
  if (preview?.analysis && preview.expectedKind === 'jd') {
    body.jdAnalysis = preview.analysis;
    body.jdAnalysisStatus = 'READY';
  }
  return body;
}

/** The body of POST /candidates (or /needs/{id}/candidates) from a reviewed CV. */
export function toCandidateCreateInput(values: TReviewValues) {
  const body: Record<string, unknown> = {};
  for (const spec of getReviewFieldSpecs('cv'))
    body[spec.target] = toRecordValue(spec, values[spec.key]);
  body.cvHardSkillsJson = json(Array.isArray(values.hardSkills) ? values.hardSkills : []);
  return body;
}

type TIssue = { path: readonly PropertyKey[]; message: string };
type TParsed = { success: true } | { success: false; error: { issues: readonly TIssue[] } };

function mapIssues(kind: TDocumentKind, result: TParsed): Record<string, string> {
  if (result.success) return {};
  const byTarget = new Map(getReviewFieldSpecs(kind).map((s) => [s.target, s.key]));
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const target = String(issue.path[0] ?? '');
    const key =
      byTarget.get(target) ??
      (target === 'cvHardSkillsJson'
        ? 'hardSkills'
        : target === 'orderClients'
          ? 'orderClientName'
          : target);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The review's messages, field by field, from the schema the manual form and the server use
 * (title, client and a TJM above 0 for a need; name and e-mail for a candidate).
 */
export function validateReview(kind: TDocumentKind, values: TReviewValues): Record<string, string> {
  return kind === 'jd'
    ? mapIssues('jd', ZCreateNeedRequest.safeParse(toNeedCreateInput(values, null)))
    : mapIssues('cv', ZCandidateForm.safeParse(toCandidateCreateInput(values)));
}

// ---- re-analysis of an existing record ---------------------------------------------------------

/** What a record looks like to the diff: its fields, version and the ones a person typed. */
export type TReviewedRecord = Record<string, unknown> & {
  version: number;
  manualFields?: string[] | null;
};

export type TDiffChoice = 'current' | 'document';

export type TDiffRow = {
  spec: TReviewFieldSpec;
  current: TReviewValue;
  document: TReviewValue;
  source: string | null;
  line: number | null;
  section: string | null;
  /** A person typed the current value: it stays unless they choose the document's. */
  isManual: boolean;
  defaultChoice: TDiffChoice;
};

/** The record's current value of a review field, in the review's shape. */
export function getCurrentValue(spec: TReviewFieldSpec, record: Record<string, unknown>) {
  const raw = record[spec.target];
  if (spec.input === 'list') return parseJsonList(raw);
  if (raw === null || raw === undefined) return '';
  return typeof raw === 'number' ? raw : String(raw);
}

const normalise = (value: TReviewValue) =>
  Array.isArray(value)
    ? value
        .map((v) => v.trim().toLowerCase())
        .sort()
        .join('\n')
    : String(value).trim().toLowerCase();

/** Whether the field was typed by a person: the API names the record field (or the review key). */
export function isManualField(spec: TReviewFieldSpec, record: TReviewedRecord): boolean {
  const manual = record.manualFields ?? [];
  // A candidate's skills live in `skills` and in the profile's `cvHardSkillsJson`.
  const names = spec.key === 'hardSkills' ? [spec.target, 'cvHardSkillsJson'] : [spec.target];
  return names.some((n) => manual.includes(n)) || manual.includes(spec.key);
}

/**
 * The rows of a re-analysis: every field where the document says something else than the
 * record. A hand-entered value is kept by default; an empty field takes the document's value;
 * a value an earlier analysis wrote is replaced by default.
 */
export function buildDiffRows(preview: TDocumentPreview, record: TReviewedRecord): TDiffRow[] {
  const byKey = new Map(preview.fields.map((f) => [f.key, f]));
  const rows: TDiffRow[] = [];
  for (const spec of getReviewFieldSpecs(preview.expectedKind)) {
    const field = byKey.get(spec.key);
    if (!field || isEmptyValue(field.value)) continue;
    const document = toInputValue(spec, field.value);
    const current = getCurrentValue(spec, record);
    if (isEmptyValue(document) || normalise(document) === normalise(current)) continue;
    const isManual = isManualField(spec, record) && !isEmptyValue(current);
    rows.push({
      spec,
      current,
      document,
      source: field.source,
      line: field.line,
      section: field.section,
      isManual,
      defaultChoice: isManual ? 'current' : 'document',
    });
  }
  return rows;
}

export function getDefaultChoices(rows: TDiffRow[]): Record<string, TDiffChoice> {
  return Object.fromEntries(rows.map((r) => [r.spec.key, r.defaultChoice]));
}

/**
 * The one PATCH a confirmed re-analysis sends: the document's values the person chose, and the
 * version they were read from. Null when nothing changes.
 */
export function buildDiffPatch(
  kind: TDocumentKind,
  rows: TDiffRow[],
  choices: Record<string, TDiffChoice>,
  version: number,
): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  for (const row of rows) {
    if ((choices[row.spec.key] ?? row.defaultChoice) !== 'document') continue;
    changes[row.spec.target] = toRecordValue(row.spec, row.document);
    if (kind === 'cv' && row.spec.key === 'hardSkills')
      changes.cvHardSkillsJson = json(row.document as string[]);
  }
  if (Object.keys(changes).length === 0) return null;
  return { ...changes, version };
}

/** The PATCH's problems, by the same schema the server checks it with; null when it is valid. */
export function checkDiffPatch(kind: TDocumentKind, patch: Record<string, unknown>): string | null {
  const result =
    kind === 'jd' ? ZUpdateNeedRequest.safeParse(patch) : ZUpdateCandidateRequest.safeParse(patch);
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? t('documents.review.invalidValue'));
}

/** A value as the diff prints it. */
export function formatReviewValue(value: TReviewValue): string {
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
