import { ZEditNeedForm, type TNeed } from '@staffing/domain';
import { getFirstIssueByField } from '../../../shared/utils/zod-form.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getNeedFormFields, type TNeedFormFields } from './need-form-fields.ts';

/** The Edit Need dialog's fields as the inputs hold them. */
export type TEditNeedFormValues = TNeedFormFields & {
  priority: string;
  column: string;
  progressPct: number | string;
  opportunitySalesforceUrl: string;
  missionSalesforceUrl: string;
};

export function getEditFormValues(need: TNeed): TEditNeedFormValues {
  return {
    ...getNeedFormFields(need),
    priority: need.priority,
    column: need.column,
    progressPct: need.progressPct,
    opportunitySalesforceUrl: need.opportunitySalesforceUrl ?? '',
    missionSalesforceUrl: need.missionSalesforceUrl ?? '',
  };
}

function toEditInput(values: TEditNeedFormValues) {
  const { orderClients, ...rest } = values;
  return {
    ...rest,
    orderClients: orderClients.map((c) => c.name),
    orderClientsEmail: orderClients.map((c) => c.email),
  };
}

type TParsed = Record<string, unknown>;

/** The dialog's messages by field (ZEditNeedForm: the spec's edit rules and texts). */
export function validateEditForm(values: TEditNeedFormValues): Record<string, string> {
  return getFirstIssueByField(ZEditNeedForm.safeParse(toEditInput(values)));
}

const normalise = (v: unknown) => (v === undefined || v === '' ? null : v);
const isSame = (a: unknown, b: unknown) =>
  JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

/**
 * Only what the user changed, cleaned by the schema (spec 000 §5 'Updates send only fields that are
 * defined'); order clients travel as both lists whenever either changed. Null: the form is invalid.
 */
export function getEditChanges(need: TNeed, values: TEditNeedFormValues): TParsed | null {
  const result = ZEditNeedForm.safeParse(toEditInput(values));
  if (!result.success) return null;
  const parsed = result.data as TParsed;
  const changes: TParsed = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'orderClients' || key === 'orderClientsEmail') continue;
    if (!isSame(value, need[key as keyof TNeed])) changes[key] = value;
  }
  const names = (parsed.orderClients as string[] | undefined) ?? [];
  const emails = (parsed.orderClientsEmail as string[] | undefined) ?? [];
  if (!isSame(names, need.orderClients) || !isSame(emails, need.orderClientsEmail)) {
    changes.orderClients = names;
    changes.orderClientsEmail = emails;
  }
  return changes;
}

/** The dialog's own messages (the domain's NEED_MESSAGES words), as catalogue keys. */
export const EDIT_MESSAGES = {
  fixErrors: 'needs.edit.fixErrors',
  noChanges: 'needs.edit.noChanges',
  stale: 'needs.edit.stale',
} as const satisfies Record<string, TMessageKey>;

/**
 * After a 409 and Reload: the latest need underneath, with the user's own edits on top, so that
 * saving again overwrites only what this user changed (not the other person's fields).
 */
export function rebaseEditForm(
  previous: TNeed,
  latest: TNeed,
  values: TEditNeedFormValues,
): TEditNeedFormValues {
  const fresh = getEditFormValues(latest);
  const before = getEditFormValues(previous);
  const next = { ...fresh } as Record<keyof TEditNeedFormValues, unknown>;
  for (const key of Object.keys(values) as (keyof TEditNeedFormValues)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(before[key])) next[key] = values[key];
  }
  return next as TEditNeedFormValues;
}
