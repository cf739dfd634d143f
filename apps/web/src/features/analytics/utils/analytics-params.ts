import {
  CATEGORIES,
  isDayText,
  isUuid,
  periodForPreset,
  PRIORITIES,
  resolveAnalyticsPeriod,
  type TAnalyticsPeriod,
  type TAnalyticsPeriodPreset,
  type TPriority,
} from '@staffing/domain';

type TCategory = (typeof CATEGORIES)[number];

/** The page's filters, as its URL holds them (`from`, `to`, `owner`, `client`, `priority`, `category`). */
export type TAnalyticsFilters = TAnalyticsPeriod & {
  owner: string | null;
  client: string | null;
  priority: TPriority | null;
  category: TCategory | null;
};

/** What the request sends (the same names as the URL). */
export type TAnalyticsParams = TAnalyticsPeriod & {
  owner?: string;
  client?: string;
  priority?: TPriority;
  category?: TCategory;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The filters from the URL; a missing or malformed day falls back to the current quarter's, an
 * unknown value to no filter, and a reversed period to the quarter (never a failing request).
 */
export function readAnalyticsFilters(params: URLSearchParams, today: Date): TAnalyticsFilters {
  const day = (key: string) => {
    const value = params.get(key);
    return value && isDayText(value) ? value : undefined;
  };
  let period = resolveAnalyticsPeriod({ from: day('from'), to: day('to') }, today);
  if (period.from > period.to) period = periodForPreset('this-quarter', today);
  const owner = params.get('owner');
  const client = params.get('client')?.trim();
  return {
    ...period,
    owner: owner && isUuid(owner) ? owner : null,
    client: client ? client.slice(0, 200) : null,
    priority: oneOf(PRIORITIES, params.get('priority')),
    category: oneOf(CATEGORIES, params.get('category')),
  };
}

/** The filters written into the URL: the period always (a shared link means the same days). */
export function writeAnalyticsFilters(filters: TAnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.client) params.set('client', filters.client);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.category) params.set('category', filters.category);
  return params;
}

export function toAnalyticsParams(filters: TAnalyticsFilters): TAnalyticsParams {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.owner ? { owner: filters.owner } : {}),
    ...(filters.client ? { client: filters.client } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  };
}

/** The filters with a preset's days. */
export function withPreset(
  filters: TAnalyticsFilters,
  preset: TAnalyticsPeriodPreset,
  today: Date,
): TAnalyticsFilters {
  return { ...filters, ...periodForPreset(preset, today) };
}
