import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  getUserLocale,
} from './format-date.ts';
import { activateLocale } from '../../i18n/locale.ts';

// Local wall-clock moments, so the expectations hold in every time zone.
const MOMENT = new Date(2026, 10, 25, 14, 30, 5).toISOString();
const EARLY = new Date(2026, 1, 3, 9, 5).toISOString();

afterEach(() => vi.restoreAllMocks());

describe('formatDate', () => {
  it('writes the day first in French and the month first in American English', () => {
    expect(formatDate(MOMENT, { locale: 'fr-FR' })).toBe('25/11/2026');
    expect(formatDate(MOMENT, { locale: 'en-US' })).toBe('11/25/2026');
    expect(formatDate(EARLY, { locale: 'fr-FR' })).toBe('03/02/2026');
    expect(formatDate(EARLY, { locale: 'en-US' })).toBe('02/03/2026');
  });

  it('reads a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2026-03-05', { locale: 'fr-FR' })).toBe('05/03/2026');
  });

  it('shows the fallback for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date', { fallback: 'Unknown' })).toBe('Unknown');
  });

  it("follows the interface's language, in the browser's variant of it", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(formatDate(MOMENT)).toBe('11/25/2026');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(formatDate(MOMENT)).toBe('25/11/2026');
    await activateLocale('fr');
    expect(getUserLocale()).toBe('fr-FR');
    expect(formatDate(MOMENT)).toBe('25/11/2026');
    await activateLocale('en');
  });

  it('falls back to the default locale for a language tag Intl does not accept', () => {
    expect(formatDate(MOMENT, { locale: 'not a locale!' })).toMatch(/2026/);
  });
});

describe('formatDateTime, formatTime and formatLongDate', () => {
  it('writes a 24-hour time in French and a 12-hour one in American English', () => {
    expect(formatDateTime(MOMENT, { locale: 'fr-FR' })).toBe('25/11/2026 14:30');
    expect(formatDateTime(MOMENT, { locale: 'en-US' })).toBe('11/25/2026, 02:30 PM');
    expect(formatDateTime(MOMENT, { locale: 'fr-FR', seconds: true })).toBe('25/11/2026 14:30:05');
    expect(formatTime(MOMENT, { locale: 'fr-FR' })).toBe('14:30');
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('spells the month out in the reader’s language', () => {
    expect(formatLongDate(MOMENT, { locale: 'fr-FR' })).toBe('25 novembre 2026');
    expect(formatLongDate(MOMENT, { locale: 'en-US' })).toBe('November 25, 2026');
    expect(formatLongDate(null)).toBe('Unknown');
  });
});
