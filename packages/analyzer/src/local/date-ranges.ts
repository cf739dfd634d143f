const MONTHS: ReadonlyArray<readonly [number, string]> = [
  [1, 'janvier|janv|jan|january'],
  [2, 'février|fevrier|févr|fevr|fév|fev|feb|february'],
  [3, 'mars|mar|march'],
  [4, 'avril|avr|apr|april'],
  [5, 'mai|may'],
  [6, 'juin|jun|june'],
  [7, 'juillet|juil|jul|july'],
  [8, 'août|aout|aug|august'],
  [9, 'septembre|sept|sep|september'],
  [10, 'octobre|oct|october'],
  [11, 'novembre|nov|november'],
  [12, 'décembre|decembre|déc|dec|december'],
];

const MONTH = MONTHS.map(([, names]) => names).join('|');
const DATE = `(?:(?:${MONTH})\\.?\\s+\\d{4}|\\d{1,2}[/.-]\\d{4}|\\d{4}[/-]\\d{1,2}(?!\\d)|\\d{4})`;
const PRESENT = `aujourd['’]hui|à ce jour|a ce jour|ce jour|présent|present|current|currently|now|today|till date|to date|date|actuel(?:lement)?|en cours|onwards|ongoing`;
const SEPARATOR = `\\s*(?:-|–|—|−|to|à|a|au|until|till|jusqu['’](?:à|a|en))\\s*`;
const RANGE = new RegExp(
  `(?:(?:depuis|since|from|de|du)\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT})|\\s+(onwards|à aujourd['’]hui))`,
  'giu',
);
// Some CVs lose the dash between the two ends ("June 2010  Present", "Mar 2008 Jan 2010"): a
// month-dated start followed by a month-dated end or an open end, with nothing but spaces between.
const MONTH_DATE = `(?:(?:${MONTH})\\.?\\s+\\d{4}|\\d{1,2}[/.-]\\d{4})`;
const GAP_RANGE = new RegExp(
  `(${MONTH_DATE})[ \\t]+(${MONTH_DATE}|${PRESENT})(?![\\p{L}\\d])`,
  'giu',
);
const SINCE = new RegExp(`\\b(?:depuis|since)\\s+(${DATE})`, 'giu');

export interface DateRange {
  start: string;
  end: string;
  startKey: number;
  endKey: number;
  index: number;
  length: number;
}

const currentKey = () => {
  const now = new Date();
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

// Months from year 0: comparable numbers for sorting experiences and summing years.
export function toMonthKey(date: string): number | null {
  const year = date.match(/\d{4}/)?.[0];
  if (!year) return null;
  const lower = date.toLowerCase();
  let month = 1;
  const numeric = lower.match(/^(\d{1,2})[/.-]\d{4}$/) ?? lower.match(/^\d{4}[/-](\d{1,2})$/);
  if (numeric) month = Number(numeric[1]);
  else {
    for (const [number, names] of MONTHS) {
      if (new RegExp(`^(?:${names})\\b`, 'iu').test(lower)) month = number;
    }
  }
  const key = Number(year) * 12 + Math.min(Math.max(month, 1), 12);
  return Number(year) >= 1950 && Number(year) <= 2100 ? key : null;
}

function isPresent(value: string): boolean {
  return new RegExp(`^(?:${PRESENT}|à aujourd['’]hui)$`, 'iu').test(value.trim());
}

/** Date ranges such as "janvier 2020 – aujourd'hui", "Jan 2019 - Present", "2015-2018", "depuis 2021". */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  // A start and an end as written; kept when both read as months in that order.
  const addRange = (startText: string, endText: string, match: RegExpExecArray) => {
    const start = startText.trim();
    const end = endText.trim();
    const startKey = toMonthKey(start);
    const endKey = isPresent(end) ? currentKey() : toMonthKey(end);
    if (startKey === null || endKey === null || endKey < startKey) return;
    ranges.push({ start, end, startKey, endKey, index: match.index, length: match[0].length });
  };
  for (const match of text.matchAll(RANGE))
    addRange(match[1] ?? '', match[2] ?? match[3] ?? '', match);
  for (const match of text.matchAll(GAP_RANGE)) {
    if (ranges.some((range) => Math.abs(range.index - match.index) < 10)) continue;
    addRange(match[1] ?? '', match[2] ?? '', match);
  }
  for (const match of text.matchAll(SINCE)) {
    if (ranges.some((range) => Math.abs(range.index - match.index) < 10)) continue;
    const start = (match[1] ?? '').trim();
    const startKey = toMonthKey(start);
    if (startKey === null) continue;
    ranges.push({
      start,
      end: '',
      startKey,
      endKey: currentKey(),
      index: match.index,
      length: match[0].length,
    });
  }
  return ranges.sort((a, b) => a.index - b.index);
}

/**
 * Total months covered by the date ranges, overlapping or adjacent ranges merged. Both ends count
 * ("janvier 2020 – décembre 2020" is twelve months); an open end ("aujourd'hui") is this month.
 */
export function coveredMonths(
  ranges: ReadonlyArray<Pick<DateRange, 'startKey' | 'endKey'>>,
): number {
  const sorted = [...ranges].sort((a, b) => a.startKey - b.startKey);
  let total = 0;
  let start: number | null = null;
  let end = 0;
  for (const range of sorted) {
    if (start === null || range.startKey > end + 1) {
      if (start !== null) total += end - start + 1;
      start = range.startKey;
      end = range.endKey;
    } else end = Math.max(end, range.endKey);
  }
  if (start !== null) total += end - start + 1;
  return total;
}
