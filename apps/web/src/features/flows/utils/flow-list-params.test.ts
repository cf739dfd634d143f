import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  readFlowFilters,
  toFlowFilterBody,
  toFlowListParams,
  writeFlowFilters,
} from './flow-list-params.ts';

const read = (query: string) => readFlowFilters(new URLSearchParams(query));

describe('flow filters in the URL', () => {
  it('reads defaults from a plain link', () => {
    expect(read('')).toEqual({
      tab: 'all',
      search: '',
      statuses: [],
      types: [],
      from: '',
      to: '',
      page: 1,
    });
  });

  it('reads every filter, failed as error, and drops what the server would refuse', () => {
    expect(
      read(
        'tab=crm_rpa&search=Claire&status=failed,processing,done&type=rpa_mission&from=2026-03-01&to=yesterday&page=3',
      ),
    ).toEqual({
      tab: 'crm_rpa',
      search: 'Claire',
      statuses: ['error', 'processing'],
      types: ['rpa_mission'],
      from: '2026-03-01',
      to: '',
      page: 3,
    });
    expect(read('tab=sms&page=-2').tab).toBe('all');
    expect(read('category=mail_processing').tab).toBe('mail_processing');
  });

  it('writes back without defaults and keeps other parameters such as the open flow', () => {
    const filters = { ...read('flow=flow_1'), tab: 'mail_processing' as const, search: 'acme' };
    expect(writeFlowFilters(filters, new URLSearchParams('flow=flow_1&page=4')).toString()).toBe(
      'flow=flow_1&tab=mail_processing&search=acme',
    );
    const roundTrip = read('tab=crm_rpa&status=error&type=rpa_mission,rpa_product&page=2');
    expect(read(writeFlowFilters(roundTrip).toString())).toEqual(roundTrip);
  });

  it('turns the filters into the list query and the bulk filter; a reversed range is put in order', () => {
    const filters = read(
      'tab=analysis_processing&status=error&search=%20Claire%20&from=2026-03-09&to=2026-03-01',
    );
    expect(toFlowFilterBody(filters)).toEqual({
      category: 'analysis_processing',
      status: 'error',
      from: '2026-03-01',
      to: '2026-03-09',
      search: 'Claire',
    });
    expect(toFlowListParams(read('page=2'))).toEqual({ page: 2, size: 20 });
    expect(hasActiveFilters(read('page=2'))).toBe(false);
    expect(hasActiveFilters(read('search=x'))).toBe(true);
    expect(hasActiveFilters(read('search=%20%20'))).toBe(false);
  });
});
