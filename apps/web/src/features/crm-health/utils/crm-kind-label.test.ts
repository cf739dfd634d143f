import { describe, expect, it } from 'vitest';
import { CRM_ERROR_KIND_LABELS, CRM_ERROR_KINDS } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import '../../../i18n/app-catalogs.ts';
import { crmKindKey } from './crm-kind-label.ts';

describe('CRM error kind names', () => {
  it('say in English exactly what the domain says, for every kind', () => {
    for (const kind of CRM_ERROR_KINDS)
      expect(t(crmKindKey(kind))).toBe(CRM_ERROR_KIND_LABELS[kind]);
  });
});
