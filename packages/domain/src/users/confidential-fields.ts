import { can } from './permissions.ts';
import type { TRole } from './user.schema.ts';

/**
 * Fields some roles never receive, whatever carries them: a record's reply, a history entry (its
 * changes and its summary), a CSV, a search result, a live event, a webhook. Named by field, the
 * way the domain names it; `isConfidentialField` also knows its snake_case and any other spelling
 * of the same name (case, `_` and `-` ignored), so the rule holds whatever key carries it.
 */
export const CONFIDENTIAL_FIELDS = {
  /** The consultant daily cost, and through it the margin. */
  consultantDailyCost: can.seeMargin,
} as const satisfies Record<string, (role: TRole) => boolean>;

export type TConfidentialField = keyof typeof CONFIDENTIAL_FIELDS;

const normalise = (name: string) => name.replace(/[_-]/g, '').toLowerCase();

const BY_NORMALISED_NAME = new Map<string, (role: TRole) => boolean>(
  Object.entries(CONFIDENTIAL_FIELDS).map(([field, rule]) => [normalise(field), rule]),
);

export function isConfidentialField(name: string): boolean {
  return BY_NORMALISED_NAME.has(normalise(name));
}

/** Whether a role may receive this field (every field that is not confidential: yes). */
export function canSeeField(role: TRole, name: string): boolean {
  const rule = BY_NORMALISED_NAME.get(normalise(name));
  return rule ? rule(role) : true;
}

/** Whether the role is refused at least one confidential field (its replies need a pass). */
export function hasHiddenFields(role: TRole): boolean {
  return Object.values(CONFIDENTIAL_FIELDS).some((rule) => !rule(role));
}
