import { USER_MESSAGES, can } from '@staffing/domain';
import { getSessionSnapshot } from '../../../shared/session/index.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';

/** Client-side guard of the user-management calls (spec 001 §6); the server enforces it too. */
export function assertCanManageUsers(): void {
  const role = getSessionSnapshot().user?.role;
  if (!role || !can.manageUsers(role))
    throw new Error(translateDomainMessage(USER_MESSAGES.adminRequired));
}
