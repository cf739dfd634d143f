import {
  displayApiKeyPrefix,
  getApiKeyStatus,
  type TApiKey,
  type TApiKeyRole,
} from '@staffing/domain';
import type { TApiKeyWithCreator } from './api-keys.repository.ts';

/** The listed shape: the secret's hash and the service user never leave the server. */
export function serializeApiKey(row: TApiKeyWithCreator, now: Date): TApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role as TApiKeyRole,
    prefix: displayApiKeyPrefix(row.prefix),
    status: getApiKeyStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creator,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
