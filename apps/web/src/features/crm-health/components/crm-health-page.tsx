import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import type { TCrmErrorKind, TFlowBulkResult } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { LoadFailureAlert } from '../../../shared/admin-ui/load-states.tsx';
import { useCrmHealth } from '../api/get-crm-health.ts';
import { useRetryCrmFailures } from '../api/retry-crm-failures.ts';
import {
  CRM_HEALTH_PERIODS,
  readCrmHealthFilters,
  toCrmHealthParams,
  writeCrmHealthFilters,
  type TCrmHealthFilters,
  type TCrmHealthPeriod,
} from '../utils/crm-health-params.ts';
import { crmKindKey } from '../utils/crm-kind-label.ts';
import { CrmErrorKindCards } from './crm-error-kind-cards.tsx';
import { CrmFailuresTable } from './crm-failures-table.tsx';
import { toggleInSelection } from '../../../shared/utils/selection-set.ts';

/** What the last 'Retry selected' did, said under the toolbar until the next one. */
function describeRetry(result: TFlowBulkResult): string {
  const retried = translate('crm-health.retry.done', { count: result.affected });
  return result.skipped
    ? translate('crm-health.retry.doneSkipped', { retried, skipped: result.skipped })
    : retried;
}

/**
 * CRM Health (Admin): the failed CRM runs of a period by error kind, each card a filter of the
 * list below; the runs selected there are retried through Flow Administration's bulk retry
 * once the data or the CRM is fixed.
 */
export function CrmHealthPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCrmHealthFilters(searchParams);
  // The period's first day is worked out once per visit, so the query key holds still.
  const [now] = useState(() => new Date());
  const { days, kind } = filters;
  const params = useMemo(() => toCrmHealthParams({ days, kind }, now), [days, kind, now]);
  const health = useCrmHealth(params);
  const retry = useRetryCrmFailures();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [lastRetry, setLastRetry] = useState<string | null>(null);

  const failures = useMemo(() => health.data?.failures ?? [], [health.data]);
  // Only the runs on screen stay selected (a run retried or filtered out leaves the list).
  const visibleSelected = useMemo(
    () => new Set(failures.filter((f) => selected.has(f.flowId)).map((f) => f.flowId)),
    [failures, selected],
  );

  const setFilters = (next: Partial<TCrmHealthFilters>) => {
    setSearchParams(writeCrmHealthFilters({ ...filters, ...next }), { replace: true });
  };
  const toggle = (flowId: string) => setSelected((current) => toggleInSelection(current, flowId));
  const toggleAll = (select: boolean) =>
    setSelected(select ? new Set(failures.map((f) => f.flowId)) : new Set());

  const retrySelected = async () => {
    const ids = [...visibleSelected];
    try {
      const result = await retry.mutateAsync(ids);
      const text = describeRetry(result);
      setLastRetry(text);
      setSelected(new Set());
      notifications.show({ color: 'green', message: text });
    } catch (err) {
      notifications.show({
        color: 'red',
        message: translate('crm-health.retry.failed', {
          message: getErrorMessage(err, translate('crm-health.retry.unknownError')),
        }),
      });
    }
  };

  const data = health.data;
  const shownKind = kind ? t(crmKindKey(kind)) : null;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2}>{t('crm-health.page.title')}</Title>
            <Badge color="red" variant="light">
              {t('crm-health.page.adminBadge')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('crm-health.page.intro')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            aria-label={t('crm-health.page.period')}
            size="xs"
            value={String(filters.days)}
            onChange={(value) => setFilters({ days: Number(value) as TCrmHealthPeriod })}
            data={CRM_HEALTH_PERIODS.map((d) => ({
              value: String(d),
              label: t('crm-health.page.periodDays', { days: d }),
            }))}
          />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={health.isFetching && !health.isLoading}
            onClick={() => void health.refetch()}
          >
            {t('crm-health.page.refresh')}
          </Button>
        </Group>
      </Group>

      {health.isError && !data ? (
        <LoadFailureAlert
          failure={{
            title: t('crm-health.page.loadError'),
            message: getErrorMessage(health.error, t('crm-health.page.fetchFailed')),
            retry: { label: t('crm-health.page.tryAgain'), onClick: () => void health.refetch() },
          }}
        />
      ) : (
        <CrmErrorKindCards
          kinds={data?.kinds}
          selected={filters.kind}
          onSelect={(kind: TCrmErrorKind | null) => setFilters({ kind })}
        />
      )}

      <Paper withBorder radius="md">
        <Group justify="space-between" p="sm" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={4}>{t('crm-health.page.failures')}</Title>
            {shownKind ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setFilters({ kind: null })}
                aria-label={t('crm-health.page.showingKind', { kind: shownKind })}
              >
                {shownKind} ✕
              </Button>
            ) : null}
            {data && data.total > failures.length ? (
              <Text size="xs" c="dimmed">
                {t('crm-health.page.showingNewest', { shown: failures.length, total: data.total })}
              </Text>
            ) : null}
          </Group>
          <Button
            size="xs"
            leftSection={<IconRotateClockwise size={14} />}
            disabled={visibleSelected.size === 0}
            loading={retry.isPending}
            onClick={() => void retrySelected()}
          >
            {visibleSelected.size
              ? t('crm-health.page.retrySelectedCount', { count: visibleSelected.size })
              : t('crm-health.page.retrySelected')}
          </Button>
        </Group>
        {lastRetry ? (
          <Text size="sm" c="green.8" px="sm" pb="xs" role="status" data-testid="crm-retry-result">
            {lastRetry}
          </Text>
        ) : null}
        {health.isLoading ? (
          <Center p="lg">
            <Loader size="sm" aria-label={t('crm-health.page.loading')} />
          </Center>
        ) : failures.length === 0 && !health.isError ? (
          <Text ta="center" c="dimmed" p="lg">
            {t('crm-health.page.empty')}
          </Text>
        ) : failures.length ? (
          <CrmFailuresTable
            failures={failures}
            selected={visibleSelected}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
