import { describe, expect, it } from 'vitest';
import '../../../i18n/more-catalogs.ts';
import '../../../i18n/app-catalogs.ts';
import { t } from '../../../i18n/i18n.ts';
import { historyChangeText } from './history-text.ts';

describe('history change text', () => {
  it('shows a phone stored in E.164 the national way', () => {
    expect(
      historyChangeText(t, { field: 'phone', label: 'Phone', before: null, after: '+33612345678' }),
    ).toBe('Phone — → 06 12 34 56 78');
  });
});
