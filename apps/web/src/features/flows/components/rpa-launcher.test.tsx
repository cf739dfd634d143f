import '../../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { TWOFA_VERIFICATION_NEED_ID, type TNeed } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeRpaNeed } from '../test/flow-fixture.ts';
import { RpaLauncher } from './rpa-launcher.tsx';

const complete = makeRpaNeed({
  id: '3f1c2a4e-0000-4000-8000-00000000000a',
  title: 'Java developer',
  client: 'Acme',
  orderClients: ['Paul Buyer'],
  consultants: ['11111111-1111-4111-8111-111111111111'],
  tjm: 600,
});
const bare = makeRpaNeed({
  id: '3f1c2a4e-0000-4000-8000-00000000000b',
  title: 'Data engineer',
  client: 'Globex',
  orderClients: [],
  consultants: [],
  tjm: null,
});
const CANDIDATE = '3f1c2a4e-0000-4000-8000-0000000000c1';
const candidate = {
  id: CANDIDATE,
  name: 'Claire Martin',
  skills: ['Java', 'Spring', 'SQL', 'Kafka'],
  expectedTjm: null,
};
const page = (items: TNeed[]) => ({ items, total: items.length, page: 1, size: 20, pages: 1 });

type TServerOptions = Parameters<typeof installFakeFetch>[0];
function installServer(extra: TServerOptions = {}) {
  return installFakeFetch({
    'GET /needs': () => ({ status: 200, body: page([complete, bare]) }),
    [`GET /needs/${complete.id}/candidates`]: () => ({ status: 200, body: [candidate] }),
    [`GET /needs/${complete.id}/candidates/${CANDIDATE}/latest-step`]: () => ({
      status: 404,
      body: { detail: 'No steps' },
    }),
    ...extra,
  });
}

const launchUrl = (server: ReturnType<typeof installFakeFetch>) =>
  server.fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => u.includes('/admin/flows/rpa/'));

async function openLauncher(onEditNeed = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<RpaLauncher onEditNeed={onEditNeed} />, { route: '/admin/flows' });
  await user.click(screen.getByRole('button', { name: 'Run RPA' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run RPA' });
  return { user, dialog: within(dialog), onEditNeed };
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  option: string | RegExp,
) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  // jsdom has no scrolling; the searchable pickers scroll the active option into view.
  Element.prototype.scrollIntoView ??= () => {};
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('RpaLauncher', () => {
  it("checks the form with the spec's messages, then launches a proposition", async () => {
    const server = installServer({
      [`POST /admin/flows/rpa/proposition/${complete.id}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_new_1' },
      }),
    });
    const { user, dialog } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), 'Proposition');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please select a Need');

    await pick(user, dialog.getByRole('textbox', { name: 'Need' }), 'Java developer — Acme');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please select a candidate for proposition creation',
    );

    // The picker shows each candidate with 3 skills.
    await user.click(dialog.getByRole('textbox', { name: 'Candidate' }));
    const option = await screen.findByRole('option', { name: /Claire Martin/, hidden: true });
    expect(option).toHaveTextContent('Java · Spring · SQL');
    expect(option).not.toHaveTextContent('Kafka');
    await user.click(option);
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please enter a valid expected TJM (greater than 0)',
    );

    await user.type(dialog.getByRole('textbox', { name: 'Expected TJM (€/day)' }), '610.5');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(
      await screen.findByText('RPA flow proposition started successfully! Flow ID: rpa_new_1'),
    ).toBeInTheDocument();
    expect(launchUrl(server)).toEqual([
      `/api/v1/admin/flows/rpa/proposition/${complete.id}?headless=true`,
    ]);
    expect(server.requests.find((r) => r.path.includes('/rpa/'))?.body).toEqual({
      candidateId: CANDIDATE,
      expectedTjm: 610.5,
    });

    // After the launch, the new run can be watched live.
    await user.click(dialog.getByRole('button', { name: 'Watch Live' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run RPA' })).toBeNull());
  });

  it('suggests the latest interview as the slot and sends it with headless off', async () => {
    const at = '2026-03-10T09:30:00';
    const server = installServer({
      [`GET /needs/${complete.id}/candidates/${CANDIDATE}/latest-step`]: () => ({
        status: 200,
        body: { type: 'CANDIDATE_INTERVIEW', detailCandidateInterview: { interviewDate: at } },
      }),
      [`POST /admin/flows/rpa/presentation/${complete.id}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_pres' },
      }),
    });
    const { user, dialog } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), 'Presentation');
    await pick(user, dialog.getByRole('textbox', { name: 'Need' }), 'Java developer — Acme');
    await pick(user, dialog.getByRole('textbox', { name: 'Candidate' }), /Claire Martin/);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Interview date/ })).toHaveValue('10/03/2026'),
    );
    expect(dialog.getByRole('textbox', { name: /Interview time/ })).toHaveValue('09:30');
    await user.clear(dialog.getByRole('textbox', { name: /Interview time/ }));
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please ensure interview date and time are filled',
    );
    await user.type(dialog.getByRole('textbox', { name: /Interview time/ }), '15:00');
    await user.click(dialog.getByRole('checkbox', { name: /Headless/ }));
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    await screen.findByText('RPA flow presentation started successfully! Flow ID: rpa_pres');
    expect(launchUrl(server)[0]).toMatch(/\?headless=false$/);
    expect(server.requests.find((r) => r.path.includes('/rpa/'))?.body).toEqual({
      candidateId: CANDIDATE,
      interviewDate: '10/03/2026',
      interviewTime: '15:00',
    });
  });

  it("offers 'Add Data' for a need that lacks CRM data, and launches once it is complete", async () => {
    const server = installServer({
      [`POST /admin/flows/rpa/opportunity/${bare.id}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_opp' },
      }),
    });
    const { user, dialog, onEditNeed } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Need' }), 'Data engineer — Globex');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      /^Cannot create opportunity\. Missing required data: .+\. Please add this information first\./,
    );
    expect(launchUrl(server)).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Add Data' }));
    expect(onEditNeed).toHaveBeenCalledWith(bare, expect.any(Function));
    const onSaved = onEditNeed.mock.calls[0]![1] as (need: TNeed) => void;
    onSaved({ ...bare, orderClients: ['Paul'], consultants: ['u1'], tjm: 550 });
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    await screen.findByText('RPA flow opportunity started successfully! Flow ID: rpa_opp');
  });

  it('opens the need editor first for a product without TJM and launches once it is set', async () => {
    const server = installServer({
      [`POST /admin/flows/rpa/product/${bare.id}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_prod' },
      }),
    });
    const { user, dialog, onEditNeed } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), 'Product');
    await pick(user, dialog.getByRole('textbox', { name: 'Need' }), 'Data engineer — Globex');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(onEditNeed).toHaveBeenCalledTimes(1);
    expect(launchUrl(server)).toEqual([]);

    // Saved without a TJM: nothing starts.
    (onEditNeed.mock.calls[0]![1] as (need: TNeed) => void)({ ...bare, title: 'Data eng.' });
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(onEditNeed).toHaveBeenCalledTimes(2);
    // Saved with one: the launch goes on by itself.
    (onEditNeed.mock.calls[1]![1] as (need: TNeed) => void)({ ...bare, tjm: 480 });
    await screen.findByText('RPA flow product started successfully! Flow ID: rpa_prod');
    expect(launchUrl(server)).toHaveLength(1);
  });

  it("shows the server's detail, else 'Failed to launch RPA flow'", async () => {
    let calls = 0;
    installServer({
      [`POST /admin/flows/rpa/mission/${complete.id}`]: () =>
        ++calls === 1
          ? { status: 400, body: { detail: 'Invalid RPA action: mission' } }
          : { status: 500, body: {} },
    });
    const { user, dialog } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), 'Mission');
    await pick(user, dialog.getByRole('textbox', { name: 'Need' }), 'Java developer — Acme');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid RPA action: mission');
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Failed to launch RPA flow'),
    );
  });

  it('runs the 2FA device check on the fixed need id with a visible browser', async () => {
    const server = installServer({
      [`POST /admin/flows/rpa/twofa_verification/${TWOFA_VERIFICATION_NEED_ID}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_2fa' },
      }),
    });
    const { user, dialog } = await openLauncher();
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), /2FA device check/);
    expect(dialog.queryByRole('textbox', { name: 'Need' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Launch' }));
    await screen.findByText('RPA flow twofa_verification started successfully! Flow ID: rpa_2fa');
    expect(launchUrl(server)).toEqual([
      `/api/v1/admin/flows/rpa/twofa_verification/${TWOFA_VERIFICATION_NEED_ID}?headless=false`,
    ]);
  });

  it('launches one action on several needs, one after the other unless concurrent', async () => {
    const other = { ...complete, id: '3f1c2a4e-0000-4000-8000-00000000000c', title: 'QA lead' };
    const server = installServer({
      'GET /needs': () => ({ status: 200, body: page([complete, other, bare]) }),
      'POST /admin/flows/rpa/batch': () => ({
        status: 202,
        body: {
          flows: [
            { flow_id: 'rpa_b1', action: 'mission', needId: complete.id },
            { flow_id: 'rpa_b2', action: 'mission', needId: other.id },
          ],
        },
      }),
    });
    const { user, dialog } = await openLauncher();
    await user.click(dialog.getByText('Batch'));
    await user.click(dialog.getByRole('button', { name: 'Launch batch' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please select a Need');
    await pick(user, dialog.getByRole('textbox', { name: 'Action' }), 'Mission');
    const needs = dialog.getByRole('textbox', { name: 'Needs' });
    await pick(user, needs, 'Java developer — Acme');
    await pick(user, needs, 'QA lead — Acme');
    expect(dialog.getByRole('checkbox', { name: /Concurrent/ })).not.toBeChecked();
    expect(dialog.getByText(/the runs go one after the other/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Launch 2 runs' }));

    const started = await dialog.findByRole('list', { name: 'Started runs' });
    expect(within(started).getByText('rpa_b1')).toBeInTheDocument();
    expect(within(started).getByText('rpa_b2')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/admin/flows/rpa/batch')?.body).toEqual({
      flows: [
        { action: 'mission', needId: complete.id },
        { action: 'mission', needId: other.id },
      ],
      headless: true,
      concurrent: false,
    });
  });
});
