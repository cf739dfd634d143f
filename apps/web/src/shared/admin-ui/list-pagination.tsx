import { Group, Pagination, type PaginationProps } from '@mantine/core';

type TListPaginationProps = Pick<
  PaginationProps,
  'total' | 'value' | 'onChange' | 'aria-label' | 'getControlProps'
>;

/** A list's page numbers, centred under it; nothing while the list fits on one page. */
export function ListPagination(props: TListPaginationProps) {
  if (props.total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination {...props} />
    </Group>
  );
}
