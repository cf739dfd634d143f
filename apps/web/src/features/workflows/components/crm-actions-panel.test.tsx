import '../../../i18n/app-catalogs.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { clearSession } from '../../../shared/session/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import type { TCrmNeed, TCrmNeedRecords } from '../utils/crm-actions.ts';
import { makeRequest, renderWorkflows, signInAs } from '../test/workflow-fixtures.tsx';
import { CrmActionsPanel } from './crm-actions-panel.tsx';

let seq = 0;
/** Each test its own need: the busy flags outlive a component by design. */
function makeNeed(overrides: Partial<TCrmNeed & TCrmNeedRecords> = {}): TCrmNeed {
  seq += 1;
  return {
    id: `bbbbbbbb-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: 'Java developer',
    client: 'Acme Bank',
    priority: 'P1',
    tjm: 650,
    consultants: ['u1'],
    orderClients: ['Jean Dupont'],
    orderClientsEmail: ['jean@acme.test'],
    column: 'CANDIDATE_IDENTIFIED',
    ...overrides,
  };
}

beforeEach(() => signInAs('Sales'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CRM integration panel', () => {
  it("shows the completeness message and 'Add Data' (the need editor) instead of starting", () => {
    const server = installFakeFetch({});
    const onAddData = vi.fn();
    renderWorkflows(
      <CrmActionsPanel need={makeNeed({ orderClients: [], tjm: 0 })} onAddData={onAddData} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Opportunity' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot create opportunity. Missing required data: order client contacts, TJM (daily rate) above 0. Please add this information first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Data' }));
    expect(onAddData).toHaveBeenCalledTimes(1);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('creates the request, triggers it, says so and goes to /admin/workflows', async () => {
    const need = makeNeed();
    const created = makeRequest();
    const server = installFakeFetch({
      'POST /workflow-requests': () => ({ status: 201, body: { id: created.id } }),
      [`POST /workflow-requests/${created.id}/trigger`]: () => ({
        status: 202,
        body: { id: created.id, flowId: 'rpa_1', status: 'IN_PROGRESS' },
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWorkflows(<CrmActionsPanel need={need} onAddData={() => {}} />, {
      route: `/softeamboard/need/${need.id}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Opportunity' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/workflows'),
    );

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /workflow-requests',
      `POST /workflow-requests/${created.id}/trigger`,
    ]);
    expect(server.requests[0]?.body).toMatchObject({
      type: 'salesforce_opportunity_create',
      payload: {
        needId: need.id,
        source: 'tracker',
        headless: true,
        autoCreateProduct: true,
        autoCreateMission: false,
        triggeredBy: 'ada@example.com',
        needData: { tjm: 650, orderClients: ['Jean Dupont'], consultants: ['u1'] },
      },
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message:
          'Opportunity workflow request created successfully! Redirecting to workflow management...',
      }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Opportunity workflow started' }),
    );
    // The busy flag holds for 5 s: a second click does nothing meanwhile.
    expect(screen.getByRole('button', { name: 'Create Opportunity' })).toBeDisabled();
  });

  it('names a failed creation and does not redirect', async () => {
    const need = makeNeed();
    installFakeFetch({
      'POST /workflow-requests': () => ({ status: 404, body: { detail: 'Need not found' } }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWorkflows(<CrmActionsPanel need={need} onAddData={() => {}} />, {
      route: `/softeamboard/need/${need.id}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Mission' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Failed to create Mission workflow request: Need not found',
        }),
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`/softeamboard/need/${need.id}`);
    expect(screen.getByRole('button', { name: 'Create Mission' })).toBeEnabled();
  });

  it('sends a proposition, which needs a candidate and a TJM, to its detail to be configured', async () => {
    const need = makeNeed();
    const created = makeRequest({ type: 'salesforce_proposition_create' });
    const server = installFakeFetch({
      'POST /workflow-requests': () => ({ status: 201, body: { id: created.id } }),
    });
    renderWorkflows(<CrmActionsPanel need={need} onAddData={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Proposition' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/admin/workflow-requests/${created.id}`,
      ),
    );
    expect(server.count(`POST /workflow-requests/${created.id}/trigger`)).toBe(0);
  });

  it("lists the need's CRM records as links, a sandbox one labelled 'Sandbox CRM'", () => {
    installFakeFetch({});
    const opportunityUrl = '/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view';
    const missionUrl =
      'https://acme.lightning.force.com/lightning/r/Mission__c/a01BBBBBBBBBBBBBBB/view';
    renderWorkflows(
      <CrmActionsPanel
        need={makeNeed({
          opportunitySalesforceUrl: opportunityUrl,
          opportunitySalesforceId: '006AAAAAAAAAAAAAAA',
          opportunityCreatedAt: '2026-11-02T10:00:00.000Z',
          missionSalesforceUrl: missionUrl,
          missionCreatedAt: '2026-11-03T10:00:00.000Z',
        })}
        onAddData={() => {}}
      />,
    );
    const [opportunity, mission] = screen.getAllByTestId('crm-record');
    const link = within(opportunity!).getByRole('link', {
      name: 'Open Opportunity 006AAAAAAAAAAAAAAA in CRM',
    });
    expect(link).toHaveAttribute('href', opportunityUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('006AAAAAAAAAAAAAAA');
    expect(opportunity).toHaveTextContent('Sandbox CRM');
    expect(opportunity).toHaveTextContent('created 11/02/2026');
    expect(
      within(mission!).getByRole('link', { name: 'Open Mission a01BBBBBBBBBBBBBBB in CRM' }),
    ).toHaveAttribute('href', missionUrl);
    // A production record carries no sandbox label.
    expect(mission).not.toHaveTextContent('Sandbox CRM');
    expect(screen.getAllByText('Sandbox CRM')).toHaveLength(1);
  });

  it('shows no CRM records section for a need without CRM links', () => {
    installFakeFetch({});
    renderWorkflows(<CrmActionsPanel need={makeNeed()} onAddData={() => {}} />);
    expect(screen.queryByRole('region', { name: 'CRM records' })).toBeNull();
    expect(screen.queryByText('Sandbox CRM')).toBeNull();
  });

  it('is not shown to a Recruiter', () => {
    signInAs('Recruiter');
    installFakeFetch({});
    renderWorkflows(<CrmActionsPanel need={makeNeed()} onAddData={() => {}} />);
    expect(screen.queryByRole('region', { name: 'CRM integration' })).toBeNull();
  });
});
