import {
  isPlausibleDate,
  applyJdChange,
  EMPTY_JD_FLAT_FIELDS,
  getColumnChange,
  getProgressAfterMove,
  JD_FLAT_KEYS,
  markManualFields,
  NEED_ANALYSED_FIELDS,
  type TJdFlatFields,
  type TMovedNeed,
  type TNeed,
  type TNeedColumn,
  withoutServerWrittenJdKeys,
} from '@staffing/domain';
import { badInput } from '../../lib/errors.ts';
import type { TNeedInsert, TNeedRow } from './need-record.sql.ts';

// Fields copied as they are from a request to the row.
const PLAIN_FIELDS = [
  'title',
  'client',
  'priority',
  'description',
  'category',
  'quantity',
  'tjm',
  'consultants',
  'orderClients',
  'orderClientsEmail',
  'jobDescriptionFile',
  'opportunitySalesforceUrl',
  'opportunitySalesforceId',
  'missionSalesforceUrl',
  'propositionSalesforceId',
  'propositionSalesforceUrl',
  'jdAnalysisStatus',
] as const;
const DATE_FIELDS = ['opportunityCreatedAt', 'missionCreatedAt', 'propositionCreatedAt'] as const;

function toDate(field: string, value: string | null): Date | null {
  if (value === null) return null;
  const d = new Date(value);
  if (!isPlausibleDate(d)) throw badInput(`${field}: Invalid date`);
  return d;
}

export function isSameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  }
  if (typeof a === 'object' || typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

export type TFieldInput = Partial<
  Record<(typeof PLAIN_FIELDS)[number] | (typeof DATE_FIELDS)[number], unknown>
> &
  Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null };

/** Row values for the plain, date and job-description fields a request carries. */
export function buildFieldValues(
  input: TFieldInput,
  current: TNeedRow | null,
  options: { createObject: boolean },
): Partial<TNeedInsert> {
  const values: Record<string, unknown> = {};
  for (const key of PLAIN_FIELDS) if (input[key] !== undefined) values[key] = input[key];
  for (const key of DATE_FIELDS)
    if (input[key] !== undefined) values[key] = toDate(key, input[key] as string | null);

  const jdChange: Partial<TJdFlatFields> & { jdAnalysis?: Record<string, unknown> | null } = {};
  for (const key of JD_FLAT_KEYS)
    if (input[key] !== undefined) Object.assign(jdChange, { [key]: input[key] });
  if (input.jdAnalysis !== undefined) jdChange.jdAnalysis = input.jdAnalysis;
  const base = current ?? EMPTY_JD;
  const jd = applyJdChange(
    { ...base, jdAnalysis: base.jdAnalysis ?? null },
    withoutServerWrittenJdKeys(jdChange),
    options,
  );
  Object.assign(values, jd.flat);
  if (jd.jdAnalysis !== undefined) values.jdAnalysis = jd.jdAnalysis;
  return values as Partial<TNeedInsert>;
}

const EMPTY_JD: TJdFlatFields & { jdAnalysis: Record<string, unknown> | null } = {
  ...EMPTY_JD_FLAT_FIELDS,
  jdAnalysis: null,
};

/**
 * The manual fields after a person's write (docs/decisions/0012-reviewed-imports.md): the analysed fields
 * the request set, including those it set through the analysis object.
 */
export function manualAfter(
  row: TNeedRow | null,
  input: TFieldInput,
  values: Partial<TNeedInsert>,
): string[] {
  const written: Record<string, unknown> = { ...input };
  if (input.jdAnalysis) {
    for (const key of JD_FLAT_KEYS)
      if (written[key] === undefined && key in values)
        written[key] = values[key as keyof TNeedInsert];
  }
  return markManualFields(
    row?.manualFields ?? [],
    written,
    NEED_ANALYSED_FIELDS,
    row ? (row as unknown as Record<string, unknown>) : undefined,
  );
}

/** The need alone: only the column route answers the steps a move added. */
export function withoutAddedSteps({ addedStepIds: _added, ...need }: TMovedNeed): TNeed {
  return need;
}

/** Column, remembered column and progress after a move (progress follows the stage unless sent). */
export function buildColumnValues(
  row: TNeedRow,
  to: TNeedColumn,
  explicitProgress?: number,
): Partial<TNeedInsert> {
  const from = row.column as TNeedColumn;
  if (from === to) return explicitProgress === undefined ? {} : { progressPct: explicitProgress };
  const change = getColumnChange(from, to, (row.previousColumn as TNeedColumn | null) ?? null);
  return {
    column: change.column,
    previousColumn: change.previousColumn,
    progressPct: Math.round(getProgressAfterMove(to, row.progressPct, explicitProgress)),
  };
}
