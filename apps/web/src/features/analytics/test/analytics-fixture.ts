import {
  funnelConversions,
  TJM_BUCKET_EDGES,
  tjmBucketLabel,
  type TAnalytics,
  type TAnalyticsTotals,
} from '@staffing/domain';

export const metrics = (overrides: Partial<TAnalyticsTotals> = {}): TAnalyticsTotals => ({
  needsOpened: 0,
  needsSold: 0,
  needsCanceled: 0,
  openedAndSold: 0,
  fillRate: null,
  avgDaysToSubmit: null,
  avgDaysToPlace: null,
  avgMargin: null,
  avgMarginRate: null,
  marginSamples: 0,
  ...overrides,
});

/** An answer of GET /analytics; the default has a little of everything. */
export function makeAnalytics(overrides: Partial<TAnalytics> = {}): TAnalytics {
  return {
    period: { from: '2026-10-01', to: '2026-12-31' },
    totals: metrics({
      needsOpened: 4,
      needsSold: 3,
      needsCanceled: 1,
      openedAndSold: 2,
      fillRate: 0.5,
      avgDaysToSubmit: 3,
      avgDaysToPlace: 14.67,
      avgMargin: 250,
      avgMarginRate: 0.3095,
      marginSamples: 2,
    }),
    funnel: funnelConversions({ IDENTIFIED: 4, SENT: 3, INTERVIEW: 2, GO: 2, SALE: 2 }),
    timeInColumn: [{ column: 'NO_CANDIDATE', avgDays: 11.5, stays: 4 }],
    decisions: [{ decision: 'NO_GO', reason: 'Too expensive', count: 2 }],
    bySalesUser: [
      {
        ownerId: '11111111-1111-4111-8111-111111111111',
        ownerName: 'Alice Seller',
        ...metrics({ needsOpened: 2, needsSold: 2, openedAndSold: 2, fillRate: 1 }),
      },
    ],
    byClient: [{ client: 'Acme', ...metrics({ needsOpened: 2, needsSold: 1, fillRate: 0.5 }) }],
    tjmDistribution: TJM_BUCKET_EDGES.map((min, i) => ({
      label: tjmBucketLabel(i),
      min,
      max: TJM_BUCKET_EDGES[i + 1] ?? null,
      count: i === 4 ? 1 : 0,
    })),
    bench: {
      consultants: 3,
      onBenchToday: 1,
      billedDays: 40,
      benchDays: 10,
      workingDays: 50,
      tace: 0.8,
    },
    ...overrides,
  };
}
