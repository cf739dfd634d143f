import type { TReviewField } from '@staffing/domain';

/** One line of the extracted text: its 1-based number and its words as the document has them. */
export interface TLine {
  line: number;
  text: string;
}

/** Every line of the text, blank ones included, so that numbers match the extracted text. */
export function numberLines(text: string): TLine[] {
  return text.split('\n').map((line, index) => ({ line: index + 1, text: line.trim() }));
}

const squash = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The first line that contains the value (accents, case and spacing aside), or null. */
export function findLineOf(lines: TLine[], value: string | null | undefined): TLine | null {
  if (!value) return null;
  const needle = squash(value);
  if (!needle) return null;
  return lines.find((line) => squash(line.text).includes(needle)) ?? null;
}

/** How much of a line a review quotes: a DOCX flattened into one line must not quote it all. */
export const MAX_SOURCE_CHARS = 160;

/**
 * The part of `text` that shows `value`: the whole line when it is short, else about
 * MAX_SOURCE_CHARS around the first place the value (or its first word) appears, cut at word
 * boundaries and marked with an ellipsis where it was cut.
 */
export function excerptAround(text: string, value: TReviewField['value']): string {
  if (text.length <= MAX_SOURCE_CHARS) return text;
  const wanted = (Array.isArray(value) ? (value[0] ?? '') : String(value ?? '')).toLowerCase();
  const lower = text.toLowerCase();
  let at = wanted ? lower.indexOf(wanted) : -1;
  if (at < 0 && wanted) {
    const firstWord = wanted.split(/\s+/).find((w) => w.length >= 3);
    at = firstWord ? lower.indexOf(firstWord) : -1;
  }
  let start = Math.max(0, (at < 0 ? 0 : at) - Math.floor(MAX_SOURCE_CHARS / 3));
  let end = Math.min(text.length, start + MAX_SOURCE_CHARS);
  start = Math.max(0, end - MAX_SOURCE_CHARS);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space > 0 && space < start + 20) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > end - 20) end = space;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** A field read from a line; a value without a line (or no value at all) has no source. */
export function field(
  key: string,
  value: TReviewField['value'],
  at: TLine | null,
  source?: string | null,
): TReviewField {
  const empty = value === null || (Array.isArray(value) && value.length === 0) || value === '';
  if (empty) return { key, value: null, source: null, line: null, section: null };
  return {
    key,
    value,
    source: excerptSource(source !== undefined ? source : (at?.text ?? null), value),
    line: at?.line ?? null,
    // Named once every field is built, from the document's headings (placeInSections).
    section: null,
  };
}

function excerptSource(source: string | null, value: TReviewField['value']): string | null {
  return source === null ? null : excerptAround(source, value);
}

/** A value the analysis found, with the first line that shows it. */
export function located(lines: TLine[], key: string, value: string | null): TReviewField {
  return field(key, value, findLineOf(lines, value));
}

/**
 * A list the analysis found, with the line of its first item the text shows (`needles`: what to
 * look for when the items are written differently, such as "English" for "English (fluent)").
 */
export function locatedList(
  lines: TLine[],
  key: string,
  values: string[],
  needles: string[] = values,
): TReviewField {
  // The line that shows most of the items (a skills list rather than a title naming one).
  const keys = needles.map(squash).filter(Boolean);
  let at: TLine | null = null;
  let best = 0;
  for (const line of lines) {
    if (!line.text) continue;
    const text = squash(line.text);
    const count = keys.filter((key) => text.includes(key)).length;
    if (count > best) [at, best] = [line, count];
  }
  return field(key, values, at);
}
