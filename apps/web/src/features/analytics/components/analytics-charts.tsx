import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Group, Text } from '@mantine/core';
import {
  NEED_COLUMN_LABELS,
  type TAnalyticsColumnTime,
  type TAnalyticsFunnelStage,
  type TAnalyticsTjmBucket,
} from '@staffing/domain';
import { formatDays, formatRate } from './analytics-format.ts';

const FUNNEL_COLORS = ['blue', 'yellow', 'violet', 'green', 'teal'].map(
  (c) => `var(--mantine-color-${c}-6)`,
);
const AXIS = { fontSize: 12 };
// The first render's size, before the container is measured (and in tests, where it never is).
const SIZE = { width: 480, height: 220 };

/**
 * Candidacies at each stage, widest first, with the conversion from the stage before; the
 * same figures are listed under the chart as text (screen readers, keyboard users).
 */
export function FunnelChart({ funnel }: { funnel: TAnalyticsFunnelStage[] }) {
  const data = funnel.map((s) => ({
    ...s,
    text: s.conversion === null ? String(s.count) : `${s.count} (${formatRate(s.conversion)})`,
  }));
  return (
    <>
      <div style={{ width: '100%', height: 220 }} aria-hidden="true">
        <ResponsiveContainer initialDimension={SIZE}>
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 72 }}>
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="label" width={80} tick={AXIS} />
            <Tooltip formatter={(value) => [String(value), 'Candidacies']} />
            <Bar dataKey="count" isAnimationActive={false} radius={[0, 4, 4, 0]}>
              {data.map((s, i) => (
                <Cell key={s.stage} fill={FUNNEL_COLORS[i]} />
              ))}
              <LabelList dataKey="text" position="right" style={AXIS} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Group gap="md" wrap="wrap" data-testid="funnel-summary">
        {funnel.map((s) => (
          <Text size="xs" key={s.stage}>
            <b>{s.label}</b> {s.count}
            {s.conversion === null ? '' : ` · ${formatRate(s.conversion)}`}
          </Text>
        ))}
      </Group>
    </>
  );
}

/** Mean days a need stays in each column, over the stays that ended in the period. */
export function ColumnTimeChart({ columns }: { columns: TAnalyticsColumnTime[] }) {
  if (columns.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No need left a column in this period.
      </Text>
    );
  const data = columns.map((c) => ({
    ...c,
    label: NEED_COLUMN_LABELS[c.column],
    text: formatDays(c.avgDays),
  }));
  return (
    <>
      <div style={{ width: '100%', height: 40 + 34 * data.length }} aria-hidden="true">
        <ResponsiveContainer initialDimension={SIZE}>
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 56 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tick={AXIS} unit=" d" />
            <YAxis type="category" dataKey="label" width={140} tick={AXIS} />
            <Tooltip formatter={(value) => [formatDays(Number(value)), 'Average']} />
            <Bar
              dataKey="avgDays"
              fill="var(--mantine-color-indigo-5)"
              isAnimationActive={false}
              radius={[0, 4, 4, 0]}
            >
              <LabelList dataKey="text" position="right" style={AXIS} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Group gap="md" wrap="wrap">
        {data.map((c) => (
          <Text size="xs" key={c.column}>
            <b>{c.label}</b> {c.text} over {c.stays} stay{c.stays === 1 ? '' : 's'}
          </Text>
        ))}
      </Group>
    </>
  );
}

/** Sold needs by TJM bucket. */
export function TjmChart({ buckets }: { buckets: TAnalyticsTjmBucket[] }) {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0)
    return (
      <Text size="sm" c="dimmed">
        No sold need with a TJM in this period.
      </Text>
    );
  return (
    <>
      <div style={{ width: '100%', height: 220 }} aria-hidden="true">
        <ResponsiveContainer initialDimension={SIZE}>
          <BarChart data={buckets} margin={{ top: 16, right: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={AXIS} interval={0} />
            <YAxis allowDecimals={false} tick={AXIS} width={32} />
            <Tooltip formatter={(value) => [String(value), 'Sold needs']} />
            <Bar
              dataKey="count"
              fill="var(--mantine-color-teal-6)"
              isAnimationActive={false}
              radius={[4, 4, 0, 0]}
            >
              <LabelList dataKey="count" position="top" style={AXIS} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Text size="xs" c="dimmed">
        {buckets
          .filter((b) => b.count)
          .map((b) => `${b.label} €: ${b.count}`)
          .join(' · ')}
      </Text>
    </>
  );
}
