import type { TProfileForm } from '@staffing/domain';

export type TProfileUpdate = { name: string; password?: string; currentPassword?: string };

/** Only the name and, when a new one is typed, the password with the current one are sent. */
export function buildProfileUpdate(values: TProfileForm): TProfileUpdate {
  const update: TProfileUpdate = { name: values.name.trim() };
  if (values.newPassword) {
    update.password = values.newPassword;
    update.currentPassword = values.currentPassword;
  }
  return update;
}
