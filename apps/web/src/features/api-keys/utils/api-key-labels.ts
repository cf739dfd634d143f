import type { TApiKeyRole, TApiKeyStatus } from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';

// The catalogue keys of the API-key values the screens show (the domain's *_LABELS stay English
// for the server): translated at render.

/** 'Sales', 'Recruiter', 'Read-only'. */
export const apiKeyRoleKey = (role: TApiKeyRole) => `api-keys.role.${role}` as TMessageKey;

/** What the role lets the integration do, in the create dialog. */
export const apiKeyRoleDescriptionKey = (role: TApiKeyRole) =>
  `api-keys.roleDescription.${role}` as TMessageKey;

/** 'Active', 'Expired', 'Revoked'. */
export const apiKeyStatusKey = (status: TApiKeyStatus) =>
  `api-keys.status.${status}` as TMessageKey;
