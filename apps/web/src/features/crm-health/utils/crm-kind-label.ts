import type { TCrmErrorKind } from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';

/**
 * The catalogue key of an error kind's name ('Duplicate', 'Record lock'), translated at render
 * (the domain's CRM_ERROR_KIND_LABELS stay English for the server).
 */
export const crmKindKey = (kind: TCrmErrorKind) => `crm-health.kind.${kind}` as TMessageKey;
