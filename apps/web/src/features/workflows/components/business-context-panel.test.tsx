import '../../../i18n/app-catalogs.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/session/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  NEED_ID,
  makeDetail,
  makeRequest,
  renderWorkflows,
  signInAs,
} from '../test/workflow-fixtures.tsx';
import { BusinessContextPanel } from './business-context-panel.tsx';

beforeEach(() => signInAs('Admin'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const withOpportunity = (url: string) =>
  makeDetail(makeRequest(), {
    need: {
      id: NEED_ID,
      title: 'Java developer',
      client: 'Acme Bank',
      tjm: 650,
      column: 'CANDIDATE_IDENTIFIED',
      opportunitySalesforceId: '006AAAAAAAAAAAAAAA',
      opportunitySalesforceUrl: url,
    },
  });

describe('Business context CRM opportunity', () => {
  it("labels an opportunity of the sandbox CRM 'Sandbox CRM'", () => {
    installFakeFetch([]);
    const url = '/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view';
    renderWorkflows(<BusinessContextPanel detail={withOpportunity(url)} />);
    const panel = screen.getByRole('region', { name: 'Business context' });
    expect(within(panel).getByRole('link', { name: '006AAAAAAAAAAAAAAA' })).toHaveAttribute(
      'href',
      url,
    );
    expect(within(panel).getByText('Sandbox CRM')).toBeInTheDocument();
  });

  it('shows a production opportunity without the label', () => {
    installFakeFetch([]);
    renderWorkflows(
      <BusinessContextPanel
        detail={withOpportunity(
          'https://acme.lightning.force.com/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view',
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '006AAAAAAAAAAAAAAA' })).toBeInTheDocument();
    expect(screen.queryByText('Sandbox CRM')).toBeNull();
  });
});
