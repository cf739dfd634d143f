import type { TAuthSession } from '@staffing/domain';
import type { TSessionRow } from './auth.repository.ts';
import { describeUserAgent } from './describe-user-agent.ts';

export function serializeSession(row: TSessionRow, currentSessionId?: string): TAuthSession {
  return {
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
