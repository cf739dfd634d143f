import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { FLOW_TIMINGS, type TFlowMetrics } from '@staffing/domain';
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
 * the stuck runs of the metrics (issue 9), for the current tab.
 */
export function FlowStatCards({
  metrics,
  isError = false,
}: {
  metrics: TFlowMetrics | undefined;
  isError?: boolean;
}) {
  if (!metrics && isError)
    return (
      <Text size="sm" c="dimmed">
        Flow metrics are unavailable right now.
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
    { label: 'Total', value: String(totals.total) },
    { label: 'Processing', value: String(totals.processing), color: 'blue' },
    { label: 'Completed', value: String(totals.completed), color: 'green' },
    { label: 'Errors', value: String(totals.error), color: totals.error ? 'red' : undefined },
    {
      label: 'p95 duration',
      value: formatDuration(durationMs.p95),
      hint: `p50 ${formatDuration(durationMs.p50)} · last ${windowHours} h`,
    },
    {
      label: 'Stuck runs',
      value: String(stuck.count),
      color: stuck.count ? 'orange' : undefined,
      hint: `no progress for ${FLOW_TIMINGS.stuckAfterMs / 60_000} min`,
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
