import { t } from '../../../i18n/i18n.ts';
import { formatEuros } from '../../../shared/utils/format-number.ts';
import { getUserLocale } from '../../../shared/utils/format-date.ts';

const oneDecimal = (value: number) =>
  new Intl.NumberFormat(getUserLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.round(value * 10) / 10);

/** A ratio as a percentage with one decimal ("42.9 %", "42,9 %"), or an em dash when unknown. */
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : t('analytics.units.percent', { value: oneDecimal(rate * 100) });

/** A number of days with one decimal ("3.5 d", "3,5 j"), or an em dash when unknown. */
export const formatDays = (days: number | null) =>
  days === null ? '—' : t('analytics.units.days', { value: oneDecimal(days) });

/** An amount per day ("€650.00", "650,00 €"), or an em dash. */
export const formatEuro = (value: number | null) => formatEuros(value);
