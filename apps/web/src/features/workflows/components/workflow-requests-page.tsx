import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import {
  WORKFLOW_REQUEST_STATUSES,
  WORKFLOW_REQUEST_TYPES,
  WORKFLOW_TIMINGS,
  can,
  type TWorkflowRequest,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ListFilters } from '../../../shared/admin-ui/list-filters.tsx';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { LiveStatusIndicator } from '../../../shared/live/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { ListQueryStates } from '../../../shared/admin-ui/list-query-states.tsx';
import { RefreshButton } from '../../../shared/admin-ui/refresh-button.tsx';
import { useSettledSearch } from '../../../shared/search/use-settled-search.ts';
import { useWorkflowRequests } from '../api/get-workflow-requests.ts';
import { useWorkflowLiveUpdates } from '../hooks/use-workflow-live-updates.ts';
import { useWorkflowRequestActions } from '../hooks/use-workflow-request-actions.ts';
import { startableOf, useBatchWorkflowStart } from '../hooks/use-batch-workflow-start.ts';
import { workflowStatusLabel, workflowTypeDescription } from '../utils/workflow-display.ts';
import {
  readWorkflowFilters,
  toStatusFilter,
  toTypeFilter,
  toWorkflowListParams,
  writeWorkflowFilters,
  type TWorkflowListFilters,
} from '../utils/workflow-list-params.ts';
import type { TWorkflowRowAction } from '../utils/workflow-row-actions.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { WorkflowRequestsTable, getWorkflowRequestName } from './workflow-requests-table.tsx';
import { setInSelection } from '../../../shared/utils/selection-set.ts';

/**
 * /admin/workflows (spec 001 'Workflow Requests page'): the table with its filters in the URL,
 * live events merged as they come, the 30 s auto-refresh as the fallback, actions by status.
 */
export function WorkflowRequestsPage() {
  const t = useT();
  const { role } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readWorkflowFilters(searchParams), [searchParams]);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [deleting, setDeleting] = useState<TWorkflowRequest | null>(null);

  const query = useWorkflowRequests(toWorkflowListParams(filters), {
    refetchIntervalMs: autoRefresh ? WORKFLOW_TIMINGS.listAutoRefreshMs : false,
  });
  useWorkflowLiveUpdates({ enabled: autoRefresh });
  const actions = useWorkflowRequestActions();
  const batch = useBatchWorkflowStart();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: string[], isSelected: boolean) =>
    setSelected((current) => setInSelection(current, ids, isSelected));

  const update = (patch: Partial<TWorkflowListFilters>) => {
    // A filter change starts again at page 1.
    const next = { ...filters, page: 1, ...patch };
    setSearchParams(writeWorkflowFilters(next, searchParams), { replace: true });
  };

  const [searchText, setSearchText] = useSettledSearch(filters.search, (search) =>
    update({ search }),
  );

  const onAction = (action: TWorkflowRowAction, request: TWorkflowRequest) => {
    if (action === 'delete') setDeleting(request);
    else actions.run(action, request);
  };

  const items = query.data?.items ?? [];
  const startable = startableOf(items.filter((r) => selected.has(r.id)));
  const startSelected = () => {
    void batch.start(startable);
    setSelected(new Set());
  };
  const pages = query.data?.pages ?? 1;
  const total = query.data?.total ?? 0;
  const hasFilters = Boolean(filters.status || filters.type || filters.search);
  const statusOptions = WORKFLOW_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: workflowStatusLabel(t, status),
  }));
  const typeOptions = WORKFLOW_REQUEST_TYPES.map((type) => ({
    value: type,
    label: workflowTypeDescription(t, type),
  }));

  return (
    <Stack gap="md" p="md">
      <PageHeader
        align="flex-start"
        title={t('workflows.page.title')}
        description={
          query.data ? t('workflows.page.count', { count: total }) : t('workflows.page.subtitle')
        }
        actions={
          <Group gap="sm" wrap="wrap">
            <LiveStatusIndicator />
            <Checkbox
              label={t('workflows.page.autoRefresh')}
              checked={autoRefresh}
              onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
            />
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              disabled={startable.length === 0 && !batch.isBusy}
              loading={batch.isBusy}
              onClick={startSelected}
            >
              {t('workflows.page.startSelected', { count: startable.length })}
            </Button>
            <RefreshButton
              isRefreshing={query.isFetching && !query.isPending}
              onClick={() => void query.refetch()}
            />
          </Group>
        }
      />

      <ListFilters
        searchLabel={t('workflows.page.searchLabel')}
        searchPlaceholder={t('workflows.page.searchPlaceholder')}
        search={searchText}
        onSearch={setSearchText}
      >
        <Select
          aria-label={t('workflows.page.filterStatus')}
          placeholder={t('workflows.page.allStatuses')}
          clearable
          data={statusOptions}
          value={filters.status}
          onChange={(value) => update({ status: toStatusFilter(value) })}
          w={180}
        />
        <Select
          aria-label={t('workflows.page.filterType')}
          placeholder={t('workflows.page.allTypes')}
          clearable
          data={typeOptions}
          value={filters.type}
          onChange={(value) => update({ type: toTypeFilter(value) })}
          w={220}
        />
      </ListFilters>

      <ListQueryStates
        query={query}
        loadingLabel={t('workflows.page.loading')}
        failure={(error) => ({
          title: t('workflows.errors.listError'),
          message: getErrorMessage(error, t('workflows.errors.loadListFailed')),
          retry: { label: t('workflows.errors.tryAgain'), onClick: () => void query.refetch() },
        })}
        isEmpty={items.length === 0}
        empty={
          <Stack gap={4} align="center">
            <Text c="dimmed">{t('workflows.page.empty')}</Text>
            {hasFilters ? (
              <Text size="sm" c="dimmed">
                {t('workflows.page.adjustFilters')}
              </Text>
            ) : null}
          </Stack>
        }
      >
        <WorkflowRequestsTable
          requests={items}
          canOpenFlows={Boolean(role && can.administerFlows(role))}
          isPending={actions.isPending}
          onAction={onAction}
          selected={selected}
          onSelect={select}
        />
      </ListQueryStates>

      <ListPagination
        total={pages}
        value={filters.page}
        onChange={(page) => update({ page })}
        aria-label={t('workflows.page.pages')}
      />

      <ConfirmDeleteModal
        opened={deleting !== null}
        name={deleting ? getWorkflowRequestName(t, deleting) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) actions.run('delete', deleting);
        }}
      />
    </Stack>
  );
}
