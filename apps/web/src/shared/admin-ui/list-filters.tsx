import type { ReactNode } from 'react';
import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type TListFiltersProps = {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  /** The list's other filters, after the search box. */
  children: ReactNode;
};

/** The filter row above an admin list: a search box that takes the free width, then the selects. */
export function ListFilters({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  children,
}: TListFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      {children}
    </Group>
  );
}
