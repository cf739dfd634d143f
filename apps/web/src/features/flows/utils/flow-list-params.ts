import { FLOW_CATEGORIES, FLOW_STATUSES, normaliseFlowStatus } from '@staffing/domain';
import type { TFlowCategory, TFlowStatus } from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';

/** The tabs All / Mail / Analysis / CRM-RPA (spec 001 §2 Flow Administration). */
export const FLOW_TABS = [
  { value: 'all', labelKey: 'flows.tabs.all' },
  { value: 'mail_processing', labelKey: 'flows.tabs.mail' },
  { value: 'analysis_processing', labelKey: 'flows.tabs.analysis' },
  { value: 'crm_rpa', labelKey: 'flows.tabs.crmRpa' },
] as const satisfies readonly { value: string; labelKey: TMessageKey }[];
export type TFlowTab = (typeof FLOW_TABS)[number]['value'];

/** Flow Administration reads pages of 20 (the list query's default size). */
export const FLOWS_PAGE_SIZE = 20;

/** What the page keeps in its URL, so a view can be shared and survives a reload. */
export type TFlowFilters = {
  tab: TFlowTab;
  search: string;
  statuses: TFlowStatus[];
  types: string[];
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  page: number;
};

/** GET /admin/flows query (empty values left out by the api client). */
export type TFlowListParams = {
  page: number;
  size: number;
  category?: TFlowCategory;
  status?: string;
  type?: string;
  from?: string;
  to?: string;
  search?: string;
};

/** The filter of a bulk action "over every flow matching the filter": the list query's fields. */
export type TFlowFilterBody = Omit<TFlowListParams, 'page' | 'size'>;

const FILTER_KEYS = ['tab', 'search', 'status', 'type', 'from', 'to', 'page'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const readList = (params: URLSearchParams, key: string): string[] => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

const isTab = (v: string | null): v is TFlowTab =>
  v !== null && FLOW_TABS.some((t) => t.value === v);

/** Reads the filters from the URL; unknown tabs and statuses are dropped, failed reads as error. */
export function readFlowFilters(params: URLSearchParams): TFlowFilters {
  const tab = params.get('tab') ?? params.get('category');
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const v = params.get(key)?.trim() ?? '';
    return DATE_ONLY.test(v) ? v : '';
  };
  const statuses = readList(params, 'status')
    .map(normaliseFlowStatus)
    .filter((s): s is TFlowStatus => (FLOW_STATUSES as readonly string[]).includes(s));
  return {
    tab: isTab(tab) ? tab : 'all',
    search: params.get('search') ?? '',
    statuses: [...new Set(statuses)],
    types: readList(params, 'type').map((t) => t.slice(0, 100)),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters back, leaving out defaults; other parameters (e.g. ?flow=) are kept. */
export function writeFlowFilters(
  filters: TFlowFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...FILTER_KEYS, 'category']) next.delete(key);
  if (filters.tab !== 'all') next.set('tab', filters.tab);
  if (filters.search.trim()) next.set('search', filters.search);
  if (filters.statuses.length) next.set('status', filters.statuses.join(','));
  if (filters.types.length) next.set('type', filters.types.join(','));
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The server's filter for the page's filters (what both the list and a bulk action use). */
export function toFlowFilterBody(filters: TFlowFilters): TFlowFilterBody {
  const body: TFlowFilterBody = {};
  if (filters.tab !== 'all' && (FLOW_CATEGORIES as readonly string[]).includes(filters.tab))
    body.category = filters.tab;
  if (filters.statuses.length) body.status = filters.statuses.join(',');
  if (filters.types.length) body.type = filters.types.join(',');
  // A reversed range would be refused (422): send it in order.
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (from) body.from = from;
  if (to) body.to = to;
  if (filters.search.trim()) body.search = filters.search.trim();
  return body;
}

export function toFlowListParams(filters: TFlowFilters, size = FLOWS_PAGE_SIZE): TFlowListParams {
  return { page: filters.page, size, ...toFlowFilterBody(filters) };
}

/** Whether anything narrows the list: decides between 'No flows found' and 'No flows match…'. */
export function hasActiveFilters(filters: TFlowFilters): boolean {
  return Object.keys(toFlowFilterBody(filters)).length > 0;
}
