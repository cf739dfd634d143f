import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFilter, IconPlus } from '@tabler/icons-react';
import {
  ACTIVE_COLUMNS,
  FINISHED_COLUMNS,
  NEED_LIMITS,
  PRIORITIES,
  can,
  getDefaultNeedSort,
  type TNeed,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { TopBarActions } from '../../../shared/layout/top-bar-slots.tsx';
import { useSession } from '../../../shared/session/index.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useSettledSearch } from '../../../shared/search/use-settled-search.ts';

import { useExportNeedsCsv } from '../api/export-needs-csv.ts';
import { useNeedClients } from '../api/get-need-clients.ts';
import { useNeeds } from '../api/get-needs.ts';
import { useSalesUsers } from '../api/get-sales-users.ts';
import {
  hasTableFilters,
  readTableFilters,
  toListParams,
  toggleSort,
  writeTableFilters,
  type TNeedTableFilters,
} from '../utils/need-list-params.ts';
import { toastError, toastInfo, toastSuccess } from '../utils/toasts.ts';
import { CreateNeedModal, type TCreateNeedModalProps } from './create-need-modal.tsx';
import { EditNeedModal } from './edit-need-modal.tsx';
import { HardDeleteModal } from './hard-delete-modal.tsx';
import { NeedsTable, type TRenderCandidatesCell } from './needs-table.tsx';
import { NeedsSearchInput } from './need-board.tsx';

export type TNeedsTablePageProps = {
  variant: 'active' | 'finished';
  /** The candidate column's content, filled by the candidates feature (text is truncated at 50). */
  renderCandidatesCell?: TRenderCandidatesCell;
  /** The Create dialog's AI Analysis tab content (documents feature). */
  createAiAnalysisPanel?: TCreateNeedModalProps['aiAnalysisPanel'];
  /** More toolbar actions beside the CSV export (the data archive of the data-export feature). */
  toolbarExtra?: ReactNode;
};

/** Spec 000 §9: the need list reads pages of 100. */
const PAGE_SIZE = NEED_LIMITS.defaultPageSize;

/**
 * Needs List and Finished Needs: filters and sort live in the URL and go to the server, so a link
 * reproduces the view (spec 000 §2).
 */
export function NeedsTablePage({
  variant,
  renderCandidatesCell,
  createAiAnalysisPanel,
  toolbarExtra,
}: TNeedsTablePageProps) {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { role } = useSession();
  const canMutate = Boolean(role && can.mutateNeeds(role));
  const canHardDelete = Boolean(role && can.hardDeleteNeed(role));
  const scope = variant === 'active' ? 'active' : 'finished';
  const defaults = useMemo(() => getDefaultNeedSort(scope), [scope]);
  const filters = useMemo(() => readTableFilters(searchParams, defaults), [searchParams, defaults]);
  const [isFilterOpen, setFilterOpen] = useState(
    filters.priorities.length + filters.clients.length + filters.statuses.length > 0 ||
      Boolean(filters.consultant),
  );
  const [editing, setEditing] = useState<TNeed | null>(null);
  const [deleting, setDeleting] = useState<TNeed | null>(null);
  const [isCreateOpen, setCreateOpen] = useState(false);

  const query = useNeeds(toListParams(filters, scope, PAGE_SIZE));
  const clients = useNeedClients();
  const sales = useSalesUsers();
  const exportCsv = useExportNeedsCsv();

  const update = (patch: Partial<TNeedTableFilters>) => {
    // Any change of filter or sort starts again at page 1.
    const next = { ...filters, page: 1, ...patch };
    setSearchParams(writeTableFilters(next, defaults, searchParams), { replace: true });
  };

  const [searchText, setSearchText] = useSettledSearch(filters.search, (search) =>
    update({ search }),
  );

  const statusOptions = (variant === 'active' ? ACTIVE_COLUMNS : FINISHED_COLUMNS).map((c) => ({
    value: c,
    label: labelOf(t, 'needColumn', c),
  }));

  const runExport = () => {
    toastInfo(translate('needs.list.exporting'));
    exportCsv.mutate(
      {
        search: filters.search || undefined,
        consultant_id: filters.consultant || undefined,
        client: filters.clients.join(',') || undefined,
        priority: filters.priorities.join(',') || undefined,
      },
      {
        onSuccess: () => toastSuccess(translate('needs.list.exported')),
        onError: (error) =>
          toastError(
            translate('needs.list.exportFailed', {
              message: getErrorMessage(error, error.message),
            }),
          ),
      },
    );
  };

  const clearAll = () => {
    setSearchText('');
    update({ search: '', priorities: [], clients: [], statuses: [], consultant: '' });
  };

  const page = query.data;
  const title = variant === 'active' ? t('needs.list.title') : t('needs.list.finishedTitle');

  return (
    <Stack gap="sm" p="md">
      {canMutate && variant === 'active' ? (
        <TopBarActions>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreateOpen(true)}>
            {t('needs.create.submit')}
          </Button>
        </TopBarActions>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={2}>{title}</Title>
          {page ? (
            <Badge variant="light" size="lg">
              {formatNumber(page.total)}
            </Badge>
          ) : null}
        </Group>
        {variant === 'finished' && canHardDelete ? (
          <Badge color="red" variant="light" size="lg" tt="none">
            {t('needs.list.hardDeleteAvailable')}
          </Badge>
        ) : null}
      </Group>
      <Group gap="sm" wrap="wrap">
        <NeedsSearchInput
          value={searchText}
          onChange={setSearchText}
          style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
        />
        <Button
          variant={isFilterOpen ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setFilterOpen((v) => !v)}
          aria-expanded={isFilterOpen}
        >
          {t('needs.filters.title')}
        </Button>
        {hasTableFilters(filters) || searchText.trim() ? (
          <Button variant="subtle" onClick={clearAll}>
            {t('needs.search.clearAll')}
          </Button>
        ) : null}
        {variant === 'active' ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={runExport}
            loading={exportCsv.isPending}
          >
            {t('needs.list.export')}
          </Button>
        ) : null}
        {toolbarExtra}
      </Group>
      <Collapse in={isFilterOpen}>
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: variant === 'active' ? 4 : 2 }}>
            {variant === 'active' ? (
              <MultiSelect
                label={t('needs.fields.priority')}
                data={[...PRIORITIES]}
                value={filters.priorities}
                onChange={(priorities) => update({ priorities })}
                clearable
              />
            ) : null}
            {variant === 'active' ? (
              <MultiSelect
                label={t('needs.filters.clients')}
                data={clients.data ?? []}
                value={filters.clients}
                onChange={(c) => update({ clients: c })}
                searchable
                clearable
              />
            ) : null}
            <MultiSelect
              label={t('needs.detail.status')}
              data={statusOptions}
              value={filters.statuses}
              onChange={(statuses) => update({ statuses })}
              clearable
            />
            <Select
              label={t('needs.list.consultant')}
              data={(sales.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
              value={filters.consultant || null}
              onChange={(v) => update({ consultant: v ?? '' })}
              clearable
              searchable
            />
          </SimpleGrid>
        </Paper>
      </Collapse>
      <StaleDataAlert query={query} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isLoadingError ? (
        <Alert color="red" title={t('needs.list.loadFailed')}>
          {getErrorMessage(query.error, query.error.message)}
        </Alert>
      ) : page && page.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {variant === 'active' ? t('needs.list.noMatch') : t('needs.list.noFinished')}
        </Text>
      ) : page ? (
        <>
          <NeedsTable
            variant={variant}
            needs={page.items}
            sortBy={filters.sortBy}
            sortOrder={filters.sortOrder}
            onSort={(field) => update(toggleSort(filters, field))}
            onOpen={(need) => void navigate(`/softeamboard/need/${need.id}`)}
            onEdit={canMutate ? setEditing : undefined}
            onDelete={variant === 'finished' && canHardDelete ? setDeleting : undefined}
            renderCandidatesCell={renderCandidatesCell}
          />
          <ListPagination
            total={page.pages}
            value={filters.page}
            onChange={(p) => update({ page: p })}
            withControlLabels
            getItemProps={(p) => ({ 'aria-label': t('needs.list.page', { page: p }) })}
          />
        </>
      ) : null}
      {editing ? <EditNeedModal need={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <HardDeleteModal need={deleting} onClose={() => setDeleting(null)} /> : null}
      {canMutate && variant === 'active' ? (
        <CreateNeedModal
          opened={isCreateOpen}
          onClose={() => setCreateOpen(false)}
          aiAnalysisPanel={createAiAnalysisPanel}
        />
      ) : null}
    </Stack>
  );
}
