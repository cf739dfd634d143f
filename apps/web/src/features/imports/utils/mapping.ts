import type { TImportField, TImportMapping } from '@staffing/domain';

/** The fields two or more columns feed: the server refuses such a mapping, so the web says it first. */
export function findFieldsMappedTwice(mapping: TImportMapping): Set<TImportField> {
  const seen = new Set<TImportField>();
  const twice = new Set<TImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return twice;
}

/** The first values of each column, blanks skipped, for the mapping table. */
export function sampleValuesOf(
  sample: readonly (readonly string[])[],
  column: number,
  max = 3,
): string[] {
  const values: string[] = [];
  for (const row of sample) {
    const value = (row[column] ?? '').trim();
    if (value) values.push(value);
    if (values.length === max) break;
  }
  return values;
}

/** A value of a row as it would be saved, as text: lists joined, nothing for empty. */
export function formatPreviewValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(formatPreviewValue).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields a preview shows: first those the server made of several columns (a joined `name`),
 * then the mapped ones in the order of the file's columns.
 */
export function previewColumns(
  mapping: TImportMapping,
  rows: readonly { values: Record<string, unknown> }[],
): string[] {
  const present = new Set(rows.flatMap((row) => Object.keys(row.values)));
  const mapped = mapping.filter(
    (field): field is TImportField => field !== null && present.has(field),
  );
  const made = [...present].filter((key) => !mapped.includes(key as TImportField));
  return [...new Set([...made, ...mapped])];
}
