import { describe, expect, it } from 'vitest';
import {
  API_KEY_ROLE_DESCRIPTIONS,
  API_KEY_ROLE_LABELS,
  API_KEY_ROLES,
  API_KEY_STATUS_LABELS,
  API_KEY_STATUSES,
} from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';
import '../../../i18n/app-catalogs.ts';
import { apiKeyRoleDescriptionKey, apiKeyRoleKey, apiKeyStatusKey } from './api-key-labels.ts';

describe('API-key labels', () => {
  it('say in English exactly what the domain says, for every role and status', () => {
    for (const role of API_KEY_ROLES) {
      expect(t(apiKeyRoleKey(role))).toBe(API_KEY_ROLE_LABELS[role]);
      expect(t(apiKeyRoleDescriptionKey(role))).toBe(API_KEY_ROLE_DESCRIPTIONS[role]);
    }
    for (const status of API_KEY_STATUSES)
      expect(t(apiKeyStatusKey(status))).toBe(API_KEY_STATUS_LABELS[status]);
  });
});
