import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { TAnalytics, TAnalyticsCsvTable } from '@staffing/domain';
import { useT, type TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
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
import { BenchTiles, KpiTiles } from './kpi-tiles.tsx';
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

/** One card of the page: its words, the table its CSV button downloads, and what it draws. */
interface TSection {
  table: TAnalyticsCsvTable;
  title: TMessageKey;
  hint?: TMessageKey;
  /** What the table is, for the CSV button's screen-reader label. */
  csvLabel: TMessageKey;
  render: (data: TAnalytics, t: TTranslate) => ReactNode;
}

/** The cards top to bottom; a row of two sits side by side on a wide screen. */
const SECTION_ROWS: ([TSection] | [TSection, TSection])[] = [
  [
    {
      table: 'funnel',
      title: 'analytics.sections.funnel',
      hint: 'analytics.sections.funnelHint',
      csvLabel: 'analytics.sections.funnelCsv',
      render: (data) => <FunnelChart funnel={data.funnel} />,
    },
    {
      table: 'time-in-column',
      title: 'analytics.sections.timeInColumn',
      hint: 'analytics.sections.timeInColumnHint',
      csvLabel: 'analytics.sections.timeInColumnCsv',
      render: (data) => <ColumnTimeChart columns={data.timeInColumn} />,
    },
  ],
  [
    {
      table: 'sales-users',
      title: 'analytics.sections.salesUsers',
      hint: 'analytics.sections.salesUsersHint',
      csvLabel: 'analytics.sections.salesUsersCsv',
      render: (data, t) => (
        <MetricsTable
          caption={t('analytics.sections.salesUsers')}
          groupLabel={t('analytics.metrics.salesUser')}
          rows={data.bySalesUser.map((r) => ({
            ...r,
            key: r.ownerId ?? 'none',
            name:
              r.ownerName ?? (r.ownerId ? t('analytics.owner.former') : t('analytics.owner.none')),
          }))}
        />
      ),
    },
  ],
  [
    {
      table: 'clients',
      title: 'analytics.sections.clients',
      csvLabel: 'analytics.sections.clientsCsv',
      render: (data, t) => (
        <MetricsTable
          caption={t('analytics.sections.clients')}
          groupLabel={t('analytics.metrics.client')}
          rows={data.byClient.map((r) => ({ ...r, key: r.client, name: r.client }))}
        />
      ),
    },
  ],
  [
    {
      table: 'decisions',
      title: 'analytics.sections.decisions',
      hint: 'analytics.sections.decisionsHint',
      csvLabel: 'analytics.sections.decisionsCsv',
      render: (data) => <DecisionsTable decisions={data.decisions} />,
    },
    {
      table: 'tjm',
      title: 'analytics.sections.tjm',
      hint: 'analytics.sections.tjmHint',
      csvLabel: 'analytics.sections.tjmCsv',
      render: (data) => <TjmChart buckets={data.tjmDistribution} />,
    },
  ],
];

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
            <BenchTiles bench={data.bench} />
            {SECTION_ROWS.map((row) => {
              const sections = row.map((section) => (
                <AnalyticsSection
                  key={section.table}
                  title={t(section.title)}
                  hint={section.hint && t(section.hint)}
                  action={
                    <CsvButton table={section.table} params={params} label={t(section.csvLabel)} />
                  }
                >
                  {section.render(data, t)}
                </AnalyticsSection>
              ));
              return row.length > 1 ? (
                <SimpleGrid key={row[0].table} cols={{ base: 1, md: 2 }} spacing="md">
                  {sections}
                </SimpleGrid>
              ) : (
                sections[0]
              );
            })}
          </Stack>
        ) : null}
      </LoadStates>
    </Stack>
  );
}
