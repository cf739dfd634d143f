import {
  CV_ANALYSIS_STATUS_LABELS,
  JD_ANALYSIS_STATUS_LABELS,
  NEED_COLUMN_LABELS,
  STEP_STATUS_LABELS,
  STEP_TYPE_LABELS,
  humanizeValue,
} from '../common/labels.ts';
import type {
  THistoryChange,
  THistoryEntry,
  THistoryKind,
  THistoryMessage,
} from './history.schema.ts';

/**
 * Which kind an audit record is, by its entity type and action (first match wins; the server
 * builds its SQL filter from this same list). `action` ending in `*` is a prefix.
 */
export const HISTORY_KIND_RULES: readonly {
  entityType: string;
  action?: string;
  kind: THistoryKind;
}[] = [
  { entityType: 'need', action: 'create', kind: 'created' },
  { entityType: 'candidate', action: 'create', kind: 'created' },
  { entityType: 'need', action: 'move', kind: 'move' },
  { entityType: 'need', action: 'crm_*', kind: 'crm' },
  { entityType: 'flow', action: 'rpa_launch', kind: 'crm' },
  { entityType: 'workflow_request', kind: 'crm' },
  { entityType: 'step', kind: 'step' },
  { entityType: 'candidate', action: 'merge', kind: 'merge' },
  { entityType: 'need', action: 'update_analysis', kind: 'analysis' },
  { entityType: 'candidate', action: 'analysis', kind: 'analysis' },
  { entityType: 'need', action: 'update', kind: 'field' },
  { entityType: 'need', action: 'jd_*', kind: 'field' },
  { entityType: 'candidate', action: 'update', kind: 'field' },
  { entityType: 'candidate', action: 'cv_*', kind: 'field' },
  { entityType: 'candidate', action: 'relevance_score', kind: 'analysis' },
];

export function historyKindOf(entityType: string, action: string): THistoryKind {
  for (const rule of HISTORY_KIND_RULES) {
    if (rule.entityType !== entityType) continue;
    if (rule.action === undefined) return rule.kind;
    if (
      rule.action.endsWith('*')
        ? action.startsWith(rule.action.slice(0, -1))
        : rule.action === action
    )
      return rule.kind;
  }
  return 'other';
}

/** Field names as the screens show them (the need editor's and the candidate form's labels). */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  // need
  title: 'Title',
  client: 'Client',
  priority: 'Priority',
  column: 'Status column',
  status: 'Status',
  progressPct: 'Progress (%)',
  tjm: 'TJM',
  description: 'Description',
  category: 'Category',
  quantity: 'Quantity',
  consultants: 'Assigned consultants',
  orderClients: 'Order clients',
  orderClientsEmail: 'Order client emails',
  opportunitySalesforceUrl: 'Opportunity URL',
  opportunitySalesforceId: 'Opportunity ID',
  opportunityCreatedAt: 'Opportunity created',
  missionSalesforceUrl: 'Mission URL',
  missionCreatedAt: 'Mission created',
  propositionSalesforceId: 'Proposition ID',
  propositionSalesforceUrl: 'Proposition URL',
  propositionCreatedAt: 'Proposition created',
  jobDescriptionFile: 'Job description',
  jdS3Url: 'Job description file',
  jdAnalysisStatus: 'JD analysis',
  jdCompany: 'Company',
  jdSeniority: 'Seniority',
  jdExperienceYears: 'Experience years',
  jdEducation: 'Education',
  jdLocation: 'Location',
  jdStartDate: 'Start date',
  jdDuration: 'Duration',
  jdRemoteDays: 'Remote days',
  jdTeam: 'Team',
  jdProjectName: 'Project name',
  jdRequiredSkills: 'Required skills',
  jdDesiredSkills: 'Desired skills',
  jdSoftSkills: 'Soft skills',
  jdResponsibilities: 'Responsibilities',
  // candidate
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  skills: 'Skills',
  cvUrl: 'CV',
  cvFileName: 'CV file',
  expectedTjm: 'Expected TJM',
  salesforceId: 'Salesforce ID',
  cvTrigramme: 'Trigramme',
  cvRole: 'Role',
  cvExperienceYears: 'Experience',
  cvAvailability: 'Availability',
  cvEducation: 'Education',
  cvCity: 'City',
  cvPostalCode: 'Postal code',
  cvCountry: 'Country',
  cvAnalysisStatus: 'CV analysis',
  consultantDailyCost: 'Consultant daily cost',
  legalBasis: 'Legal basis',
  consentGivenAt: 'Consent given',
  lastContactAt: 'Last contact',
  retentionDeadline: 'Retention deadline',
  // step
  type: 'Step',
  date: 'Date',
  comment: 'Comment',
  detail: 'Details',
  meta: 'Meta',
};

export function historyFieldLabel(field: string): string {
  return HISTORY_FIELD_LABELS[field] ?? humanizeValue(field);
}

const VALUE_LABELS: Record<string, Record<string, string>> = {
  column: NEED_COLUMN_LABELS,
  type: STEP_TYPE_LABELS,
  jdAnalysisStatus: JD_ANALYSIS_STATUS_LABELS,
  cvAnalysisStatus: CV_ANALYSIS_STATUS_LABELS,
};

const MAX_VALUE_TEXT = 80;

/** A recorded value as a person reads it: labels for known codes, lists joined, long text cut. */
export function formatHistoryValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length ? value.map((v) => formatHistoryValue(field, v)).join(', ') : '—';
  if (typeof value === 'object') return 'changed';
  const text = String(value);
  const labelled =
    VALUE_LABELS[field]?.[text] ??
    (field === 'status' ? STEP_STATUS_LABELS[text as 'PENDING'] : undefined);
  const shown = labelled ?? text;
  return shown.length > MAX_VALUE_TEXT ? `${shown.slice(0, MAX_VALUE_TEXT - 1)}…` : shown;
}

/** "TJM 550 → 600". */
export function describeHistoryChange(change: Pick<THistoryChange, 'field' | 'before' | 'after'>) {
  return `${historyFieldLabel(change.field)} ${formatHistoryValue(change.field, change.before)} → ${formatHistoryValue(change.field, change.after)}`;
}

/** An audit record as the history route reads it (actor name and step type joined in SQL). */
export type THistoryAuditRow = {
  id: number | string;
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  changes: Record<string, unknown> | null;
  createdAt: Date | string;
  /** The step's type, for a step record that does not hold it (an edit). */
  stepType?: string | null;
  /** The candidate of a step or of a link, when it still exists. */
  candidateId?: string | null;
  candidateName?: string | null;
};

/** Keys a record carries beside its field changes; never shown as a change. */
const CONTEXT_KEYS = new Set([
  'fields',
  'diff',
  'source',
  'flowId',
  'crmId',
  'reason',
  'needId',
  'candidateId',
]);

/** Bookkeeping columns a write changes beside what the person changed; not shown. */
const HIDDEN_FIELDS = new Set([
  'manualFields',
  'version',
  'updatedAt',
  'cvFileKey',
  'searchText',
  'previousColumn',
]);

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'to' in value &&
    Object.keys(value).every((k) => k === 'from' || k === 'to')
  );
}

/**
 * The field changes a record holds: `{field: {from, to}}` (needs, workflow requests),
 * `diff: {field: {from, to}}` (candidates, steps) or, for older step edits, the new values only.
 */
export function historyChangesOf(
  row: Pick<THistoryAuditRow, 'entityType' | 'action' | 'changes'>,
): THistoryChange[] {
  const changes = row.changes ?? {};
  const out: THistoryChange[] = [];
  const push = (field: string, before: unknown, after: unknown) => {
    if (!HIDDEN_FIELDS.has(field))
      out.push({
        field,
        label: historyFieldLabel(field),
        before: before ?? null,
        after: after ?? null,
      });
  };
  const diff = changes.diff;
  if (diff && typeof diff === 'object' && !Array.isArray(diff)) {
    for (const [field, value] of Object.entries(diff))
      if (isFromTo(value)) push(field, value.from, value.to);
    return out;
  }
  for (const [field, value] of Object.entries(changes)) {
    if (CONTEXT_KEYS.has(field)) continue;
    if (isFromTo(value)) push(field, value.from, value.to);
    else if (row.entityType === 'step' && row.action === 'update') push(field, null, value);
  }
  // A candidate record of the time before before/after were kept names its fields only.
  if (out.length === 0 && Array.isArray(changes.fields) && row.action !== 'create')
    for (const field of changes.fields) if (typeof field === 'string') push(field, null, null);
  return out;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function stepLabel(row: THistoryAuditRow): string {
  const type = str(row.changes?.type) ?? row.stepType ?? null;
  return type
    ? (STEP_TYPE_LABELS[type as keyof typeof STEP_TYPE_LABELS] ?? humanizeValue(type))
    : 'step';
}

function summaryOf(row: THistoryAuditRow, kind: THistoryKind, changes: THistoryChange[]): string {
  const c = row.changes ?? {};
  const listed = () => changes.map(describeHistoryChange).join('; ');
  switch (row.entityType) {
    case 'need':
      if (row.action === 'create') return 'Need created';
      if (row.action === 'move') {
        const col = changes.find((x) => x.field === 'column');
        return col
          ? `Moved from ${formatHistoryValue('column', col.before)} to ${formatHistoryValue('column', col.after)}`
          : 'Moved';
      }
      if (row.action === 'hard_delete') return 'Need deleted';
      if (kind === 'crm')
        return `CRM ${humanizeValue(row.action.slice(4)).toLowerCase()} written back${changes.length ? `: ${listed()}` : ''}`;
      if (row.action === 'jd_upload') return 'Job description uploaded';
      if (row.action === 'jd_delete') return 'Job description deleted';
      if (row.action === 'update_analysis')
        return changes.length ? `Analysis: ${listed()}` : 'Analysis updated';
      return changes.length ? listed() : 'Need updated';
    case 'candidate':
      if (row.action === 'create') return 'Candidate created';
      if (row.action === 'merge')
        return str(c.mergedFrom)
          ? 'Merged with a duplicate candidate'
          : 'Merged with an added candidate of the same e-mail';
      if (row.action === 'delete')
        return str(c.mergedInto) ? 'Merged into another candidate' : 'Candidate deleted';
      if (row.action === 'analysis') return 'CV analysis updated';
      if (row.action === 'cv_upload') return 'CV uploaded';
      if (row.action === 'cv_delete') return 'CV deleted';
      if (row.action === 'relevance_score') return 'Relevance score updated';
      return changes.length ? listed() : 'Candidate updated';
    case 'need_candidate':
      if (row.action === 'link')
        return str(c.mergedFrom) ? 'Candidate linked (merge)' : 'Candidate linked to the need';
      if (row.action === 'unlink') return 'Candidate detached from the need';
      return humanizeValue(row.action);
    case 'step': {
      const label = stepLabel(row);
      if (row.action === 'create')
        return c.reason === 'need_column_change'
          ? `Step ${label} added (need moved)`
          : `Step ${label} added`;
      if (row.action === 'delete') return `Step ${label} removed`;
      return changes.length ? `Step ${label}: ${listed()}` : `Step ${label} updated`;
    }
    case 'flow':
      if (row.action === 'rpa_launch')
        return `CRM run launched${str(c.type) ? ` (${str(c.type)})` : ''}`;
      return `Run ${humanizeValue(row.action).toLowerCase()}`;
    case 'workflow_request':
      return `Workflow request ${humanizeValue(row.action).toLowerCase()}${str(c.type) ? ` (${str(c.type)})` : ''}`;
    default:
      return `${humanizeValue(row.entityType)} ${humanizeValue(row.action).toLowerCase()}`;
  }
}

function stepType(row: THistoryAuditRow): string {
  return str(row.changes?.type) ?? row.stepType ?? '';
}

/** The summary as a code and its values (columns and step types as keys), where it has one. */
export function historyMessageOf(
  row: THistoryAuditRow,
  changes: THistoryChange[],
): THistoryMessage | null {
  const candidate = row.candidateName ?? '';
  const message = (code: THistoryMessage['code'], params: Record<string, string> = {}) => ({
    code,
    params,
  });
  const key = `${row.entityType}:${row.action}`;
  if (key === 'need:create') return message('needCreated');
  if (key === 'candidate:create') return message('candidateCreated');
  if (key === 'need:move') {
    const col = changes.find((x) => x.field === 'column');
    return col
      ? message('needMoved', { from: String(col.before ?? ''), to: String(col.after ?? '') })
      : null;
  }
  if (key === 'need_candidate:link') return message('candidateLinked', { candidate });
  if (key === 'need_candidate:unlink') return message('candidateDetached', { candidate });
  if (row.entityType !== 'step') return null;
  const params = { type: stepType(row), candidate };
  if (row.action === 'create')
    return message(
      row.changes?.reason === 'need_column_change' ? 'stepAddedByMove' : 'stepAdded',
      params,
    );
  if (row.action === 'delete') return message('stepRemoved', params);
  return message('stepUpdated', params);
}

/**
 * One audit record as a timeline entry. `canSee` says which fields the reader may receive: a
 * change of a confidential field is left out of the changes and so of the summary.
 */
export function toHistoryEntry(
  row: THistoryAuditRow,
  canSee: (field: string) => boolean = () => true,
): THistoryEntry {
  const kind = historyKindOf(row.entityType, row.action);
  const changes = historyChangesOf(row).filter((change) => canSee(change.field));
  return {
    id: String(row.id),
    at: new Date(row.createdAt).toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? 'Deleted user' } : null,
    kind,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    changes,
    summary: summaryOf(row, kind, changes),
    message: historyMessageOf(row, changes),
    candidate:
      row.candidateId && row.candidateName
        ? { id: row.candidateId, name: row.candidateName }
        : null,
  };
}
