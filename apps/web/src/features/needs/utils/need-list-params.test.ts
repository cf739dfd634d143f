import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOARD_FILTERS,
  countPanelFilters,
  hasBoardFilters,
  hasTableFilters,
  readBoardFilters,
  readTableFilters,
  toListParams,
  toggleSort,
  writeBoardFilters,
  writeTableFilters,
} from './need-list-params.ts';

const listDefaults = { sortBy: 'title', sortOrder: 'asc' } as const;
const finishedDefaults = { sortBy: 'updatedAt', sortOrder: 'desc' } as const;

describe('needs table filters in the URL', () => {
  it('reads every filter, lists as comma lists or repeated parameters', () => {
    const params = new URLSearchParams(
      'search=java&priorities=P1,P3&clients=Acme&clients=Globex&statuses=candidate-sent&consultant=u1&sortBy=priority&sortOrder=DESC&page=2',
    );
    expect(readTableFilters(params, listDefaults)).toEqual({
      search: 'java',
      priorities: ['P1', 'P3'],
      clients: ['Acme', 'Globex'],
      statuses: ['candidate-sent'],
      consultant: 'u1',
      sortBy: 'priority',
      sortOrder: 'desc',
      page: 2,
    });
  });

  it('falls back to the screen default sort and ignores unknown values', () => {
    const filters = readTableFilters(
      new URLSearchParams('sortBy=password&sortOrder=up&priorities=P9,P2&page=-1'),
      finishedDefaults,
    );
    expect(filters).toMatchObject({
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      priorities: ['P2'],
      page: 1,
    });
    expect(readTableFilters(new URLSearchParams(''), listDefaults)).toMatchObject({
      sortBy: 'title',
      sortOrder: 'asc',
      search: '',
    });
  });

  it('reads consultantId and consultant_id as consultant', () => {
    expect(readTableFilters(new URLSearchParams('consultantId=a'), listDefaults).consultant).toBe(
      'a',
    );
    expect(readTableFilters(new URLSearchParams('consultant_id=b'), listDefaults).consultant).toBe(
      'b',
    );
  });

  it('writes only what is set, leaves the default sort out and keeps foreign parameters', () => {
    const base = new URLSearchParams('tab=x&search=old');
    const written = writeTableFilters(
      {
        search: 'kotlin',
        priorities: ['P1'],
        clients: [],
        statuses: [],
        consultant: '',
        sortBy: 'title',
        sortOrder: 'asc',
        page: 1,
      },
      listDefaults,
      base,
    );
    expect(written.toString()).toBe('tab=x&search=kotlin&priorities=P1');
    const sorted = writeTableFilters(
      {
        search: '',
        priorities: [],
        clients: ['A', 'B'],
        statuses: ['sold'],
        consultant: 'u',
        sortBy: 'priority',
        sortOrder: 'desc',
        page: 3,
      },
      listDefaults,
    );
    expect(Object.fromEntries(sorted)).toEqual({
      clients: 'A,B',
      statuses: 'sold',
      consultant: 'u',
      sortBy: 'priority',
      sortOrder: 'desc',
      page: '3',
    });
  });

  it('round-trips through the URL', () => {
    const filters = {
      search: 'a b',
      priorities: ['P2'],
      clients: ['Acme Bank'],
      statuses: [],
      consultant: '',
      sortBy: 'tjm',
      sortOrder: 'desc',
      page: 1,
    } as const;
    const url = writeTableFilters(
      {
        ...filters,
        priorities: [...filters.priorities],
        clients: [...filters.clients],
        statuses: [],
      },
      listDefaults,
    );
    expect(readTableFilters(new URLSearchParams(url.toString()), listDefaults)).toEqual(filters);
  });

  it('sends the filters to the server with the scope and page size', () => {
    const filters = readTableFilters(
      new URLSearchParams('search=%20x%20&statuses=sold'),
      finishedDefaults,
    );
    expect(toListParams(filters, 'finished', 100)).toEqual({
      scope: 'finished',
      page: 1,
      size: 100,
      search: 'x',
      statuses: ['sold'],
      sortBy: 'updatedAt',
      sortOrder: 'desc',
    });
  });

  it('flips the order on the same column, starts ascending on another', () => {
    expect(toggleSort({ sortBy: 'title', sortOrder: 'asc' }, 'title')).toEqual({
      sortBy: 'title',
      sortOrder: 'desc',
    });
    expect(toggleSort({ sortBy: 'title', sortOrder: 'desc' }, 'priority')).toEqual({
      sortBy: 'priority',
      sortOrder: 'asc',
    });
  });
});

describe('board filters in the URL', () => {
  it('reads the list parameter names, consultant as a comma list', () => {
    const params = new URLSearchParams(
      'search=java&priorities=P1,P9&clients=Acme&clients=Globex&consultant=u1,u2&consultantId=u2',
    );
    expect(readBoardFilters(params)).toEqual({
      search: 'java',
      priorities: ['P1'],
      clients: ['Acme', 'Globex'],
      consultants: ['u1', 'u2'],
    });
    expect(readBoardFilters(new URLSearchParams(''))).toEqual(EMPTY_BOARD_FILTERS);
  });

  it('writes only what is set and keeps other parameters', () => {
    const next = writeBoardFilters(
      { search: 'kotlin', priorities: ['P2'], clients: [], consultants: ['u1', 'u2'] },
      new URLSearchParams('consultant_id=old&view=x'),
    );
    expect(next.toString()).toBe('view=x&search=kotlin&priorities=P2&consultant=u1%2Cu2');
    expect(writeBoardFilters(EMPTY_BOARD_FILTERS, next).toString()).toBe('view=x');
  });

  it('counts the panel filters apart from the search; Clear all resets both', () => {
    const filters = { search: ' ', priorities: ['P1'], clients: ['A'], consultants: [] };
    expect(countPanelFilters(filters)).toBe(2);
    expect(hasBoardFilters(filters)).toBe(true);
    expect(hasBoardFilters({ ...EMPTY_BOARD_FILTERS, search: '  ' })).toBe(false);
    expect(hasBoardFilters({ ...EMPTY_BOARD_FILTERS, search: 'x' })).toBe(true);
  });

  it('a table is filtered by its search or any filter, not by its sort or page', () => {
    const plain = readTableFilters(new URLSearchParams('sortBy=priority&page=3'), listDefaults);
    expect(hasTableFilters(plain)).toBe(false);
    expect(hasTableFilters({ ...plain, statuses: ['SALE'] })).toBe(true);
    expect(hasTableFilters({ ...plain, search: 'x' })).toBe(true);
  });
});
