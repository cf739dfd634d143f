/**
 * Analytics: the periods a person picks, the ratios the page shows and the TJM buckets,
 * as pure rules shared by the server (which computes every figure in SQL) and the web.
 */

/** A period as calendar days, both included: `YYYY-MM-DD`. */
export type TAnalyticsPeriod = { from: string; to: string };

export const ANALYTICS_PERIOD_PRESETS = [
  'this-quarter',
  'last-quarter',
  'this-month',
  'last-30-days',
  'this-year',
] as const;
export type TAnalyticsPeriodPreset = (typeof ANALYTICS_PERIOD_PRESETS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<TAnalyticsPeriodPreset, string> = {
  'this-quarter': 'This quarter',
  'last-quarter': 'Last quarter',
  'this-month': 'This month',
  'last-30-days': 'Last 30 days',
  'this-year': 'This year',
};

export const ANALYTICS_MESSAGES = {
  invalidDay: 'Dates must be calendar days (YYYY-MM-DD)',
  fromAfterTo: 'The start of the period must not be after its end',
  periodTooLong: 'A period covers at most 10 years',
} as const;

/** The longest period one request may ask for, in days. */
export const ANALYTICS_MAX_DAYS = 3660;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC calendar day as `YYYY-MM-DD`. */
export function toDayText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `YYYY-MM-DD` naming a real day between 1900 and 2200. */
export function isDayText(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || toDayText(date) !== value) return false;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2200;
}

const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The days a preset covers on `today` (UTC): quarters and months are calendar ones. */
export function periodForPreset(preset: TAnalyticsPeriodPreset, today: Date): TAnalyticsPeriod {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const q = Math.floor(m / 3) * 3;
  switch (preset) {
    case 'this-quarter':
      return { from: toDayText(utcDay(y, q, 1)), to: toDayText(utcDay(y, q + 3, 0)) };
    case 'last-quarter':
      return { from: toDayText(utcDay(y, q - 3, 1)), to: toDayText(utcDay(y, q, 0)) };
    case 'this-month':
      return { from: toDayText(utcDay(y, m, 1)), to: toDayText(utcDay(y, m + 1, 0)) };
    case 'last-30-days':
      return {
        from: toDayText(new Date(utcDay(y, m, today.getUTCDate()).getTime() - 29 * DAY_MS)),
        to: toDayText(today),
      };
    case 'this-year':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
}

/** The preset a period matches on `today`, or null for a custom one. */
export function presetOfPeriod(
  period: TAnalyticsPeriod,
  today: Date,
): TAnalyticsPeriodPreset | null {
  return (
    ANALYTICS_PERIOD_PRESETS.find((p) => {
      const candidate = periodForPreset(p, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/** The period a query asks for; without one, the current quarter (a lone bound keeps its half). */
export function resolveAnalyticsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: Date,
): TAnalyticsPeriod {
  const quarter = periodForPreset('this-quarter', today);
  return { from: query.from ?? quarter.from, to: query.to ?? quarter.to };
}

/** The instants a period covers: `start` included, `end` (the day after `to`) excluded. */
export function periodBounds(period: TAnalyticsPeriod): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS);
  return { start, end };
}

/** Days between two days of a period, both included. */
export function periodLengthDays(period: TAnalyticsPeriod): number {
  const { start, end } = periodBounds(period);
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** TACE: billed days ÷ working days (billed + bench; no leave is recorded); null without any. */
export function activityRate(billedDays: number, benchDays: number): number | null {
  const working = billedDays + benchDays;
  return working > 0 ? billedDays / working : null;
}

/** Needs sold ÷ needs opened (Bullhorn's fill rate); null when nothing was opened. */
export function fillRate(sold: number, opened: number): number | null {
  if (!(opened > 0)) return null;
  return sold / opened;
}

/** TJM billed − consultant daily cost; null unless both are known. */
export function dailyMargin(billed: number | null, cost: number | null): number | null {
  if (billed === null || cost === null || !Number.isFinite(billed) || !Number.isFinite(cost))
    return null;
  return billed - cost;
}

/** Gross margin rate = (billed − cost) ÷ billed; null unless both are known and billed > 0. */
export function marginRate(billed: number | null, cost: number | null): number | null {
  const margin = dailyMargin(billed, cost);
  if (margin === null || !(billed! > 0)) return null;
  return margin / billed!;
}

/** A ratio as a percentage with one decimal ("42.9 %"), or an em dash when unknown. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;
}

/** A number of days with one decimal ("3.5 d"), or an em dash when unknown. */
export function formatDays(days: number | null): string {
  return days === null ? '—' : `${(Math.round(days * 10) / 10).toFixed(1)} d`;
}

/** Lower edges of the TJM buckets (€ per day); the last bucket is open-ended. */
export const TJM_BUCKET_EDGES = [0, 300, 400, 500, 600, 700, 800, 1000] as const;

/** The label of the bucket starting at `TJM_BUCKET_EDGES[index]`: "400–499", "1000+". */
export function tjmBucketLabel(index: number): string {
  const min = TJM_BUCKET_EDGES[index]!;
  const next = TJM_BUCKET_EDGES[index + 1];
  return next === undefined ? `${min}+` : `${min}–${next - 1}`;
}

/** Index of the bucket holding `tjm` (a negative TJM falls in the first one). */
export function tjmBucketIndex(tjm: number): number {
  let index = 0;
  TJM_BUCKET_EDGES.forEach((edge, i) => {
    if (tjm >= edge) index = i;
  });
  return index;
}

/** The funnel's stages, in order: a candidacy that reached a stage has passed the earlier ones. */
export const FUNNEL_STAGES = ['IDENTIFIED', 'SENT', 'INTERVIEW', 'GO', 'SALE'] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<TFunnelStage, string> = {
  IDENTIFIED: 'Identified',
  SENT: 'Sent',
  INTERVIEW: 'Interview',
  GO: 'GO',
  SALE: 'Sale',
};

/** Each stage's count with its conversion from the stage before (null for the first or after 0). */
export function funnelConversions(
  counts: Record<TFunnelStage, number>,
): { stage: TFunnelStage; label: string; count: number; conversion: number | null }[] {
  return FUNNEL_STAGES.map((stage, i) => {
    const previous = i === 0 ? null : counts[FUNNEL_STAGES[i - 1]!];
    return {
      stage,
      label: FUNNEL_STAGE_LABELS[stage],
      count: counts[stage],
      conversion: previous ? counts[stage] / previous : null,
    };
  });
}

/** The label a decision without a written reason is grouped under. */
export const NO_REASON_LABEL = '(no reason given)';
