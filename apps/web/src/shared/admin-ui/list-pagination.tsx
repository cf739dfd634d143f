import { Group, Pagination, type PaginationProps } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

/** The names of the pagination's arrows, translated at render. */
const PAGE_CONTROL_KEYS = {
  first: 'app.pagination.first',
  previous: 'app.pagination.previous',
  next: 'app.pagination.next',
  last: 'app.pagination.last',
} as const satisfies Record<string, TMessageKey>;

type TListPaginationProps = Pick<
  PaginationProps,
  'total' | 'value' | 'onChange' | 'aria-label' | 'getItemProps'
> & {
  /** Names the first, previous, next and last arrows for screen readers. */
  withControlLabels?: boolean;
  /** Stands where the page puts it, rather than centred in a row of its own. */
  inline?: boolean;
};

/** A list's page numbers, centred under it; nothing while the list fits on one page. */
export function ListPagination({ withControlLabels, inline, ...props }: TListPaginationProps) {
  const t = useT();
  if (props.total <= 1) return null;
  const pagination = (
    <Pagination
      {...props}
      getControlProps={
        withControlLabels
          ? (control) => ({ 'aria-label': t(PAGE_CONTROL_KEYS[control]) })
          : undefined
      }
    />
  );
  return inline ? pagination : <Group justify="center">{pagination}</Group>;
}
