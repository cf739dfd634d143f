import { formatDays, formatRate } from '@staffing/domain';

const euro = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** "650 €" per day, or an em dash. */
export const formatEuro = (value: number | null) => (value === null ? '—' : euro.format(value));
export { formatDays, formatRate };
