import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStep } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { makeStep, renderCandidates, signInAs } from '../test/render-candidates.tsx';
import { StepCard } from './step-card.tsx';

beforeEach(() => signInAs('Admin'));
afterEach(() => vi.unstubAllGlobals());

const stepWith = (propositionUrl: string) =>
  makeStep('CANDIDATE_SENT', { propositionUrl }) as unknown as TStep;

describe('step card proposition link', () => {
  it("labels a proposition in the sandbox CRM 'Sandbox CRM'", () => {
    installFakeFetch([]);
    const url = '/sandbox-crm/lightning/r/Proposition__c/a02CCCCCCCCCCCCCCC/view';
    renderCandidates(<StepCard step={stepWith(url)} readOnly />);
    expect(screen.getByRole('link', { name: 'Proposition' })).toHaveAttribute('href', url);
    expect(screen.getByText('Sandbox CRM')).toBeInTheDocument();
  });

  it('shows a production proposition without the label', () => {
    installFakeFetch([]);
    renderCandidates(
      <StepCard
        step={stepWith('https://acme.lightning.force.com/lightning/r/Proposition__c/a02/view')}
        readOnly
      />,
    );
    expect(screen.getByRole('link', { name: 'Proposition' })).toBeInTheDocument();
    expect(screen.queryByText('Sandbox CRM')).toBeNull();
  });
});

describe('step card comments', () => {
  afterEach(() => activateLocale('en'));

  it("writes the server's automatic comment in French, and a person's comment as typed", async () => {
    installFakeFetch([]);
    await activateLocale('fr');
    const automatic = makeStep('CANDIDATE_SENT', {
      comment: 'Status updated to match need status change',
    }) as unknown as TStep;
    const { unmount } = renderCandidates(<StepCard step={automatic} readOnly />);
    expect(
      screen.getByText('Statut mis à jour pour suivre le changement de statut du besoin'),
    ).toBeInTheDocument();
    unmount();
    const typed = makeStep('CANDIDATE_SENT', { comment: 'Rappelé lundi' }) as unknown as TStep;
    renderCandidates(<StepCard step={typed} readOnly />);
    expect(screen.getByText('Rappelé lundi')).toBeInTheDocument();
  });
});
