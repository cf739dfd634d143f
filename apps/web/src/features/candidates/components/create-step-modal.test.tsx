import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  CANDIDATE_ID,
  NEED_ID,
  makeStep,
  renderCandidates,
  signInAs,
} from '../test/render-candidates.tsx';
import { CreateStepModal } from './create-step-modal.tsx';

const STEPS = `GET /steps/process/${NEED_ID}/${CANDIDATE_ID}/steps`;
const CREATE = `POST /steps/process/${NEED_ID}/${CANDIDATE_ID}/steps`;

beforeEach(() => signInAs('Admin'));
afterEach(() => vi.unstubAllGlobals());

function open() {
  const onClose = vi.fn();
  renderCandidates(
    <CreateStepModal
      opened
      needId={NEED_ID}
      candidateId={CANDIDATE_ID}
      candidateName="Jean Dupont"
      onClose={onClose}
    />,
  );
  return { onClose };
}

async function typeSelectOptions() {
  await userEvent.click(await screen.findByRole('textbox', { name: /Step Type/ }));
  return (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
}

describe('Add New Step modal', () => {
  it('offers only the allowed types, preselects the first and shows current and next', async () => {
    installFakeFetch({
      [STEPS]: () => ({
        status: 200,
        body: [
          makeStep('CANDIDATE_IDENTIFIED'),
          makeStep('CANDIDATE_SENT', { date: '2026-01-11T10:00:00.000Z' }),
        ],
      }),
    });
    open();
    expect(await screen.findByRole('textbox', { name: /Step Type/ })).toHaveValue(
      'Push CV to Client',
    );
    expect(
      screen.getByText('Candidate Sent', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(await typeSelectOptions()).toEqual([
      'Push CV to Client',
      'Candidate Interview',
      'GO/NOGO',
      'Sale',
    ]);
  });

  it('shows the detail messages beside their fields and keeps input on a server error', async () => {
    const server = installFakeFetch({
      [STEPS]: () => ({ status: 200, body: [makeStep('CANDIDATE_IDENTIFIED')] }),
      [CREATE]: () => ({
        status: 409,
        body: {
          detail: 'Step type CANDIDATE_SENT already exists for this candidate',
          code: 'DUPLICATE_STEP',
        },
      }),
    });
    open();
    await typeSelectOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Candidate Sent', hidden: true }));
    expect(screen.getByLabelText(/Mail Sent Date/)).toHaveValue(
      new Date().toISOString().slice(0, 10),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(screen.getByText('Client name is required for candidate sent step')).toBeInTheDocument();
    expect(
      screen.getByText('Client email is required for candidate sent step'),
    ).toBeInTheDocument();
    expect(server.count(CREATE)).toBe(0);

    await userEvent.type(screen.getByLabelText(/Client Name/), 'Bob');
    await userEvent.type(screen.getByLabelText(/Client Email/), 'bob@acme.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create step: Step type CANDIDATE_SENT already exists for this candidate',
    );
    expect(screen.getByLabelText(/Client Name/)).toHaveValue('Bob');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'CANDIDATE_SENT',
      comment: null,
      propositionUrl: null,
      detailCandidateSent: { clientName: 'Bob', clientEmail: 'bob@acme.com' },
    });
  });

  it('offers only Candidate Identified when the steps cannot be loaded', async () => {
    installFakeFetch({ [STEPS]: () => ({ status: 500, body: { detail: 'boom' } }) });
    open();
    expect(
      await screen.findByText(
        'Steps could not be loaded: only Candidate Identified can be created.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await typeSelectOptions()).toEqual(['Candidate Identified']);
  });

  it('warns when no type may be created', async () => {
    const all = [
      'CANDIDATE_IDENTIFIED',
      'PUSH',
      'CANDIDATE_SENT',
      'CANDIDATE_INTERVIEW',
      'GO_NOGO',
      'SALE',
    ];
    installFakeFetch({ [STEPS]: () => ({ status: 200, body: all.map((t) => makeStep(t)) }) });
    open();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('your role may not permit creating steps at this stage');
    expect(within(document.body).getByRole('button', { name: 'Create Step' })).toBeDisabled();
  });

  it('creates the step and closes', async () => {
    const server = installFakeFetch({
      [STEPS]: () => ({ status: 200, body: [] }),
      [CREATE]: () => ({ status: 201, body: makeStep('CANDIDATE_IDENTIFIED') }),
    });
    const { onClose } = open();
    expect(await screen.findByRole('textbox', { name: /Step Type/ })).toHaveValue(
      'Candidate Identified',
    );
    await userEvent.type(screen.getByLabelText('Comment'), 'Found on LinkedIn');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'CANDIDATE_IDENTIFIED',
      comment: 'Found on LinkedIn',
    });
  });

  it('preselects no GO/NOGO decision: a first click only shows what is missing', async () => {
    const server = installFakeFetch({
      [STEPS]: () => ({ status: 200, body: [makeStep('CANDIDATE_IDENTIFIED')] }),
    });
    open();
    await typeSelectOptions();
    await userEvent.click(screen.getByRole('option', { name: 'GO/NOGO', hidden: true }));
    expect(screen.getByRole('textbox', { name: /Decision/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(screen.getByText('Decision is required')).toBeInTheDocument();
    expect(server.count(CREATE)).toBe(0);
  });

  it("starts a Sale at the need's TJM, then offers Mark as Sold at once", async () => {
    const server = installFakeFetch({
      [STEPS]: () => ({ status: 200, body: [makeStep('CANDIDATE_IDENTIFIED')] }),
      [`GET /needs/${NEED_ID}`]: () => ({
        status: 200,
        body: { id: NEED_ID, title: 'Java', column: 'CANDIDATE_IDENTIFIED', tjm: 650 },
      }),
      [CREATE]: () => ({ status: 201, body: makeStep('SALE') }),
      [`PATCH /needs/${NEED_ID}/column`]: () => ({
        status: 200,
        body: { id: NEED_ID, title: 'Java', column: 'SALE', tjm: 650 },
      }),
    });
    const { onClose } = open();
    await waitFor(() => expect(server.count(`GET /needs/${NEED_ID}`)).toBe(1));
    await typeSelectOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Sale', hidden: true }));
    expect(screen.getByLabelText(/TJM/)).toHaveValue(650);
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      type: 'SALE',
      detailSale: { tjm: 650 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() => expect(server.count(`PATCH /needs/${NEED_ID}/column`)).toBe(1));
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ column: 'SALE' });
    expect(await screen.findByText('Need marked as SOLD successfully!')).toBeInTheDocument();
  });
});
