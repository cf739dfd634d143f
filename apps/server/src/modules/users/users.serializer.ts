import { isLocale, type TSalesUser, type TUser } from '@staffing/domain';
import type { TUserRow } from './users.repository.ts';

/** The only shape of a user that leaves the server: never the password hash. */
export function serializeUser(row: TUserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as TUser['role'],
    avatarUrl: row.avatarUrl,
    language: isLocale(row.language) ? row.language : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function serializeSalesUser(row: TUserRow): TSalesUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role as TUser['role'] };
}
