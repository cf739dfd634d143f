import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAnalytics } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
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
 * Analytics (Admin and Sales, issue 14): the period's needs, funnel, times and margins, every
 * figure computed by the server; the period and filters live in the URL.
 */
export function AnalyticsPage() {
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
      <div>
        <Title order={2}>Analytics</Title>
        <Text size="sm" c="dimmed">
          Needs, conversion and margins over a period, from the board&apos;s history.
        </Text>
      </div>

      <AnalyticsFilters filters={filters} today={today} onChange={setFilters} />

      {analytics.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading analytics" />
        </Center>
      ) : analytics.isError && !data ? (
        <Alert color="red" role="alert" title="The analytics could not be loaded">
          <Text size="sm">{getErrorMessage(analytics.error, 'An error occurred')}</Text>
          <Button
            size="xs"
            mt="xs"
            variant="light"
            color="red"
            onClick={() => void analytics.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : data && isEmptyAnalytics(data) ? (
        <Alert color="gray" title="No data for this period" data-testid="analytics-empty">
          No need was opened, sold or canceled and no candidate was identified between{' '}
          {data.period.from} and {data.period.to} for these filters. Pick another period or clear a
          filter.
        </Alert>
      ) : data ? (
        <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <KpiTiles totals={data.totals} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <AnalyticsSection
              title="Funnel"
              hint="Candidacies identified in the period, by the furthest stage reached"
              action={<CsvButton table="funnel" params={params} label="funnel" />}
            >
              <FunnelChart funnel={data.funnel} />
            </AnalyticsSection>
            <AnalyticsSection
              title="Time in each column"
              hint="Mean days before a need left the column"
              action={<CsvButton table="time-in-column" params={params} label="time in column" />}
            >
              <ColumnTimeChart columns={data.timeInColumn} />
            </AnalyticsSection>
          </SimpleGrid>
          <AnalyticsSection
            title="Per sales user"
            hint="The need's owner is its first consultant"
            action={<CsvButton table="sales-users" params={params} label="per sales user" />}
          >
            <MetricsTable
              caption="Per sales user"
              groupLabel="Sales user"
              rows={data.bySalesUser.map((r) => ({
                ...r,
                key: r.ownerId ?? 'none',
                name: r.ownerName ?? (r.ownerId ? 'Former user' : 'No owner'),
              }))}
            />
          </AnalyticsSection>
          <AnalyticsSection
            title="Per client"
            action={<CsvButton table="clients" params={params} label="per client" />}
          >
            <MetricsTable
              caption="Per client"
              groupLabel="Client"
              rows={data.byClient.map((r) => ({ ...r, key: r.client, name: r.client }))}
            />
          </AnalyticsSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <AnalyticsSection
              title="GO/NO-GO decisions"
              hint="Decisions dated in the period, grouped by reason"
              action={<CsvButton table="decisions" params={params} label="decisions" />}
            >
              <DecisionsTable decisions={data.decisions} />
            </AnalyticsSection>
            <AnalyticsSection
              title="Daily rate (TJM) of sold needs"
              hint="€ per day"
              action={<CsvButton table="tjm" params={params} label="TJM distribution" />}
            >
              <TjmChart buckets={data.tjmDistribution} />
            </AnalyticsSection>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
