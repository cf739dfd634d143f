import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFollowUp } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { FollowUpsPage } from './follow-ups-page.tsx';

const followUp: TFollowUp = {
  needId: '22222222-2222-4222-8222-222222222222',
  needTitle: 'Ingénieur data senior',
  client: 'Acme Bank',
  needColumn: 'CANDIDATE_SENT',
  candidateId: '33333333-3333-4333-8333-333333333333',
  candidateName: 'Grace Hopper',
  stepId: '44444444-4444-4444-8444-444444444444',
  sentAt: '2026-11-25',
  daysWaiting: 6,
  clientEmail: 'bob@acme.com',
};

beforeEach(async () => {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
  vi.unstubAllGlobals();
});

describe('FollowUpsPage in French', () => {
  it('lists the pairs to follow up in French, with French dates', async () => {
    installFakeFetch([
      route('GET /follow-ups', () => ({
        status: 200,
        body: { items: [followUp], total: 1, page: 1, size: 50, pages: 1 },
      })),
    ]);
    renderWithProviders(<FollowUpsPage />);
    expect(await screen.findByRole('heading', { name: 'À relancer' })).toBeInTheDocument();
    const row = await screen.findByTestId('follow-up-row');
    expect(screen.getByRole('columnheader', { name: 'Candidat' })).toBeInTheDocument();

    expect(within(row).getByText('25/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('6 jours')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Rédiger la relance pour Grace Hopper' }),
    ).toBeVisible();
  });
});
