import { Group, Stack, Text, Title } from '@mantine/core';
import { can, type TImport } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { DataTable, type TDataColumn } from '../../../shared/admin-ui/data-table.tsx';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { useLocalPages } from '../../../shared/admin-ui/use-local-pages.ts';
import { QueryLoadStates } from '../../../shared/admin-ui/query-load-states.tsx';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useSession } from '../../../shared/session/index.ts';
import { useImportAuthors } from '../api/get-import-authors.ts';
import { useImports } from '../api/get-imports.ts';
import { FlowLink } from './flow-link.tsx';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { isUndoable, UndoImportButton } from './undo-import-button.tsx';

const PAGE_SIZE = 20;

/** A column of counts, right-aligned so the digits line up. */
function countColumn(
  key: string,
  header: string,
  count: (item: TImport) => number | null,
): TDataColumn<TImport> {
  return {
    key,
    header,
    td: { ta: 'right' },
    th: { ta: 'right' },
    cell: (item) => formatNumber(count(item)),
  };
}

/** The imports made so far (an Admin sees everybody's), newest first, with Undo where allowed. */
export function PastImports() {
  const t = useT();
  const query = useImports();
  const { user, role } = useSession();
  // A Sales user's list is their own imports; an Admin's has everybody's, named from the users.
  const authors = useImportAuthors(!!role && can.manageUsers(role));
  const authorOf = (item: TImport) =>
    !item.createdBy
      ? '—'
      : item.createdBy === user?.id
        ? t('imports.history.you')
        : (authors.data?.get(item.createdBy) ?? '—');
  const pages = useLocalPages(query.data ?? [], PAGE_SIZE);

  const columns: TDataColumn<TImport>[] = [
    {
      key: 'file',
      header: t('imports.history.file'),
      cell: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`imports.kind.${item.kind}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('imports.history.status'),
      cell: (item) => <ImportStatusBadge status={item.status} />,
    },
    countColumn('rows', t('imports.history.rows'), (item) => item.rowCount),
    countColumn('errors', t('imports.history.errors'), (item) => item.errorCount),
    countColumn('created', t('imports.history.created'), (item) => item.createdCount),
    {
      key: 'by',
      header: t('imports.history.by'),
      cell: authorOf,
    },
    {
      key: 'when',
      header: t('imports.history.when'),
      cell: (item) => formatDateTime(item.createdAt),
    },
    {
      key: 'actions',
      header: t('imports.history.actions'),
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <FlowLink flowId={item.flowId} label={t('imports.history.flow')} />
          {isUndoable(item) ? (
            <UndoImportButton
              item={item}
              size="xs"
              ariaLabel={t('imports.history.undoOf', { file: item.fileName })}
            />
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-label={t('imports.history.title')}>
      <Title order={3} size="h4">
        {t('imports.history.title')}
      </Title>
      <QueryLoadStates
        query={query}
        loadingLabel={t('imports.history.loading')}
        loaderPadding="md"
        failedMessage={t('imports.history.loadFailed')}
      >
        <>
          <DataTable
            rows={pages.rows}
            columns={columns}
            rowKey={(item) => item.id}
            minWidth={860}
            emptyText={t('imports.history.empty')}
            verticalSpacing="xs"
          />
          <ListPagination
            {...pages.pagination}
            aria-label={t('imports.history.pages')}
            withControlLabels
          />
        </>
      </QueryLoadStates>
    </Stack>
  );
}
