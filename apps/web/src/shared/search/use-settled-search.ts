import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** Search debounce, as for every list search (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list whose search is kept in its filters (the URL): the box follows each
 * key at once, and its text reaches `onSettled` once typing pauses. `searched` is the filters'
 * current search, so a text they already hold is not sent again.
 */
export function useSettledSearch(searched: string, onSettled: (text: string) => void) {
  const [searchText, setSearchText] = useState(searched);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== searched) onSettled(debouncedSearch);
    // Only the debounced text drives the URL; the URL's own changes do not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  return [searchText, setSearchText] as const;
}
