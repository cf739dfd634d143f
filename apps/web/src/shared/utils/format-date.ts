import { t } from '../../i18n/i18n.ts';
import { getIntlLocale } from '../../i18n/locale.ts';

/**
 * The one place dates become text in the web app. Every date follows the interface's language
 * in the browser's variant of it: 25/11/2026 in French, 11/25/2026 in American
 * English, 25/11/2026 in British English. Date inputs whose format a spec fixes (DD/MM/YYYY
 * fields) are not rendered here.
 */

type TDateValue = string | number | Date | null | undefined;
type TLocaleOption = { locale?: string };

const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const STYLES = {
  date: NUMERIC_DATE,
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { ...NUMERIC_DATE, hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: { ...NUMERIC_DATE, hour: '2-digit', minute: '2-digit', second: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type TStyle = keyof typeof STYLES;

/** The Intl locale of the interface's language ('fr-FR', 'en-US', 'en-GB'). */
export function getUserLocale(): string {
  return getIntlLocale();
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function getFormatter(style: TStyle, locale: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, STYLES[style]);
    } catch {
      // An unknown language tag falls back to the runtime's default locale.
      formatter = new Intl.DateTimeFormat(undefined, STYLES[style]);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: TDateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar date ('2026-11-25') is that day wherever the reader is, not UTC midnight.
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: TDateValue, style: TStyle, fallback: string, locale?: string): string {
  const date = toDate(value);
  return date ? getFormatter(style, locale ?? getUserLocale()).format(date) : fallback;
}

/** '25/11/2026' (fr-FR), '11/25/2026' (en-US); `fallback` when missing or unreadable. */
export function formatDate(
  value: TDateValue,
  { fallback = '—', locale }: TLocaleOption & { fallback?: string } = {},
): string {
  return format(value, 'date', fallback, locale);
}

/**
 * '25 novembre 2026' (fr-FR), 'November 25, 2026' (en-US), for prose ('Member since ...');
 * 'Unknown' (in the interface's language) when missing or unreadable.
 */
export function formatLongDate(
  value: TDateValue,
  { fallback, locale }: TLocaleOption & { fallback?: string } = {},
): string {
  return format(value, 'long', fallback ?? t('common.unknown'), locale);
}

/**
 * '25/11/2026 14:30' (fr-FR), '11/25/2026, 02:30 PM' (en-US); with `seconds`, the seconds too.
 * '—' when missing or unreadable.
 */
export function formatDateTime(
  value: TDateValue,
  { seconds = false, locale }: TLocaleOption & { seconds?: boolean } = {},
): string {
  return format(value, seconds ? 'dateTimeSeconds' : 'dateTime', '—', locale);
}

/** '14:30' (fr-FR), '02:30 PM' (en-US). */
export function formatTime(value: TDateValue, { locale }: TLocaleOption = {}): string {
  return format(value, 'time', '—', locale);
}
