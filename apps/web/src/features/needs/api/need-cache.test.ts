import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TNeed } from '@staffing/domain';
import { makeNeed } from '../utils/need-fixture.ts';
import { patchNeedInCache, putNeedInCache } from './need-cache.ts';
import { needsKeys } from './query-keys.ts';

describe('a change landing while a need is being read (an expanded card loading)', () => {
  it.each([
    ['the whole need', (client: QueryClient, need: TNeed) => putNeedInCache(client, need)],
    [
      'a patch',
      (client: QueryClient, need: TNeed) =>
        patchNeedInCache(client, need.id, { jdRequiredSkills: need.jdRequiredSkills }),
    ],
  ] as const)('is not lost to the older answer: %s', async (_, apply) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stale = makeNeed({ version: 1, jdRequiredSkills: [] });
    const fresh = makeNeed({ version: 2, jdRequiredSkills: ['React'] });
    // Each read is answered when the test says: the first with the need before the change.
    const answers = [stale, fresh];
    const pending: (() => void)[] = [];
    const queryFn = () =>
      new Promise<TNeed>((resolve) => {
        const answer = answers[pending.length]!;
        pending.push(() => resolve(answer));
      });
    const key = needsKeys.detail(stale.id);
    // The expanded card observes the detail, which starts its first read.
    const stop = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => {});
    await vi.waitFor(() => expect(pending).toHaveLength(1));

    apply(queryClient, fresh);
    pending[0]!();
    // The detail is read again, and that answer carries the change.
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<TNeed>(key)?.jdRequiredSkills).toEqual(['React']),
    );
    stop();
  });
});
