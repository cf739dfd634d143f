import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeNeed } from '../utils/need-fixture.ts';
import { EditNeedModal } from './edit-need-modal.tsx';
import { MISSION_URL_WARNING } from '@staffing/domain';

beforeEach(() => {
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
  installFakeFetch([
    route('GET /users', () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, size: 100, pages: 1 },
    })),
  ]);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Edit Need dialog CRM links', () => {
  it("labels a sandbox CRM URL 'Sandbox CRM' beside its field and Open button", async () => {
    const opportunityUrl = '/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view';
    renderWithProviders(
      <EditNeedModal
        need={makeNeed({
          opportunitySalesforceUrl: opportunityUrl,
          missionSalesforceUrl:
            'https://acme.lightning.force.com/lightning/r/Mission__c/a01BBBBBBBBBBBBBBB/view',
        })}
        onClose={() => {}}
      />,
    );
    const opportunity = await screen.findByRole('textbox', { name: 'Opportunity URL' });
    expect(opportunity).toHaveAccessibleDescription('Sandbox CRM');
    expect(screen.getByRole('link', { name: 'Open Opportunity URL' })).toHaveAttribute(
      'href',
      opportunityUrl,
    );
    const mission = screen.getByRole('textbox', { name: 'Mission URL' });
    expect(mission).not.toHaveAccessibleDescription('Sandbox CRM');
    expect(screen.getAllByText('Sandbox CRM')).toHaveLength(1);

    // The label follows what is typed.
    fireEvent.change(mission, {
      target: { value: '/sandbox-crm/lightning/r/Mission__c/a01BBBBBBBBBBBBBBB/view' },
    });
    expect(screen.getAllByText('Sandbox CRM')).toHaveLength(2);
    fireEvent.change(opportunity, { target: { value: '' } });
    expect(screen.getAllByText('Sandbox CRM')).toHaveLength(1);
  });

  it("warns, without refusing, when the mission URL is off the CRM's lightning domain", async () => {
    renderWithProviders(<EditNeedModal need={makeNeed()} onClose={() => {}} />);
    const mission = await screen.findByRole('textbox', { name: 'Mission URL' });
    expect(screen.queryByTestId('mission-url-warning')).toBeNull();
    fireEvent.change(mission, { target: { value: 'https://example.com/missions/42' } });
    expect(mission).toHaveAccessibleDescription(MISSION_URL_WARNING);
    fireEvent.change(mission, {
      target: { value: 'https://acme.lightning.force.com/lightning/r/Mission__c/a01/view' },
    });
    expect(screen.queryByTestId('mission-url-warning')).toBeNull();
  });
});
