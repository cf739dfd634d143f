import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { LEGAL_BASES, LEGAL_BASIS_LABELS, type TGdprRegister } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import '../../../i18n/app-catalogs.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { GdprRegisterPage, upcomingWithin } from './gdpr-register-page.tsx';

beforeEach(() => {
  notifications.clean();
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const register: TGdprRegister = {
  counts: { consent: 4, legitimate_interest: 7 },
  upcoming: [
    {
      candidateId: 'c1',
      name: 'Soon Person',
      legalBasis: 'legitimate_interest',
      retentionDeadline: inDays(20),
      retentionWarnedAt: inDays(-1),
    },
    {
      candidateId: 'c2',
      name: 'Later Person',
      legalBasis: 'consent',
      retentionDeadline: inDays(60),
      retentionWarnedAt: null,
    },
  ],
  erasures: [
    {
      at: inDays(-2),
      by: null,
      reason: 'retention deadline reached',
      basis: 'legitimate_interest',
      deadline: inDays(-2),
    },
  ],
  durations: { noConsentMonths: 3, consentMonths: 24, warnDays: 30 },
};

describe('GdprRegisterPage', () => {
  it('shows counts, upcoming erasures by period and erasures done, and runs retention', async () => {
    const server = installFakeFetch([
      route('GET /gdpr/register', () => ({ status: 200, body: register })),
      route('POST /gdpr/retention/run', () => ({ status: 202, body: { flowId: 'flow_1' } })),
    ]);
    renderWithProviders(<GdprRegisterPage />, { route: '/admin/gdpr' });
    expect(await screen.findByTestId('gdpr-count-consent')).toHaveTextContent('4');
    expect(screen.getByTestId('gdpr-count-legitimate_interest')).toHaveTextContent('7');

    const upcoming = screen.getByRole('table', { name: 'Upcoming erasures' });
    expect(within(upcoming).getAllByTestId('gdpr-upcoming-row')).toHaveLength(1);
    expect(within(upcoming).getByText('Soon Person')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Next 90 days'));
    expect(
      within(screen.getByRole('table', { name: 'Upcoming erasures' })).getAllByTestId(
        'gdpr-upcoming-row',
      ),
    ).toHaveLength(2);

    const done = screen.getByRole('table', { name: 'Erasures done' });
    expect(within(done).getByText('Retention job')).toBeInTheDocument();
    expect(within(done).getByText('retention deadline reached')).toBeInTheDocument();
    expect(
      screen.getByText(
        '3 months after a process without consent, 24 months after the last contact with consent; owners warned 30 days before.',
      ),
    ).toBeInTheDocument();
    for (const basis of LEGAL_BASES)
      expect(screen.getAllByText(LEGAL_BASIS_LABELS[basis]).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Run retention now' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(
      await screen.findByText('Retention run queued: follow it in Flow Administration'),
    ).toBeInTheDocument();
  });

  it('filters upcoming erasures by days ahead', () => {
    expect(upcomingWithin(register, 30).map((u) => u.candidateId)).toEqual(['c1']);
    expect(upcomingWithin(register, 90)).toHaveLength(2);
  });

  it('speaks French: title, legal bases, durations and dates', async () => {
    const upcoming = register.upcoming[0]!;
    installFakeFetch([
      route('GET /gdpr/register', () => ({
        status: 200,
        body: {
          ...register,
          upcoming: [{ ...upcoming, retentionWarnedAt: '2026-11-25T12:00:00.000Z' }],
        },
      })),
    ]);
    await activateLocale('fr');
    try {
      renderWithProviders(<GdprRegisterPage />, { route: '/admin/gdpr' });
      const table = await screen.findByRole('table', { name: 'Effacements à venir' });
      expect(screen.getByRole('heading', { name: 'Registre RGPD' })).toBeInTheDocument();
      expect(within(table).getByText('Intérêt légitime')).toBeInTheDocument();
      expect(within(table).getByText('Prévenu le 25/11/2026')).toBeInTheDocument();
      expect(screen.getByText(/^3 mois après un processus sans consentement/)).toBeInTheDocument();
      expect(screen.getByText('30 prochains jours')).toBeInTheDocument();
      const done = screen.getByRole('table', { name: 'Effacements effectués' });
      expect(within(done).getByText('Purge automatique')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
