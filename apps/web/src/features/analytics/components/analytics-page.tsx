import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { TAnalytics } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { LoadStates } from '../../../shared/admin-ui/load-states.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import {
  readAnalyticsFilters,
  toAnalyticsParams,
  writeAnalyticsFilters,
  type TAnalyticsFilters,
} from '../utils/analytics-params.ts';
import { ColumnTimeChart, FunnelChart, TjmChart } from './analytics-charts.tsx';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { AnalyticsSection } from './analytics-section.tsx';
import { CsvButton } from './csv-button.tsx';
import { DecisionsTable } from './decisions-table.tsx';
import { KpiTiles } from './kpi-tiles.tsx';
import { MetricsTable } from './metrics-table.tsx';

/** Nothing happened in the period for these filters: no need, sale, cancellation or candidacy. */
export function isEmptyAnalytics(data: TAnalytics): boolean {
  const t = data.totals;
  return (
    t.needsOpened + t.needsSold + t.needsCanceled === 0 &&
    data.funnel.every((s) => s.count === 0) &&
    data.decisions.length === 0 &&
    data.timeInColumn.length === 0
  );
}

/**
 * Analytics (Admin and Sales): the period's needs, funnel, times and margins, every
 * figure computed by the server; the period and filters live in the URL.
 */
export function AnalyticsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  // Today is worked out once per visit, so presets and the default quarter hold still.
  const [today] = useState(() => new Date());
  const filters = readAnalyticsFilters(searchParams, today);
  const key = writeAnalyticsFilters(filters).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL text is the identity of the filters
  const params = useMemo(() => toAnalyticsParams(filters), [key]);
  const analytics = useAnalytics(params);
  // The URL always states the period (and drops what it could not read): a copied link or a
  // reload shows the same days, even after the quarter turns.
  const current = searchParams.toString();
  useEffect(() => {
    if (current !== key) setSearchParams(new URLSearchParams(key), { replace: true });
  }, [current, key, setSearchParams]);
  const data = analytics.data;

  const setFilters = (next: TAnalyticsFilters) =>
    setSearchParams(writeAnalyticsFilters(next), { replace: true });

  return (
    <Stack gap="md" p="md" maw={1400} mx="auto">
      <PageHeader title={t('analytics.page.title')} description={t('analytics.page.subtitle')} />

      <AnalyticsFilters filters={filters} today={today} onChange={setFilters} />

      <LoadStates
        isPending={analytics.isPending}
        loadingLabel={t('analytics.page.loading')}
        failure={
          analytics.isError && !data
            ? {
                title: t('analytics.page.loadError'),
                message: getErrorMessage(analytics.error, t('analytics.page.errorFallback')),
                retry: {
                  label: t('analytics.page.retry'),
                  onClick: () => void analytics.refetch(),
                },
              }
            : null
        }
        isEmpty={Boolean(data && isEmptyAnalytics(data))}
        empty={
          data ? (
            <Alert
              color="gray"
              title={t('analytics.page.emptyTitle')}
              data-testid="analytics-empty"
            >
              {t('analytics.page.emptyText', {
                from: formatDate(data.period.from),
                to: formatDate(data.period.to),
              })}
            </Alert>
          ) : null
        }
      >
        {data ? (
          <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
            <KpiTiles totals={data.totals} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <AnalyticsSection
                title={t('analytics.sections.funnel')}
                hint={t('analytics.sections.funnelHint')}
                action={
                  <CsvButton
                    table="funnel"
                    params={params}
                    label={t('analytics.sections.funnelCsv')}
                  />
                }
              >
                <FunnelChart funnel={data.funnel} />
              </AnalyticsSection>
              <AnalyticsSection
                title={t('analytics.sections.timeInColumn')}
                hint={t('analytics.sections.timeInColumnHint')}
                action={
                  <CsvButton
                    table="time-in-column"
                    params={params}
                    label={t('analytics.sections.timeInColumnCsv')}
                  />
                }
              >
                <ColumnTimeChart columns={data.timeInColumn} />
              </AnalyticsSection>
            </SimpleGrid>
            <AnalyticsSection
              title={t('analytics.sections.salesUsers')}
              hint={t('analytics.sections.salesUsersHint')}
              action={
                <CsvButton
                  table="sales-users"
                  params={params}
                  label={t('analytics.sections.salesUsersCsv')}
                />
              }
            >
              <MetricsTable
                caption={t('analytics.sections.salesUsers')}
                groupLabel={t('analytics.metrics.salesUser')}
                rows={data.bySalesUser.map((r) => ({
                  ...r,
                  key: r.ownerId ?? 'none',
                  name:
                    r.ownerName ??
                    (r.ownerId ? t('analytics.owner.former') : t('analytics.owner.none')),
                }))}
              />
            </AnalyticsSection>
            <AnalyticsSection
              title={t('analytics.sections.clients')}
              action={
                <CsvButton
                  table="clients"
                  params={params}
                  label={t('analytics.sections.clientsCsv')}
                />
              }
            >
              <MetricsTable
                caption={t('analytics.sections.clients')}
                groupLabel={t('analytics.metrics.client')}
                rows={data.byClient.map((r) => ({ ...r, key: r.client, name: r.client }))}
              />
            </AnalyticsSection>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <AnalyticsSection
                title={t('analytics.sections.decisions')}
                hint={t('analytics.sections.decisionsHint')}
                action={
                  <CsvButton
                    table="decisions"
                    params={params}
                    label={t('analytics.sections.decisionsCsv')}
                  />
                }
              >
                <DecisionsTable decisions={data.decisions} />
              </AnalyticsSection>
              <AnalyticsSection
                title={t('analytics.sections.tjm')}
                hint={t('analytics.sections.tjmHint')}
                action={
                  <CsvButton table="tjm" params={params} label={t('analytics.sections.tjmCsv')} />
                }
              >
                <TjmChart buckets={data.tjmDistribution} />
              </AnalyticsSection>
            </SimpleGrid>
          </Stack>
        ) : null}
      </LoadStates>
    </Stack>
  );
}
