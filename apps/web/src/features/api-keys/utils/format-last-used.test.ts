import { describe, expect, it } from 'vitest';
import '../../../i18n/app-catalogs.ts';
import { formatLastUsed } from './format-last-used.ts';

const now = new Date('2026-05-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatLastUsed', () => {
  it('says never, just now, then minutes, hours and days ago', () => {
    expect(formatLastUsed(null, now, 'en')).toBe('never');
    expect(formatLastUsed(ago(20), now, 'en')).toBe('just now');
    expect(formatLastUsed(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatLastUsed(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatLastUsed(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(formatLastUsed(ago(400 * 24 * 3600), now, 'en')).toBe('last year');
  });
});
