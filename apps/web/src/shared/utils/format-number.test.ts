import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n.ts';
import { activateLocale } from '../../i18n/locale.ts';
import { formatEuros, formatNumber, formatPercent } from './format-number.ts';

// Intl separates French thousands and the euro sign with narrow or plain no-break spaces.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('numbers and amounts follow the interface language', () => {
  afterEach(() => activateLocale('en'));

  it('writes a daily rate in English and in French', async () => {
    expect(t('common.money.perDay', { amount: formatEuros(650) })).toBe('€650.00/day');
    await activateLocale('fr');
    expect(spaces(t('common.money.perDay', { amount: formatEuros(650) }))).toBe('650,00 €/jour');
    expect(spaces(formatNumber(1234.5))).toBe('1 234,5');
    expect(spaces(formatPercent(0.125))).toBe('12,5 %');
  });

  it('shows the fallback for a missing value', () => {
    expect(formatEuros(null)).toBe('—');
    expect(formatNumber(undefined, { fallback: '' })).toBe('');
  });
});
