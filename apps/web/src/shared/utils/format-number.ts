import { getIntlLocale } from '../../i18n/locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

type TNumberValue = number | null | undefined;

/** '1 234,5' (fr-FR), '1,234.5' (en-US); `fallback` when missing. */
export function formatNumber(
  value: TNumberValue,
  {
    fallback = '—',
    maximumFractionDigits = 2,
  }: { fallback?: string; maximumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return formatter(getIntlLocale(), { maximumFractionDigits }).format(value);
}

/**
 * An amount in euros: '650,00 €' (fr-FR), '€650.00' (en-US). Daily rates read
 * `t('common.money.perDay', { amount: formatEuros(650) })`: '650,00 €/jour', '€650.00/day'.
 */
export function formatEuros(
  value: TNumberValue,
  { fallback = '—' }: { fallback?: string } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return formatter(getIntlLocale(), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** '12,5 %' (fr-FR), '12.5%' (en-US), from a ratio (0.125) . */
export function formatPercent(
  value: TNumberValue,
  { fallback = '—' }: { fallback?: string } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return formatter(getIntlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(value);
}
