import type { ReactElement } from 'react';
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
  type TAnalyticsColumnTime,
  type TAnalyticsFunnelStage,
  type TAnalyticsTjmBucket,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { formatDays, formatRate } from './analytics-format.ts';

const FUNNEL_COLORS = ['blue', 'yellow', 'violet', 'green', 'teal'].map(
  (c) => `var(--mantine-color-${c}-6)`,
);
const AXIS = { fontSize: 12 };
// The first render's size, before the container is measured (and in tests, where it never is).
const SIZE = { width: 480, height: 220 };

/** A chart for the eye only: each chart writes its figures out as text under it. */
function ChartFrame({ height, children }: { height: number; children: ReactElement }) {
  return (
    <div style={{ width: '100%', height }} aria-hidden="true">
      <ResponsiveContainer initialDimension={SIZE}>{children}</ResponsiveContainer>
    </div>
  );
}

/** Said instead of a chart with nothing to draw. */
function NoChartData({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/**
 * Candidacies at each stage, widest first, with the conversion from the stage before; the
 * same figures are listed under the chart as text (screen readers, keyboard users).
 */
export function FunnelChart({ funnel }: { funnel: TAnalyticsFunnelStage[] }) {
  const t = useT();
  const data = funnel.map((s) => ({
    ...s,
    label: t(`analytics.funnel.${s.stage}` as TMessageKey),
    text: s.conversion === null ? String(s.count) : `${s.count} (${formatRate(s.conversion)})`,
  }));
  return (
    <>
      <ChartFrame height={220}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 72 }}>
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="label" width={80} tick={AXIS} />
          <Tooltip formatter={(value) => [String(value), t('analytics.charts.candidacies')]} />
          <Bar dataKey="count" isAnimationActive={false} radius={[0, 4, 4, 0]}>
            {data.map((s, i) => (
              <Cell key={s.stage} fill={FUNNEL_COLORS[i]} />
            ))}
            <LabelList dataKey="text" position="right" style={AXIS} />
          </Bar>
        </BarChart>
      </ChartFrame>
      <Group gap="md" wrap="wrap" data-testid="funnel-summary">
        {data.map((s) => (
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
  const t = useT();
  if (columns.length === 0) return <NoChartData>{t('analytics.charts.noColumnTime')}</NoChartData>;
  const data = columns.map((c) => ({
    ...c,
    label: labelOf(t, 'needColumn', c.column),
    text: formatDays(c.avgDays),
  }));
  return (
    <>
      <ChartFrame height={40 + 34 * data.length}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 56 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" tick={AXIS} unit={t('analytics.units.daysAxis')} />
          <YAxis type="category" dataKey="label" width={140} tick={AXIS} />
          <Tooltip
            formatter={(value) => [formatDays(Number(value)), t('analytics.charts.average')]}
          />
          <Bar
            dataKey="avgDays"
            fill="var(--mantine-color-indigo-5)"
            isAnimationActive={false}
            radius={[0, 4, 4, 0]}
          >
            <LabelList dataKey="text" position="right" style={AXIS} />
          </Bar>
        </BarChart>
      </ChartFrame>
      <Group gap="md" wrap="wrap">
        {data.map((c) => (
          <Text size="xs" key={c.column}>
            <b>{c.label}</b> {t('analytics.charts.stays', { time: c.text, count: c.stays })}
          </Text>
        ))}
      </Group>
    </>
  );
}

/** Sold needs by TJM bucket. */
export function TjmChart({ buckets }: { buckets: TAnalyticsTjmBucket[] }) {
  const t = useT();
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return <NoChartData>{t('analytics.charts.noTjm')}</NoChartData>;
  return (
    <>
      <ChartFrame height={220}>
        <BarChart data={buckets} margin={{ top: 16, right: 8 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip formatter={(value) => [String(value), t('analytics.charts.soldNeeds')]} />
          <Bar
            dataKey="count"
            fill="var(--mantine-color-teal-6)"
            isAnimationActive={false}
            radius={[4, 4, 0, 0]}
          >
            <LabelList dataKey="count" position="top" style={AXIS} />
          </Bar>
        </BarChart>
      </ChartFrame>
      <Text size="xs" c="dimmed">
        {buckets
          .filter((b) => b.count)
          .map((b) => t('analytics.charts.tjmBucket', { bucket: b.label, count: b.count }))
          .join(' · ')}
      </Text>
    </>
  );
}
