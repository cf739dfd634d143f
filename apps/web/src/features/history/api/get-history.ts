import { useInfiniteQuery } from '@tanstack/react-query';
import type { THistoryKind, THistoryPage } from '@staffing/domain';
import { apiClient } from '../../../shared/api/index.ts';

export type THistorySubject = { entity: 'need' | 'candidate'; id: string };

export const HISTORY_PAGE_SIZE = 20;

export const historyKeys = {
  all: ['history'] as const,
  of: (subject: THistorySubject) => [...historyKeys.all, subject.entity, subject.id] as const,
  list: (subject: THistorySubject, kinds: readonly THistoryKind[]) =>
    [...historyKeys.of(subject), [...kinds].sort().join(',')] as const,
};

/** GET /needs/{id}/history or /candidates/{id}/history: newest first, `before` the cursor. */
export function getHistory(
  subject: THistorySubject,
  options: { kinds?: readonly THistoryKind[]; before?: string | null; signal?: AbortSignal } = {},
): Promise<THistoryPage> {
  const path =
    subject.entity === 'need' ? '/api/v1/needs/{id}/history' : '/api/v1/candidates/{id}/history';
  return apiClient.GET(path, {
    signal: options.signal,
    params: {
      path: { id: subject.id },
      query: {
        limit: HISTORY_PAGE_SIZE,
        ...(options.kinds?.length ? { kind: [...options.kinds] } : {}),
        ...(options.before ? { before: options.before } : {}),
      },
    },
  });
}

export function useHistory(subject: THistorySubject, kinds: readonly THistoryKind[]) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(subject, kinds),
    queryFn: ({ pageParam, signal }) => getHistory(subject, { kinds, before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: !!subject.id,
  });
}
