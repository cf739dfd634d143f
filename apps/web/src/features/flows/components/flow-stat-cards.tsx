import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { FLOW_TIMINGS } from '@staffing/domain';
import type { TFlowMetricsReply } from '../api/get-flow-metrics.ts';
import { useT } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { formatDuration } from '../utils/flow-display.ts';

type TStat = { label: string; value: string; color?: string; hint?: string };

function StatCard({ label, value, color, hint }: TStat) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The four cards of the spec (total, processing, completed, errors) plus the p95 duration and
 * the stuck runs of the metrics, for the current tab.
 */
export function FlowStatCards({
  metrics,
  isError = false,
}: {
  metrics: TFlowMetricsReply | undefined;
  isError?: boolean;
}) {
  const t = useT();
  if (!metrics && isError)
    return (
      <Text size="sm" c="dimmed">
        {t('flows.stats.unavailable')}
      </Text>
    );
  if (!metrics)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  const { totals, durationMs, stuck, windowHours } = metrics;
  const stats: TStat[] = [
    { label: t('flows.stats.total'), value: formatNumber(totals.total) },
    { label: t('flows.stats.processing'), value: formatNumber(totals.processing), color: 'blue' },
    { label: t('flows.stats.completed'), value: formatNumber(totals.completed), color: 'green' },
    {
      label: t('flows.stats.errors'),
      value: formatNumber(totals.error),
      color: totals.error ? 'red' : undefined,
    },
    {
      label: t('flows.stats.p95'),
      value: formatDuration(durationMs.p95),
      hint: t('flows.stats.p95Hint', { p50: formatDuration(durationMs.p50), hours: windowHours }),
    },
    {
      label: t('flows.stats.stuck'),
      value: formatNumber(stuck.count),
      color: stuck.count ? 'orange' : undefined,
      hint: t('flows.stats.stuckHint', { minutes: FLOW_TIMINGS.stuckAfterMs / 60_000 }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
