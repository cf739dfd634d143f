import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { NEED_ID, makeCandidate, renderCandidates, signInAs } from '../test/render-candidates.tsx';
import { AddCandidateModal } from './add-candidate-modal.tsx';

const CREATE = `POST /needs/${NEED_ID}/candidates`;

beforeEach(() => signInAs('Sales'));
afterEach(() => vi.unstubAllGlobals());

function open() {
  const onClose = vi.fn();
  renderCandidates(<AddCandidateModal opened needId={NEED_ID} onClose={onClose} />);
  return { onClose, submit: () => screen.getByRole('button', { name: 'Add Candidate' }) };
}

describe('Add New Candidate, manual entry', () => {
  it('keeps submit disabled until name and email are set, then shows the domain messages', async () => {
    const server = installFakeFetch({});
    const { submit } = open();
    expect(screen.getByRole('tab', { name: 'AI Analysis' })).toBeDisabled();
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'J');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Phone/), '0123');
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(server.count(CREATE)).toBe(0);
  });

  it('adds skills with Enter and posts the cleaned body with the no-CV placeholder', async () => {
    const server = installFakeFetch({
      [CREATE]: () => ({ status: 201, body: makeCandidate({ merged: false }) }),
    });
    const { onClose, submit } = open();
    await userEvent.type(screen.getByLabelText(/^Name/), '  Jean Dupont ');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jean@example.com');
    await userEvent.type(
      screen.getByPlaceholderText('Type a skill and press Enter'),
      'Java{Enter}Spring{Enter}',
    );
    await userEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Jean Dupont',
      email: 'jean@example.com',
      skills: ['Java', 'Spring'],
      cvUrl: 'manual-entry-no-cv',
      expectedTjm: null,
      salesforceId: null,
    });
  });

  it('says the data was merged when the e-mail existed, and maps 422', async () => {
    let reply: { status: number; body: unknown } = {
      status: 200,
      body: makeCandidate({ merged: true }),
    };
    installFakeFetch({ [CREATE]: () => reply });
    const { submit } = open();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Jean Dupont');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jean@example.com');
    reply = { status: 422, body: { detail: 'skills: bad' } };
    await userEvent.click(submit());
    expect(
      await screen.findByText('Please check your input data. Some fields may be invalid.'),
    ).toBeInTheDocument();
    reply = { status: 200, body: makeCandidate({ merged: true }) };
    await userEvent.click(submit());
    expect(
      await screen.findByText(
        'A candidate with this email already exists. The data has been merged.',
      ),
    ).toBeInTheDocument();
  });

  it('duplicate tab asks for a selection', async () => {
    installFakeFetch({
      'GET /candidates/all': () => ({
        status: 200,
        body: [makeCandidate({ name: 'Source Person' })],
      }),
    });
    open();
    await userEvent.click(screen.getByRole('tab', { name: 'Duplicate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Candidate' }));
    expect(await screen.findByText('Please select a candidate to duplicate')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /Source Person/ }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Source Person');
  });
});
