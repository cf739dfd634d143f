/**
 * The keys of a resource with paged lists and details, nested under one root (the TanStack Query
 * key-factory convention): invalidating `all`, `lists()` or `details()` reaches everything below.
 */
export function createQueryKeys<TListParams>(root: string) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (params: TListParams) => [...lists(), params] as const,
    details,
    detail: (id: string) => [...details(), id] as const,
  };
}
