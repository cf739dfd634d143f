import type { ReactNode } from 'react';
import { StaleDataAlert, type TStaleQuery } from '../ui/stale-data-alert.tsx';
import { LoadStates, type TLoadFailure } from './load-states.tsx';

type TListQueryStatesProps = {
  query: TStaleQuery & { isPending: boolean; isLoadingError: boolean };
  loadingLabel: string;
  /** What the page says when the first load failed, from the query's error. */
  failure: (error: unknown) => TLoadFailure;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
};

/**
 * An admin list's query in its frame: the stale-data banner when a refresh failed, then loading,
 * the first load's failure, the empty list, or the list itself.
 */
export function ListQueryStates({ query, failure, ...states }: TListQueryStatesProps) {
  return (
    <>
      <StaleDataAlert query={query} />
      <LoadStates
        framed
        isPending={query.isPending}
        failure={query.isLoadingError ? failure(query.error) : null}
        {...states}
      />
    </>
  );
}
