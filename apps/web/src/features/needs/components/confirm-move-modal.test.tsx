import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeNeed } from '../utils/need-fixture.ts';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';

const need = makeNeed({ id: '33333333-3333-4333-8333-333333333333', title: 'Kotlin dev' });
const ANN = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const CY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const step = (candidateId: string, type: string, createdAt: string) => ({
  id: `${candidateId.slice(0, 4)}-${type}`,
  needId: need.id,
  candidateId,
  type,
  createdAt,
});

beforeEach(() => {
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Confirm Move', () => {
  it('says which candidates get which step, and an unticked one is left out of the move', async () => {
    installFakeFetch({
      [`GET /needs/${need.id}/candidates`]: () => ({
        status: 200,
        body: [
          { id: ANN, name: 'Ann Lee' },
          { id: BOB, name: 'Bob Stone' },
          { id: CY, name: 'Cy Interview' },
        ],
      }),
      'GET /steps/all': () => ({
        status: 200,
        body: [
          step(ANN, 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
          step(BOB, 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
          step(CY, 'CANDIDATE_IDENTIFIED', '2026-01-01T00:00:00Z'),
          step(CY, 'CANDIDATE_INTERVIEW', '2026-01-02T00:00:00Z'),
        ],
      }),
    });
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmMoveModal
        pending={{ need, from: 'CANDIDATE_IDENTIFIED', to: 'CANDIDATE_SENT' }}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(
      await screen.findByText('2 candidates will get a Candidate Sent step'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ann Lee: Candidate Sent' })).toBeChecked();
    expect(screen.queryByText(/Cy Interview/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Bob Stone: Candidate Sent' }));
    expect(screen.getByText('1 candidate will get a Candidate Sent step')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Move' }));
    expect(onConfirm).toHaveBeenCalledWith([BOB]);
  });

  it('reads nothing for a column that gives no step', async () => {
    const server = installFakeFetch({});
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmMoveModal
        pending={{ need, from: 'CANDIDATE_SENT', to: 'FROZEN' }}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Move' }));
    expect(onConfirm).toHaveBeenCalledWith([]);
    await waitFor(() => expect(server.requests).toEqual([]));
    expect(screen.queryByTestId('move-steps')).not.toBeInTheDocument();
  });
});
