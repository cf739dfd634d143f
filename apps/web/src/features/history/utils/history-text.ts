import {
  formatHistoryValue,
  formatPhoneForDisplay,
  historyFieldLabel,
  type THistoryChange,
  type THistoryEntry,
} from '@staffing/domain';
import { i18n, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const VALUE_SETS: Record<string, Parameters<typeof labelOf>[1]> = {
  column: 'needColumn',
  type: 'stepType',
  status: 'stepStatus',
  jdAnalysisStatus: 'jdAnalysis',
  cvAnalysisStatus: 'cvAnalysis',
};

/** The entry's line in the interface's language, naming the candidate; the English summary else. */
export function historySummaryText(t: TTranslate, entry: THistoryEntry): string {
  const message = entry.message;
  if (!message) return entry.summary;
  const { from = '', to = '', type = '', candidate = '' } = message.params;
  const params = {
    from: labelOf(t, 'needColumn', from),
    to: labelOf(t, 'needColumn', to),
    type: labelOf(t, 'stepType', type),
    candidate,
  };
  const key = `history.message.${message.code}${candidate ? 'For' : ''}`;
  return t(key as TMessageKey, params);
}

function valueText(t: TTranslate, field: string, value: unknown): string {
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  // Stored in E.164, read the way the firm's country writes it, as everywhere else on screen.
  if (field === 'phone' && typeof value === 'string' && value) return formatPhoneForDisplay(value);
  const set = VALUE_SETS[field];
  if (set && typeof value === 'string' && value) return labelOf(t, set, value);
  return formatHistoryValue(field, value);
}

/** The field's name in the interface's language; a field the catalogues do not know, the domain's. */
function fieldLabel(t: TTranslate, field: string): string {
  const key = `history.field.${field}`;
  return i18n.messages[key] === undefined ? historyFieldLabel(field) : t(key as TMessageKey);
}

/** "TJM 550 → 600", with the field, labels and local times in the interface's language. */
export function historyChangeText(t: TTranslate, change: THistoryChange): string {
  const label = fieldLabel(t, change.field);
  return `${label} ${valueText(t, change.field, change.before)} → ${valueText(t, change.field, change.after)}`;
}
