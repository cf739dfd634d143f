import { describe, expect, it } from 'vitest';
import {
  matchesWorkflowListParams,
  readWorkflowFilters,
  toWorkflowListParams,
  writeWorkflowFilters,
} from './workflow-list-params.ts';

describe('workflow list filters in the URL', () => {
  it('reads status, type, search and page, dropping unknown values', () => {
    expect(
      readWorkflowFilters(
        new URLSearchParams('status=failed&type=salesforce_product_add&search=Acme&page=3'),
      ),
    ).toEqual({ status: 'FAILED', type: 'salesforce_product_add', search: 'Acme', page: 3 });
    expect(readWorkflowFilters(new URLSearchParams('status=DONE&type=x&page=-1'))).toEqual({
      status: null,
      type: null,
      search: '',
      page: 1,
    });
  });

  it('writes only what is set and keeps other parameters', () => {
    const next = writeWorkflowFilters(
      { status: 'IN_PROGRESS', type: null, search: '  ', page: 1 },
      new URLSearchParams('tab=x&page=4&type=salesforce_product_add'),
    );
    expect(next.toString()).toBe('tab=x&status=IN_PROGRESS');
    const round = readWorkflowFilters(
      writeWorkflowFilters({
        status: null,
        type: 'salesforce_mission_create',
        search: 'Kotlin',
        page: 2,
      }),
    );
    expect(round).toEqual({
      status: null,
      type: 'salesforce_mission_create',
      search: 'Kotlin',
      page: 2,
    });
  });

  it('asks the server for the page with trimmed search and no empty filters', () => {
    expect(toWorkflowListParams({ status: null, type: null, search: ' Acme ', page: 2 })).toEqual({
      page: 2,
      size: 20,
      search: 'Acme',
    });
  });

  it('knows whether a request belongs on a filtered list', () => {
    const request = { status: 'FAILED', type: 'salesforce_product_add' } as const;
    expect(matchesWorkflowListParams(request, { page: 1, size: 20 })).toBe(true);
    expect(matchesWorkflowListParams(request, { page: 1, size: 20, status: 'FAILED' })).toBe(true);
    expect(matchesWorkflowListParams(request, { page: 1, size: 20, status: 'NEW' })).toBe(false);
    expect(
      matchesWorkflowListParams(request, { page: 1, size: 20, type: 'salesforce_mission_create' }),
    ).toBe(false);
  });
});
