import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('lets an Admin erase the candidate with the reason and the legal basis, once confirmed', async () => {
    const server = installFakeFetch({
      [`POST /candidates/${candidate.id}/erase`]: () => ({
        status: 200,
        body: { id: candidate.id, erasedAt: new Date().toISOString(), filesDeleted: 0 },
      }),
    });
    // jsdom has no layout: the legal basis list scrolls its option into view.
    Element.prototype.scrollIntoView ??= () => {};
    const onErased = vi.fn();
    renderWithProviders(
      <CandidateDataProtection candidate={candidate} role="Admin" canMutate onErased={onErased} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erase data (GDPR)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase this candidate (right to erasure)',
    });
    const submit = within(dialog).getByRole('button', { name: 'Erase for good' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Legal basis' }));
    await userEvent.click(
      await within(dialog).findByRole('option', {
        name: 'Objection to processing (art. 17(1)(c))',
        hidden: true,
      }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by phone');
    expect(submit).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I understand the erasure cannot be undone' }),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ reason: 'Asked by phone (GDPR art. 17(1)(c))' });
  });

  it('never offers the erasure to Sales', () => {
    renderWithProviders(<CandidateDataProtection candidate={candidate} role="Sales" canMutate />);
    expect(screen.queryByRole('button', { name: 'Erase data (GDPR)' })).toBeNull();
  });
});
