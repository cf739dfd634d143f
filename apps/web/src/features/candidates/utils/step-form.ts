import {
  readDecimal,
  CONTRACT_TYPES,
  GO_NOGO_DECISIONS,
  STEP_MESSAGES,
  checkStepDates,
  getStepDefaults,
  getStepDetailKey,
  validateStepDetails,
  type TStep,
  type TStepDetailKey,
  type TStepStatus,
  type TStepType,
} from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';
import type { TLabelSet } from '../../../i18n/labels.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';

export type TDetailFieldKind = 'text' | 'email' | 'date' | 'number' | 'textarea' | 'select';
export type TDetailField = {
  name: string;
  /** The field's label in the catalogues, translated at render. */
  labelKey: TMessageKey;
  kind: TDetailFieldKind;
  options?: readonly string[];
  /** The domain label set each option reads as (`labelOf`); the option itself when absent. */
  labelSet?: TLabelSet;
  /** Marked required in create or edit mode (the rule itself lives in validateStepDetails). */
  required?: 'create' | 'edit';
};

/** The details block of each step type (spec 001 section 3). */
export const STEP_DETAIL_FIELDS: Partial<Record<TStepType, TDetailField[]>> = {
  CANDIDATE_SENT: [
    {
      name: 'clientName',
      labelKey: 'candidates.stepFields.clientName',
      kind: 'text',
      required: 'create',
    },
    {
      name: 'clientEmail',
      labelKey: 'candidates.stepFields.clientEmail',
      kind: 'email',
      required: 'create',
    },
    {
      name: 'mailSentDate',
      labelKey: 'candidates.stepFields.mailSentDate',
      kind: 'date',
      required: 'edit',
    },
    {
      name: 'followUpDate',
      labelKey: 'candidates.stepFields.followUpDate',
      kind: 'date',
      required: 'edit',
    },
  ],
  CANDIDATE_INTERVIEW: [
    {
      name: 'invitationDate',
      labelKey: 'candidates.stepFields.invitationDate',
      kind: 'date',
      required: 'edit',
    },
    {
      name: 'interviewDate',
      labelKey: 'candidates.stepFields.interviewDate',
      kind: 'date',
      required: 'edit',
    },
    {
      name: 'interviewLocation',
      labelKey: 'candidates.stepFields.interviewLocation',
      kind: 'text',
      required: 'create',
    },
  ],
  GO_NOGO: [
    {
      name: 'decision',
      labelKey: 'candidates.stepFields.decision',
      kind: 'select',
      options: GO_NOGO_DECISIONS,
      labelSet: 'goNogo',
      required: 'create',
    },
    { name: 'reason', labelKey: 'candidates.stepFields.reason', kind: 'textarea' },
    {
      name: 'projectedStartDate',
      labelKey: 'candidates.stepFields.projectedStartDate',
      kind: 'date',
    },
    { name: 'tjm', labelKey: 'candidates.stepFields.tjm', kind: 'number' },
    {
      name: 'commercialConcession',
      labelKey: 'candidates.stepFields.commercialConcession',
      kind: 'number',
    },
    { name: 'endDate', labelKey: 'candidates.stepFields.endDate', kind: 'date' },
  ],
  SALE: [
    { name: 'tjm', labelKey: 'candidates.stepFields.tjm', kind: 'number', required: 'create' },
    {
      name: 'commercialConcession',
      labelKey: 'candidates.stepFields.commercialConcession',
      kind: 'number',
    },
    {
      name: 'contractType',
      labelKey: 'candidates.stepFields.contractType',
      kind: 'select',
      options: CONTRACT_TYPES,
      labelSet: 'contractType',
      required: 'create',
    },
    {
      name: 'startDate',
      labelKey: 'candidates.stepFields.startDate',
      kind: 'date',
      required: 'edit',
    },
    { name: 'endDate', labelKey: 'candidates.stepFields.endDate', kind: 'date', required: 'edit' },
  ],
};

export type TStepFormValues = {
  type: TStepType | null;
  status: TStepStatus;
  /** `datetime-local` text in the user's time zone. */
  date: string;
  /**
   * The exact time behind the initial `date`: a minute-precision input would otherwise move a
   * new step before one created seconds earlier and change which step counts as the latest.
   */
  initialDateIso?: string;
  comment: string;
  propositionUrl: string;
  /** The detail fields of the chosen type, as input text. */
  detail: Record<string, string>;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → `YYYY-MM-DDTHH:mm` in local time, for a datetime-local input. */
export function toDateTimeInput(iso: string | null | undefined): string {
  const d = new Date(iso ?? '');
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** ISO or date text → `YYYY-MM-DD` (the calendar day the domain rules compare, UTC). */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

function fieldsOf(type: TStepType | null): TDetailField[] {
  return (type && STEP_DETAIL_FIELDS[type]) || [];
}

/** Detail values as input text, dates as days and numbers as text. */
function detailToInputs(
  type: TStepType | null,
  detail: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fieldsOf(type)) {
    const value = detail?.[field.name];
    if (value === null || value === undefined) out[field.name] = '';
    else if (field.kind === 'date') out[field.name] = toDateInput(String(value));
    else out[field.name] = String(value);
  }
  return out;
}

/**
 * Create Step values of a type: date now and the type's defaults (spec 001 section 9). A Sale
 * starts at the need's TJM, the rate it is usually sold at.
 */
export function getCreateStepValues(
  type: TStepType | null,
  now: Date,
  need: { needTjm?: number | null } = {},
): TStepFormValues {
  const defaults = type ? getStepDefaults(type, now) : { date: now.toISOString() };
  const key = type ? getStepDetailKey(type) : null;
  let detail = key
    ? ((defaults as Record<string, unknown>)[key] as Record<string, unknown> | undefined)
    : undefined;
  if (type === 'SALE' && need.needTjm != null) detail = { ...detail, tjm: need.needTjm };
  return {
    type,
    status: 'COMPLETED',
    date: toDateTimeInput(defaults.date),
    initialDateIso: defaults.date,
    comment: '',
    propositionUrl: '',
    detail: detailToInputs(type, detail ?? null),
  };
}

/** Edit Step values from a stored step. */
export function getEditStepValues(step: TStep): TStepFormValues {
  const key = getStepDetailKey(step.type);
  const detail = key ? (step[key] as Record<string, unknown> | null) : null;
  return {
    type: step.type,
    status: step.status,
    date: toDateTimeInput(step.date),
    initialDateIso: step.date,
    comment: step.comment ?? '',
    propositionUrl: step.propositionUrl ?? '',
    detail: detailToInputs(step.type, detail),
  };
}

/** The detail object to send: blanks left out, numbers parsed (a decimal comma is accepted). */
export function buildStepDetail(
  type: TStepType | null,
  inputs: Record<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    const raw = (inputs[field.name] ?? '').trim();
    if (!raw) continue;
    if (field.kind === 'number') {
      out[field.name] = readDecimal(raw) ?? raw;
    } else out[field.name] = raw;
  }
  return out;
}

/** Placeholders that satisfy a required check, to find the next missing field. */
const FILLERS: Record<string, unknown> = {
  clientEmail: 'client@example.com',
  commercialConcession: 0,
  tjm: 1,
  decision: 'GO',
  contractType: CONTRACT_TYPES[0],
};

/**
 * Every validation message of the form next to its field: step type, date (and status in edit
 * mode), each missing detail field, then the date rules of the details.
 */
export function collectStepErrors(
  values: TStepFormValues,
  mode: 'create' | 'edit',
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.type) {
    errors.type = translateDomainMessage(STEP_MESSAGES.typeRequired);
    return errors;
  }
  if (mode === 'edit' && !values.status)
    errors.status = translateDomainMessage(STEP_MESSAGES.statusRequired);
  if (!values.date.trim()) errors.date = translateDomainMessage(STEP_MESSAGES.dateRequired);
  else if (Number.isNaN(new Date(values.date).getTime()))
    errors.date = translateDomainMessage(STEP_MESSAGES.invalidDate);

  const detail = buildStepDetail(values.type, values.detail);
  const probe: Record<string, unknown> = { ...detail };
  for (let i = 0; i < 10; i++) {
    const check = validateStepDetails(values.type, probe, mode);
    if (check.ok) break;
    const field = check.field ?? 'detail';
    errors[`detail.${field}`] = check.message;
    if (!check.field) break;
    probe[field] = FILLERS[field] ?? 'x';
  }
  const dates: Record<string, unknown> = { ...detail };
  for (let i = 0; i < 10; i++) {
    const check = checkStepDates(values.type, dates, now);
    if (check.ok || !check.field) break;
    errors[`detail.${check.field}`] ??= check.message;
    delete dates[check.field];
  }
  return errors;
}

/** Blank comment or URL is sent as null (spec 001 section 5). */
export function buildStepBody(values: TStepFormValues): {
  type: TStepType;
  status: TStepStatus;
  date: string;
  comment: string | null;
  propositionUrl: string | null;
} & Partial<Record<TStepDetailKey, Record<string, unknown>>> {
  const type = values.type as TStepType;
  const key = getStepDetailKey(type);
  const detail = buildStepDetail(type, values.detail);
  return {
    type,
    status: values.status,
    date:
      values.initialDateIso && toDateTimeInput(values.initialDateIso) === values.date
        ? new Date(values.initialDateIso).toISOString()
        : new Date(values.date).toISOString(),
    comment: values.comment.trim() || null,
    propositionUrl: values.propositionUrl.trim() || null,
    ...(key ? { [key]: detail } : {}),
  };
}
