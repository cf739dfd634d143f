import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlayerStop, IconRefresh, IconSearch } from '@tabler/icons-react';
import {
  FLOW_STATUSES,
  getRpaRunNeedId,
  type TFlow,
  type TFlowAction,
  type TFlowBulkAction,
  type TFlowCategory,
  type TFlowStatus,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { LoadStates } from '../../../shared/admin-ui/load-states.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { RefreshButton } from '../../../shared/admin-ui/refresh-button.tsx';
import { useSettledSearch } from '../../../shared/search/use-settled-search.ts';
import type { TBulkTarget } from '../api/bulk-flows.ts';
import { useFlow } from '../api/get-flow.ts';
import { useFlowMetrics } from '../api/get-flow-metrics.ts';
import { useFlows } from '../api/get-flows.ts';
import { useFlowActions } from '../hooks/use-flow-actions.ts';
import { useFlowLiveUpdates } from '../hooks/use-flow-live-updates.ts';
import { useFlowRefresh } from '../hooks/use-flow-refresh.ts';
import { flowStatusLabel, flowTypeLabel, getFlowTypeOptions } from '../utils/flow-display.ts';
import { LIVE_PARAM, withWatchLive } from '../utils/watch-live-link.ts';
import {
  FLOW_TABS,
  hasActiveFilters,
  readFlowFilters,
  toFlowFilterBody,
  toFlowListParams,
  writeFlowFilters,
  type TFlowFilters,
  type TFlowTab,
} from '../utils/flow-list-params.ts';
import { BulkActionDialog } from './bulk-action-dialog.tsx';
import { FlowDetailsDialog } from './flow-details-dialog.tsx';
import { FlowStatCards } from './flow-stat-cards.tsx';
import { RpaLiveViewer } from './rpa-live-viewer.tsx';
import { WatchLiveButton } from './watch-live-button.tsx';
import { FlowsTable } from './flows-table.tsx';
import { setInSelection, toggleInSelection } from '../../../shared/utils/selection-set.ts';

export type TFlowAdminPageProps = {
  /** The Run RPA launcher (CRM issue) goes beside Refresh. */
  rpaLauncher?: ReactNode;
};

type TBulkRequest = { action: TFlowBulkAction; target: TBulkTarget; scope: string };

/**
 * Flow Administration (spec 001 §2): every mail, analysis and CRM run, found by tab,
 * status, type, dates or a server-side search over need, client, candidate and CRM ids, kept in
 * the URL; rows and the open dialog follow `flow_updated` events, the timers are fallbacks.
 */
export function FlowAdminPage({ rpaLauncher }: TFlowAdminPageProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFlowFilters(searchParams), [searchParams]);
  const openFlowId = searchParams.get('flow');
  const isLiveOpen = Boolean(openFlowId) && searchParams.get(LIVE_PARAM) === '1';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAllMatchingSelected, setAllMatchingSelected] = useState(false);
  const [bulk, setBulk] = useState<TBulkRequest | null>(null);

  const category: TFlowCategory | undefined = filters.tab === 'all' ? undefined : filters.tab;
  const list = useFlows(toFlowListParams(filters));
  const metrics = useFlowMetrics(category);
  const detail = useFlow(openFlowId);
  const { refreshNow, refreshAfterAction } = useFlowRefresh(list, [
    metrics,
    openFlowId ? detail : null,
  ]);
  const actions = useFlowActions({ onSettled: (delayMs) => refreshAfterAction(delayMs) });
  useFlowLiveUpdates();

  const filterKey = JSON.stringify(toFlowFilterBody(filters));
  useEffect(() => {
    // A selection belongs to the view it was made in.
    setSelected(new Set());
    setAllMatchingSelected(false);
  }, [filterKey]);

  const update = (patch: Partial<TFlowFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    setSearchParams(writeFlowFilters(next, searchParams), { replace: true });
  };

  const [searchText, setSearchText] = useSettledSearch(filters.search, (search) =>
    update({ search }),
  );

  const setOpenFlow = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('flow', id);
    else next.delete('flow');
    next.delete(LIVE_PARAM);
    setSearchParams(next);
  };
  const watchLive = (id: string) => setSearchParams(withWatchLive(searchParams, id));
  const closeLive = () => {
    const next = new URLSearchParams(searchParams);
    next.delete(LIVE_PARAM);
    setSearchParams(next);
  };

  const runAction = (flow: TFlow, action: TFlowAction) => actions.run(flow, action);

  const page = list.data;
  const flows = page?.items ?? [];
  const total = page?.total ?? 0;
  const selectedCount = isAllMatchingSelected ? total : selected.size;
  const isPageSelected = flows.length > 0 && flows.every((f) => selected.has(f.id));

  const toggle = (id: string) => setSelected((current) => toggleInSelection(current, id));
  const togglePage = (select: boolean) => {
    setAllMatchingSelected(false);
    setSelected((current) =>
      setInSelection(
        current,
        flows.map((flow) => flow.id),
        select,
      ),
    );
  };
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatchingSelected(false);
  };

  const openBulk = (action: TFlowBulkAction) => {
    const target: TBulkTarget = isAllMatchingSelected
      ? { filter: toFlowFilterBody(filters) }
      : { ids: [...selected] };
    const scope = isAllMatchingSelected
      ? t('flows.bulk.scopeAll', { total })
      : t('flows.bulk.scopeSelected', { count: selected.size });
    setBulk({ action, target, scope });
  };

  const typeOptions = useMemo(() => {
    const known = getFlowTypeOptions(filters.tab);
    return [...new Set([...known, ...filters.types])].map((type) => ({
      value: type,
      label: flowTypeLabel(t, type),
    }));
  }, [filters.tab, filters.types, t]);

  const rowCopy = openFlowId ? flows.find((f) => f.id === openFlowId) : undefined;
  const liveFlow = detail.data ?? rowCopy;

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title={t('flows.admin.title')}
        titleAside={
          page ? (
            <Badge variant="light" size="lg">
              {total}
            </Badge>
          ) : null
        }
        description={t('flows.admin.subtitle')}
        actions={
          <Group gap="xs">
            {rpaLauncher}
            <RefreshButton isRefreshing={list.isFetching && !list.isPending} onClick={refreshNow} />
          </Group>
        }
      />

      <Tabs value={filters.tab} onChange={(tab) => update({ tab: (tab ?? 'all') as TFlowTab })}>
        <Tabs.List>
          {FLOW_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <FlowStatCards metrics={metrics.data} isError={metrics.isError} />

      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={t('flows.admin.searchLabel')}
          placeholder={t('flows.admin.searchPlaceholder')}
          leftSection={<IconSearch size={14} />}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <MultiSelect
          aria-label={t('flows.admin.filterStatus')}
          placeholder={filters.statuses.length ? undefined : t('flows.admin.allStatuses')}
          data={FLOW_STATUSES.map((status) => ({
            value: status,
            label: flowStatusLabel(t, status),
          }))}
          value={filters.statuses}
          onChange={(statuses) => update({ statuses: statuses as TFlowStatus[] })}
          clearable
          style={{ flex: '0 1 220px' }}
        />
        <MultiSelect
          aria-label={t('flows.admin.filterType')}
          placeholder={filters.types.length ? undefined : t('flows.admin.allTypes')}
          data={typeOptions}
          value={filters.types}
          onChange={(types) => update({ types })}
          clearable
          searchable
          style={{ flex: '0 1 240px' }}
        />
        <DayFilter
          label={t('flows.admin.from')}
          value={filters.from}
          onChange={(from) => update({ from })}
        />
        <DayFilter
          label={t('flows.admin.to')}
          value={filters.to}
          onChange={(to) => update({ to })}
        />
      </Group>

      {selectedCount > 0 || (isPageSelected && total > flows.length) ? (
        <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {isAllMatchingSelected
                  ? t('flows.admin.allMatchingSelected', { total })
                  : t('flows.admin.selectedCount', { count: selected.size })}
              </Text>
              {isPageSelected && !isAllMatchingSelected && total > flows.length ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setAllMatchingSelected(true)}
                >
                  {t('flows.admin.selectAllMatching', { total })}
                </Button>
              ) : null}
              <Button size="compact-sm" variant="subtle" color="gray" onClick={clearSelection}>
                {t('flows.admin.clearSelection')}
              </Button>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={() => openBulk('retry')}
              >
                {t('flows.bulk.retryTitle')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={14} />}
                onClick={() => openBulk('cancel')}
              >
                {t('flows.bulk.cancelTitle')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}

      <StaleDataAlert query={list} onRetry={refreshNow} />
      <LoadStates
        framed
        isPending={list.isPending}
        loadingLabel={t('flows.admin.loading')}
        failure={
          list.isError && !page
            ? {
                title: t('flows.errors.loadError'),
                message: getErrorMessage(list.error, t('flows.errors.fetchFailed')),
                retry: { label: t('flows.errors.tryAgain'), onClick: refreshNow },
              }
            : null
        }
        isEmpty={flows.length === 0}
        empty={hasActiveFilters(filters) ? t('flows.admin.noMatch') : t('flows.admin.empty')}
      >
        <FlowsTable
          flows={flows}
          selected={selected}
          isAllMatchingSelected={isAllMatchingSelected}
          busy={actions.busy}
          onToggle={toggle}
          onTogglePage={togglePage}
          onOpen={(flow) => setOpenFlow(flow.id)}
          onAction={runAction}
          onRetry={actions.retry}
          onWatchLive={(flow) => watchLive(flow.id)}
        />
      </LoadStates>

      <ListPagination
        total={page?.pages ?? 0}
        value={filters.page}
        onChange={(p) => update({ page: p })}
        aria-label={t('flows.admin.pages')}
      />

      <FlowDetailsDialog
        flowId={openFlowId}
        flow={detail.data}
        fallback={rowCopy}
        isLoading={detail.isPending}
        error={detail.error}
        busy={actions.busy}
        onAction={runAction}
        onRetry={actions.retry}
        onRetryLoad={() => void detail.refetch()}
        onClose={() => setOpenFlow(null)}
        renderWatchLive={(flow) => (
          <Group>
            <WatchLiveButton onClick={() => watchLive(flow.id)} />
          </Group>
        )}
      />
      {isLiveOpen && openFlowId ? (
        <RpaLiveViewer
          key={openFlowId}
          flowId={openFlowId}
          needId={liveFlow ? getRpaRunNeedId(liveFlow) : null}
          flowStatus={liveFlow?.status ?? null}
          onClose={closeLive}
        />
      ) : null}
      <BulkActionDialog
        request={bulk}
        onClose={() => setBulk(null)}
        onApplied={() => {
          clearSelection();
          refreshAfterAction();
        }}
      />
    </Stack>
  );
}

type TDayFilterProps = { label: string; value: string; onChange: (day: string) => void };

/** One end of the period filter, a day picked in the browser's date input. */
function DayFilter({ label, value, onChange }: TDayFilterProps) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: '0 0 150px' }}
    />
  );
}
