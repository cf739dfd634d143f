import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFollowUp } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { FollowUpsPage } from './follow-ups-page.tsx';
import { mailtoHref } from './follow-up-mail-modal.tsx';

const followUp: TFollowUp = {
  needId: '22222222-2222-4222-8222-222222222222',
  needTitle: 'Senior Data Engineer',
  client: 'Acme Bank',
  needColumn: 'CANDIDATE_SENT',
  candidateId: '33333333-3333-4333-8333-333333333333',
  candidateName: 'Grace Hopper',
  stepId: '44444444-4444-4444-8444-444444444444',
  sentAt: '2026-03-04T09:00:00.000Z',
  daysWaiting: 6,
  clientEmail: 'bob@acme.com',
};

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('FollowUpsPage', () => {
  it('lists the pairs and opens the drafted follow-up', async () => {
    const server = installFakeFetch([
      route('GET /follow-ups', () => ({
        status: 200,
        body: { items: [followUp], total: 1, page: 1, size: 50, pages: 1 },
      })),
      route('POST /analysisIA/follow_up_emails/generate', () => ({
        status: 200,
        body: {
          subject: 'Follow-up – Grace Hopper',
          body: 'Hello,\n\nAny news?',
          to: 'bob@acme.com',
          email_content: 'Subject: Follow-up – Grace Hopper\n\nHello,\n\nAny news?',
          message: null,
        },
      })),
    ]);
    renderWithProviders(<FollowUpsPage />, { route: '/follow-ups' });
    const row = await screen.findByTestId('follow-up-row');
    expect(row).toHaveTextContent('Grace Hopper');
    expect(row).toHaveTextContent('Acme Bank');
    expect(within(row).getByText('6 days')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Draft follow-up/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up e-mail for Grace Hopper' });
    expect(await within(dialog).findByTestId('follow-up-email')).toHaveValue('Hello,\n\nAny news?');
    expect(within(dialog).getByRole('link', { name: 'Open in mail app' })).toHaveAttribute(
      'href',
      mailtoHref('bob@acme.com', 'Follow-up – Grace Hopper', 'Hello,\n\nAny news?'),
    );
    const draft = server.requests.find((r) => r.method === 'POST');
    expect(draft).toMatchObject({
      path: '/analysisIA/follow_up_emails/generate',
      body: { needId: followUp.needId, candidateId: followUp.candidateId },
    });
  });

  it('says when there is nothing to follow up', async () => {
    installFakeFetch([
      route('GET /follow-ups', () => ({
        status: 200,
        body: { items: [], total: 0, page: 1, size: 50, pages: 1 },
      })),
    ]);
    renderWithProviders(<FollowUpsPage />, { route: '/follow-ups' });
    expect(await screen.findByText(/Nothing to follow up/)).toBeInTheDocument();
  });
});
