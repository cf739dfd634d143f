import { useState } from 'react';

/** A list held whole in the browser and shown a page at a time: the page's rows and its pager. */
export function useLocalPages<T>(items: readonly T[], size: number) {
  const [page, setPage] = useState(1);
  return {
    rows: items.slice((page - 1) * size, page * size),
    setPage,
    /** The props of the list's <ListPagination>. */
    pagination: { total: Math.ceil(items.length / size), value: page, onChange: setPage },
  };
}
