import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ZCandidate } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { makeCandidate } from '../test/render-candidates.tsx';
import { CandidateDataProtection } from './candidate-data-protection.tsx';

beforeEach(() => {
  notifications.clean();
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => vi.unstubAllGlobals());

const deadline = '2027-03-12T00:00:00.000Z';
const candidate = ZCandidate.parse(
  makeCandidate({ retentionDeadline: deadline, retentionWarnedAt: '2027-02-10T00:00:00.000Z' }),
);

describe('CandidateDataProtection', () => {
  it('shows the deadline and the warning, and renews with consent and contact today', async () => {
    const server = installFakeFetch({
      [`PATCH /candidates/${candidate.id}`]: () => ({
        status: 200,
        body: { ...candidate, legalBasis: 'consent', retentionWarnedAt: null },
      }),
    });
    renderWithProviders(<CandidateDataProtection candidate={candidate} role="Sales" canMutate />);
    expect(screen.getByTestId('retention-deadline')).toHaveTextContent(
      `Erased on ${formatDate(deadline)} unless renewed`,
    );
    expect(
      screen.getByText('The owner was warned: this profile will be erased soon unless renewed.'),
    ).toBeInTheDocument();
    // Export is the Admin's.
    expect(screen.queryByRole('button', { name: 'Export data (GDPR)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() => {
      const patch = server.requests.find((r) => r.method === 'PATCH');
      expect(patch?.body).toMatchObject({ legalBasis: 'consent' });
      const body = patch?.body as { consentGivenAt: string; lastContactAt: string };
      expect(body.consentGivenAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
      expect(body.lastContactAt).toBe(body.consentGivenAt);
    });
  });

  it('offers the export to Admins only; a Recruiter sees the status alone', () => {
    const { unmount } = renderWithProviders(
      <CandidateDataProtection candidate={candidate} role="Admin" canMutate />,
    );
    expect(screen.getByRole('button', { name: 'Export data (GDPR)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CandidateDataProtection candidate={candidate} role="Recruiter" canMutate={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
