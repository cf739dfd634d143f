import { describe, expect, it } from 'vitest';
import { getWorkflowRowActions } from './workflow-row-actions.ts';
import {
  buildTrackerWorkflowRequest,
  getCrmActionBlocker,
  getCrmRecordLinks,
  type TCrmNeed,
} from './crm-actions.ts';

const need: TCrmNeed = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Java developer',
  client: 'Acme Bank',
  priority: 'P1',
  tjm: 650,
  consultants: ['u1'],
  orderClients: ['Jean Dupont'],
  orderClientsEmail: ['jean@acme.test'],
  column: 'CANDIDATE_IDENTIFIED',
};

describe('tracker CRM actions', () => {
  it('blocks an opportunity with the spec message naming what lacks', () => {
    expect(getCrmActionBlocker('salesforce_opportunity_create', need)).toBeNull();
    expect(
      getCrmActionBlocker('salesforce_opportunity_create', {
        ...need,
        orderClients: [],
        consultants: [],
      }),
    ).toBe(
      'Cannot create opportunity. Missing required data: order client contacts, a priority sales consultant. Please add this information first.',
    );
    expect(getCrmActionBlocker('salesforce_product_add', { ...need, tjm: null })).toMatch(
      /^Cannot add product\. Missing required data: TJM/,
    );
    expect(getCrmActionBlocker('salesforce_mission_create', { ...need, tjm: null })).toBeNull();
  });

  it('builds the create body of spec 000 with source tracker', () => {
    const body = buildTrackerWorkflowRequest(
      'salesforce_opportunity_create',
      need,
      'sam@example.com',
    );
    expect(body).toMatchObject({
      type: 'salesforce_opportunity_create',
      payload: {
        needId: need.id,
        needTitle: 'Java developer',
        clientName: 'Acme Bank',
        triggeredBy: 'sam@example.com',
        source: 'tracker',
        headless: true,
        autoCreateProduct: true,
        autoCreateMission: false,
        needData: { tjm: 650, orderClients: ['Jean Dupont'], consultants: ['u1'] },
      },
    });
    expect(
      buildTrackerWorkflowRequest('salesforce_mission_create', need, 'x').payload.autoCreateProduct,
    ).toBe(false);
  });
});

describe('row actions by status', () => {
  it('follows the status machine, with Start and Retry for a failed request', () => {
    expect(getWorkflowRowActions('NEW')).toEqual(['start', 'delete']);
    expect(getWorkflowRowActions('PENDING')).toEqual(['start', 'cancel', 'delete']);
    expect(getWorkflowRowActions('IN_PROGRESS')).toEqual(['cancel']);
    expect(getWorkflowRowActions('COMPLETED')).toEqual(['delete']);
    expect(getWorkflowRowActions('FAILED')).toEqual(['start', 'retry', 'delete']);
    expect(getWorkflowRowActions('CANCELLED')).toEqual(['start', 'delete']);
  });
});

describe('CRM records of a need', () => {
  it('lists the records that have a link, with their id and creation date', () => {
    expect(
      getCrmRecordLinks({
        opportunitySalesforceUrl: '/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view',
        opportunitySalesforceId: '006AAAAAAAAAAAAAAA',
        opportunityCreatedAt: '2026-11-02T10:00:00.000Z',
        missionSalesforceUrl:
          'https://acme.lightning.force.com/lightning/r/Mission__c/a01BBBBBBBBBBBBBBB/view',
        missionCreatedAt: null,
        propositionSalesforceId: 'a02CCCCCCCCCCCCCCC',
        propositionSalesforceUrl: '  ',
      }),
    ).toEqual([
      {
        label: 'Opportunity',
        id: '006AAAAAAAAAAAAAAA',
        url: '/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view',
        createdAt: '2026-11-02T10:00:00.000Z',
      },
      {
        label: 'Mission',
        id: 'a01BBBBBBBBBBBBBBB',
        url: 'https://acme.lightning.force.com/lightning/r/Mission__c/a01BBBBBBBBBBBBBBB/view',
        createdAt: null,
      },
    ]);
    expect(getCrmRecordLinks({})).toEqual([]);
    expect(getCrmRecordLinks({ missionSalesforceUrl: 'https://crm.example.com/m/1' })).toEqual([
      { label: 'Mission', id: null, url: 'https://crm.example.com/m/1', createdAt: null },
    ]);
  });
});
