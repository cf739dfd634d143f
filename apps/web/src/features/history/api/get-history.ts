import { useInfiniteQuery } from '@tanstack/react-query';
import type { THistoryKind, THistoryPage } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';

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
  const base = subject.entity === 'need' ? '/needs' : '/candidates';
  return api.get<THistoryPage>(`${base}/${encodeURIComponent(subject.id)}/history`, {
    signal: options.signal,
    query: {
      limit: HISTORY_PAGE_SIZE,
      ...(options.kinds?.length ? { kind: options.kinds.join(',') } : {}),
      ...(options.before ? { before: options.before } : {}),
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
