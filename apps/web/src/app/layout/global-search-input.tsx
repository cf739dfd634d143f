import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useGlobalSearch } from '../../shared/search/global-search.tsx';

export const GLOBAL_SEARCH_PLACEHOLDER = 'Search needs, clients... (⌘K)';

/** The top bar's search box; Cmd/Ctrl+K focuses it (see TopBar). */
export function GlobalSearchInput({ autoFocus = false }: { autoFocus?: boolean }) {
  const { search, setSearch, inputRef } = useGlobalSearch();
  return (
    <TextInput
      ref={inputRef}
      aria-label="Global search"
      type="search"
      placeholder={GLOBAL_SEARCH_PLACEHOLDER}
      leftSection={<IconSearch size={16} />}
      rightSection={
        search ? (
          <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
        ) : null
      }
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && search) setSearch('');
      }}
      autoFocus={autoFocus}
      w="100%"
    />
  );
}
