import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCandidate } from '@staffing/domain';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  CANDIDATE_ID,
  makeCandidate,
  renderCandidates,
  signInAs,
} from '../test/render-candidates.tsx';
import { EditCandidateModal } from './edit-candidate-modal.tsx';

const PATCH = `PATCH /candidates/${CANDIDATE_ID}`;
const GET = `GET /candidates/${CANDIDATE_ID}`;

beforeEach(() => signInAs('Sales'));
afterEach(() => vi.unstubAllGlobals());

describe('Edit Candidate', () => {
  it('is Complete AI Analysis when the e-mail is missing and CV analysis exists', () => {
    installFakeFetch({});
    const candidate = makeCandidate({
      email: null,
      cvAnalysisStatus: 'READY',
      cvRole: 'Data Engineer',
    }) as unknown as TCandidate;
    renderCandidates(<EditCandidateModal candidate={candidate} onClose={() => {}} />);
    expect(screen.getByText('Complete AI Analysis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeInTheDocument();
  });

  it('validates with the domain messages and keeps the input on a 409, then saves over the latest version', async () => {
    let patches = 0;
    const server = installFakeFetch({
      [PATCH]: () => {
        patches += 1;
        return patches === 1
          ? {
              status: 409,
              body: {
                detail:
                  'This candidate was changed by someone else. Reload it to see the latest version.',
                code: 'STALE_UPDATE',
              },
            }
          : { status: 200, body: makeCandidate({ cvCity: 'Lyon', version: 3 }) };
      },
      [GET]: () => ({ status: 200, body: makeCandidate({ version: 2 }) }),
    });
    const onClose = vi.fn();
    renderCandidates(
      <EditCandidateModal candidate={makeCandidate() as unknown as TCandidate} onClose={onClose} />,
    );
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Update Candidate' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'jean@example.com');
    await userEvent.type(screen.getByLabelText('City'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Update Candidate' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(server.requests[0]?.body).toMatchObject({
      version: 1,
      cvCity: 'Lyon',
      email: 'jean@example.com',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save my changes anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.filter((r) => r.method === 'PATCH')[1]?.body).toMatchObject({
      version: 2,
      cvCity: 'Lyon',
    });
    expect(
      await screen.findByText('Candidate information updated successfully!'),
    ).toBeInTheDocument();
  });
});
