import { t } from '../../../i18n/i18n.ts';
import { getUserLocale } from '../../../shared/utils/format-date.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "never", "just now", "5 minutes ago", "yesterday": last use is recorded to the minute. */
export function formatLastUsed(
  value: string | null,
  now: Date = new Date(),
  locale: string = getUserLocale(),
): string {
  if (!value) return t('api-keys.lastUsed.never');
  const seconds = Math.max(0, (now.getTime() - new Date(value).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return t('api-keys.lastUsed.justNow');
}
