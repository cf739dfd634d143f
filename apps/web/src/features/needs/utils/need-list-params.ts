import { NEED_SORT_FIELDS, PRIORITIES } from '@staffing/domain';

export type TNeedSortField = (typeof NEED_SORT_FIELDS)[number];
export type TSortOrder = 'asc' | 'desc';
export type TNeedScope = 'active' | 'finished' | 'all';

/** What a needs table asks the server for (GET /needs). */
export type TNeedListParams = {
  scope: TNeedScope;
  page: number;
  size: number;
  search?: string;
  priorities?: string[];
  clients?: string[];
  statuses?: string[];
  consultant?: string;
  sortBy: TNeedSortField;
  sortOrder: TSortOrder;
};

/** The filters and sort a needs table keeps in its URL. */
export type TNeedTableFilters = {
  search: string;
  priorities: string[];
  clients: string[];
  statuses: string[];
  consultant: string;
  sortBy: TNeedSortField;
  sortOrder: TSortOrder;
  page: number;
};

const readList = (params: URLSearchParams, key: string): string[] =>
  params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const isSortField = (v: string | null): v is TNeedSortField =>
  v !== null && (NEED_SORT_FIELDS as readonly string[]).includes(v);

/**
 * Reads the table's filters from the URL (spec 000 §2 Needs list). Unknown sort fields fall back
 * to the screen's default; consultantId and consultant_id are read like consultant.
 */
export function readTableFilters(
  params: URLSearchParams,
  defaults: { sortBy: TNeedSortField; sortOrder: TSortOrder },
): TNeedTableFilters {
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder')?.toLowerCase();
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    priorities: readList(params, 'priorities').filter((p) =>
      (PRIORITIES as readonly string[]).includes(p),
    ),
    clients: readList(params, 'clients'),
    statuses: readList(params, 'statuses'),
    consultant:
      params.get('consultant') ?? params.get('consultantId') ?? params.get('consultant_id') ?? '',
    sortBy: isSortField(sortBy) ? sortBy : defaults.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaults.sortOrder,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * Writes the filters back to the URL, leaving out empty values and the default sort so that a
 * plain link stays plain. Other parameters of the URL are kept.
 */
export function writeTableFilters(
  filters: TNeedTableFilters,
  defaults: { sortBy: TNeedSortField; sortOrder: TSortOrder },
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [
    'search',
    'priorities',
    'clients',
    'statuses',
    'consultant',
    'consultantId',
    'consultant_id',
    'sortBy',
    'sortOrder',
    'page',
  ])
    next.delete(key);
  if (filters.search.trim()) next.set('search', filters.search);
  if (filters.priorities.length) next.set('priorities', filters.priorities.join(','));
  if (filters.clients.length) next.set('clients', filters.clients.join(','));
  if (filters.statuses.length) next.set('statuses', filters.statuses.join(','));
  if (filters.consultant) next.set('consultant', filters.consultant);
  const isDefaultSort =
    filters.sortBy === defaults.sortBy && filters.sortOrder === defaults.sortOrder;
  if (!isDefaultSort) {
    next.set('sortBy', filters.sortBy);
    next.set('sortOrder', filters.sortOrder);
  }
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The server query for a table's filters (empty values left out). */
export function toListParams(
  filters: TNeedTableFilters,
  scope: TNeedScope,
  size: number,
): TNeedListParams {
  const params: TNeedListParams = {
    scope,
    page: filters.page,
    size,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.priorities.length) params.priorities = filters.priorities;
  if (filters.clients.length) params.clients = filters.clients;
  if (filters.statuses.length) params.statuses = filters.statuses;
  if (filters.consultant) params.consultant = filters.consultant;
  return params;
}

/** Clicking a column header: the same column flips the order, another starts ascending. */
export function toggleSort(
  current: { sortBy: TNeedSortField; sortOrder: TSortOrder },
  field: TNeedSortField,
): { sortBy: TNeedSortField; sortOrder: TSortOrder } {
  if (current.sortBy === field)
    return { sortBy: field, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { sortBy: field, sortOrder: 'asc' };
}

/** The board's search and Filters panel, kept in its URL with the list's parameter names. */
export type TBoardFilters = {
  consultants: string[];
  clients: string[];
  priorities: string[];
  search: string;
};

export const EMPTY_BOARD_FILTERS: TBoardFilters = {
  consultants: [],
  clients: [],
  priorities: [],
  search: '',
};

const BOARD_PARAMS = [
  'search',
  'priorities',
  'clients',
  'consultant',
  'consultantId',
  'consultant_id',
];

/** The board reads `consultant` as a comma list: its panel checks several Sales users. */
export function readBoardFilters(params: URLSearchParams): TBoardFilters {
  return {
    search: params.get('search') ?? '',
    priorities: readList(params, 'priorities').filter((p) =>
      (PRIORITIES as readonly string[]).includes(p),
    ),
    clients: readList(params, 'clients'),
    consultants: [
      ...new Set([
        ...readList(params, 'consultant'),
        ...readList(params, 'consultantId'),
        ...readList(params, 'consultant_id'),
      ]),
    ],
  };
}

export function writeBoardFilters(
  filters: TBoardFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of BOARD_PARAMS) next.delete(key);
  if (filters.search.trim()) next.set('search', filters.search);
  if (filters.priorities.length) next.set('priorities', filters.priorities.join(','));
  if (filters.clients.length) next.set('clients', filters.clients.join(','));
  if (filters.consultants.length) next.set('consultant', filters.consultants.join(','));
  return next;
}

/** How many of the Filters panel's choices are on (the search box is counted apart). */
export function countPanelFilters(filters: TBoardFilters): number {
  return filters.consultants.length + filters.clients.length + filters.priorities.length;
}

/** Whether anything narrows the view: what 'Clear all' would reset. */
export function hasBoardFilters(filters: TBoardFilters): boolean {
  return countPanelFilters(filters) > 0 || filters.search.trim() !== '';
}

/** Whether a table's search or filters narrow it (sort and page are not filters). */
export function hasTableFilters(filters: TNeedTableFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.priorities.length > 0 ||
    filters.clients.length > 0 ||
    filters.statuses.length > 0 ||
    filters.consultant !== ''
  );
}
