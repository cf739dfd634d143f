import { COLUMN_TO_STATUS, humanizeValue, type TNeedStatus } from '@staffing/domain';
import { i18n, type TTranslate } from './i18n.ts';
import type { TMessageKey } from './keys.ts';

/**
 * The label sets of the domain's values (`@staffing/domain` labels.ts), in the interface's
 * language: `labels.<set>.<value>` in the catalogues, the English ones the domain's own words.
 */
export type TLabelSet =
  | 'needColumn'
  | 'priority'
  | 'category'
  | 'jdAnalysis'
  | 'cvAnalysis'
  | 'stepType'
  | 'stepStatus'
  | 'stepSource'
  | 'goNogo'
  | 'contractType'
  | 'linkStatus'
  | 'cvState'
  | 'role';

/** The label of a domain value; a value no catalogue names is humanized, never shown raw. */
export function labelOf(t: TTranslate, set: TLabelSet, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const key = `labels.${set}.${value}`;
  return i18n.messages[key] === undefined ? humanizeValue(value) : t(key as TMessageKey);
}

const STATUS_TO_COLUMN = Object.fromEntries(
  Object.entries(COLUMN_TO_STATUS).map(([column, status]) => [status, column]),
) as Record<TNeedStatus, string>;

/** A need's front-end status ('open', 'sold'...) reads as its column's label. */
export function needStatusLabel(t: TTranslate, status: string | null | undefined): string {
  if (!status) return '';
  return labelOf(t, 'needColumn', STATUS_TO_COLUMN[status as TNeedStatus] ?? status);
}
