import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CrmLink, SandboxCrmBadge } from './crm-link.tsx';

const renderIn = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('CRM links', () => {
  it("labels a link into the sandbox CRM 'Sandbox CRM'", () => {
    renderIn(
      <CrmLink href="/sandbox-crm/lightning/r/Opportunity/006AAAAAAAAAAAAAAA/view">
        006AAAAAAAAAAAAAAA
      </CrmLink>,
    );
    const link = screen.getByRole('link', { name: '006AAAAAAAAAAAAAAA' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Sandbox CRM')).toBeInTheDocument();
  });

  it('says nothing more beside a production link, and nothing at all without a URL', () => {
    renderIn(
      <>
        <CrmLink href="https://acme.lightning.force.com/lightning/r/Opportunity/006A/view">
          Opportunity
        </CrmLink>
        <SandboxCrmBadge url={null} />
        <SandboxCrmBadge url="" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Opportunity' })).toBeInTheDocument();
    expect(screen.queryByText('Sandbox CRM')).toBeNull();
  });
});
