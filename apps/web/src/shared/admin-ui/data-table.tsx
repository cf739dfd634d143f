import type { ReactNode } from 'react';
import {
  Table,
  Text,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';

/** A row's own attributes: its test id, its data-* ids, its click. */
type TRowProps = TableTrProps & { [data: `data-${string}`]: string | undefined };

/** One column: its header, and what each row shows in it. */
export type TDataColumn<TRow> = {
  key: string;
  header: ReactNode;
  /** Props of the header cell: a width, an alignment. */
  th?: TableThProps;
  /** Props of every body cell in the column. */
  td?: TableTdProps;
  cell: (row: TRow) => ReactNode;
};

type TDataTableProps<TRow> = Omit<TableProps, 'children'> & {
  rows: readonly TRow[];
  columns: readonly TDataColumn<TRow>[];
  rowKey: (row: TRow, index: number) => string;
  rowProps?: (row: TRow) => TRowProps;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** Said (dimmed) instead of an empty table. */
  emptyText?: string;
};

/** A table described by its columns: the header row and each body row come from the same list. */
export function DataTable<TRow>(props: TDataTableProps<TRow>) {
  const { rows, columns, rowKey, rowProps, minWidth, emptyText, ...tableProps } = props;
  if (emptyText !== undefined && rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} {...column.th}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} {...column.td}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
