import '../../../i18n/app-catalogs.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKFLOW_MESSAGES } from '@staffing/domain';
import { clearSession, getSessionSnapshot } from '../../../shared/session/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  CANDIDATE_ID,
  NEED_ID,
  makeDetail,
  makeRequest,
  renderWorkflows,
  signInAs,
  startLive,
} from '../test/workflow-fixtures.tsx';
import { WorkflowRequestDetail } from './workflow-request-detail.tsx';

beforeEach(() => signInAs('Admin'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Workflow request detail', () => {
  it("reads 'Workflow request not found' for a missing request", async () => {
    installFakeFetch({
      'GET /workflow-requests/missing': () => ({
        status: 404,
        body: { detail: 'Workflow request not found' },
      }),
    });
    renderWorkflows(<WorkflowRequestDetail id="missing" />);
    expect(await screen.findByText('Workflow request not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to workflow requests' })).toBeInTheDocument();
  });

  it('shows the business context, the payload, the actions and Watch Live for a running RPA flow', async () => {
    const request = makeRequest({
      status: 'IN_PROGRESS',
      attempts: 1,
      flowId: 'rpa_live1',
      type: 'salesforce_proposition_create',
      payload: {
        needId: NEED_ID,
        needTitle: 'Java developer',
        clientName: 'Acme Bank',
        candidateId: CANDIDATE_ID,
        candidateName: 'Cleo Martin',
        expectedTjm: 610,
      },
    });
    installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({
        status: 200,
        body: makeDetail(request, {
          candidate: {
            id: CANDIDATE_ID,
            name: 'Cleo Martin',
            email: 'cleo@example.com',
            salesforceId: null,
          },
        }),
      }),
      [`GET /needs/${NEED_ID}/candidates`]: () => ({ status: 200, body: [] }),
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);

    const context = within(await screen.findByRole('region', { name: 'Business context' }));
    expect(context.getByRole('link', { name: 'Java developer' })).toHaveAttribute(
      'href',
      `/softeamboard/need/${NEED_ID}`,
    );
    expect(context.getByText('Acme Bank')).toBeInTheDocument();
    expect(context.getByText('cleo@example.com')).toBeInTheDocument();
    expect(context.getByText('€650.00/day')).toBeInTheDocument();
    expect(context.getByText('€610.00/day')).toBeInTheDocument();
    expect(screen.getByLabelText('Payload JSON')).toHaveTextContent('"expectedTjm": 610');

    const actions = within(screen.getByRole('group', { name: 'Actions' }));
    expect(actions.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(actions.getByRole('link', { name: 'Watch Live' })).toHaveAttribute(
      'href',
      '/admin/flows?flow=rpa_live1&live=1',
    );
    // A running request's configuration is locked.
    expect(
      screen.getByText('Cannot edit the payload of a workflow request that is IN_PROGRESS'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Expected TJM (€/day)' })).toBeDisabled();
  });

  it('offers no Watch Live to Sales (Flow Administration is Admin only)', async () => {
    signInAs('Sales');
    const request = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_live2' });
    installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(request) }),
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    await screen.findByRole('region', { name: 'Business context' });
    expect(screen.queryByRole('link', { name: 'Watch Live' })).toBeNull();
  });

  it('offers Watch Live to the Sales user on their own running request, read-only in place', async () => {
    signInAs('Sales');
    const me = getSessionSnapshot().user!;
    const request = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_mine', createdBy: me.id });
    installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(request) }),
    });
    const watched: string[] = [];
    renderWorkflows(
      <WorkflowRequestDetail
        id={request.id}
        renderWatchLive={({ flowId }) => {
          watched.push(flowId);
          return <section aria-label={`Viewer of ${flowId}`} />;
        }}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Watch Live' });
    expect(screen.queryByRole('link', { name: 'Watch Live' })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('region', { name: 'Viewer of rpa_mine' })).toBeInTheDocument();
    expect(watched.at(-1)).toBe('rpa_mine');
  });

  it('shows Sales no raw payload and no hand-set status or last error', async () => {
    signInAs('Sales');
    const request = makeRequest({ status: 'FAILED', lastError: 'CRM refused' });
    installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(request) }),
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    await screen.findByRole('region', { name: 'Business context' });
    expect(screen.queryByRole('region', { name: 'Payload' })).toBeNull();
    const form = screen.getByRole('region', { name: 'Edit workflow request' });
    expect(within(form).queryByRole('textbox', { name: 'Status' })).toBeNull();
    expect(within(form).queryByRole('textbox', { name: 'Last error' })).toBeNull();
  });

  it('configures a proposition: the spec messages until a candidate and TJM are set, then a PATCH of what changed', async () => {
    const user = userEvent.setup();
    const request = makeRequest({ type: 'salesforce_proposition_create', status: 'NEW' });
    const server = installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(request) }),
      [`GET /needs/${NEED_ID}/candidates`]: () => ({
        status: 200,
        body: [
          { id: CANDIDATE_ID, name: 'Cleo Martin', skills: ['Java', 'Spring', 'SQL', 'Kafka'] },
        ],
      }),
      [`PATCH /workflow-requests/${request.id}`]: ({ body }) => ({
        status: 200,
        body: {
          ...request,
          updatedAt: '2026-02-01T10:30:00.000Z',
          payload: { ...request.payload, ...(body as { payload: object }).payload },
        },
      }),
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    const form = within(await screen.findByRole('region', { name: 'Edit workflow request' }));
    expect(form.getByText('Candidate name is required')).toBeInTheDocument();
    expect(form.getByText('Valid TJM is required')).toBeInTheDocument();

    await user.click(form.getByRole('textbox', { name: 'Candidate' }));
    await user.click(
      await screen.findByRole('option', { name: 'Cleo Martin (Java, Spring, SQL)', hidden: true }),
    );
    const save = form.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await user.type(form.getByRole('spinbutton', { name: 'Expected TJM (€/day)' }), '620');
    expect(form.queryByText('Valid TJM is required')).toBeNull();
    await user.click(save);

    await waitFor(() => expect(server.count(`PATCH /workflow-requests/${request.id}`)).toBe(1));
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      payload: { candidateId: CANDIDATE_ID, candidateName: 'Cleo Martin', expectedTjm: 620 },
      version: request.version,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Payload JSON')).toHaveTextContent('"expectedTjm": 620'),
    );
  });

  it('sets status and last error through the edit form and shows a refusal', async () => {
    const user = userEvent.setup();
    const request = makeRequest({ status: 'FAILED', lastError: 'Timeout' });
    const server = installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(request) }),
      [`PATCH /workflow-requests/${request.id}`]: () => ({
        status: 409,
        body: { detail: 'Stale request' },
      }),
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    const form = within(await screen.findByRole('region', { name: 'Edit workflow request' }));
    await user.click(form.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending', hidden: true }));
    await user.clear(form.getByRole('textbox', { name: 'Last error' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(
      await form.findByText('Failed to update workflow request: Stale request'),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      status: 'PENDING',
      lastError: null,
      version: request.version,
    });
  });

  it('keeps the input when someone else changed the request, and saves on the latest after Reload', async () => {
    const user = userEvent.setup();
    const request = makeRequest({ status: 'FAILED', lastError: 'Timeout', version: 3 });
    const newer = { ...request, lastError: 'Timeout (seen by Sam)', version: 4 };
    let reads = 0;
    const server = installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => {
        reads += 1;
        return { status: 200, body: makeDetail(reads === 1 ? request : newer) };
      },
      [`PATCH /workflow-requests/${request.id}`]: ({ body }) =>
        (body as { version: number }).version === 4
          ? { status: 200, body: { ...newer, status: 'PENDING', version: 5 } }
          : {
              status: 409,
              body: { detail: WORKFLOW_MESSAGES.stale, code: 'STALE_UPDATE', currentVersion: 4 },
            },
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    const form = within(await screen.findByRole('region', { name: 'Edit workflow request' }));
    await user.click(form.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending', hidden: true }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText(WORKFLOW_MESSAGES.stale)).toBeInTheDocument();
    // The typed value is still there.
    expect(form.getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');

    await user.click(form.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(form.queryByText(WORKFLOW_MESSAGES.stale)).toBeNull());
    expect(form.getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.count(`PATCH /workflow-requests/${request.id}`)).toBe(2));
    expect(server.requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toMatchObject({
      status: 'PENDING',
      version: 4,
    });
  });

  it('follows its request live: a completion arrives without a reload', async () => {
    const live = await startLive();
    try {
      const request = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_9' });
      const server = installFakeFetch({
        [`GET /workflow-requests/${request.id}`]: () => ({
          status: 200,
          body: makeDetail(request),
        }),
      });
      renderWorkflows(<WorkflowRequestDetail id={request.id} />, { connection: live.connection });
      await screen.findByRole('region', { name: 'Business context' });
      await act(() => live.connection.connect());
      live.send(
        'workflow_request_updated',
        { ...request, status: 'COMPLETED', updatedAt: '2026-02-01T10:20:00.000Z' },
        request.id,
      );
      await waitFor(() =>
        expect(screen.getAllByTestId('workflow-status')[0]).toHaveTextContent('Completed'),
      );
      expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(server.count(`GET /workflow-requests/${request.id}`)).toBe(1);
    } finally {
      await live.stop();
    }
  });

  it('a refused start shows the request FAILED with its error at once, offering Start and Retry', async () => {
    const request = makeRequest({ status: 'NEW', lastError: null, flowId: null });
    const refusal =
      'Cannot create opportunity. Missing required data: TJM (daily rate) above 0. Please add this information first.';
    let triggered = false;
    // After the refusal the page's reload never comes back: what it shows is its own doing.
    const server = installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () =>
        triggered ? new Promise(() => {}) : { status: 200, body: makeDetail(request) },
      [`POST /workflow-requests/${request.id}/trigger`]: () => {
        triggered = true;
        return { status: 422, body: { detail: refusal, code: 'MISSING_CRM_DATA' } };
      },
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('workflow-status')[0]).toHaveTextContent('Failed'),
    );
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(server.count(`POST /workflow-requests/${request.id}/trigger`)).toBe(1);
  });

  it('cancels: the page shows CANCELLED and reads the request again', async () => {
    const request = makeRequest({ status: 'PENDING' });
    let current = request;
    const server = installFakeFetch({
      [`GET /workflow-requests/${request.id}`]: () => ({ status: 200, body: makeDetail(current) }),
      [`POST /workflow-requests/${request.id}/cancel`]: () => {
        current = { ...request, status: 'CANCELLED', updatedAt: '2026-02-01T10:40:00.000Z' };
        return { status: 200, body: current };
      },
    });
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('workflow-status')[0]).toHaveTextContent('Cancelled'),
    );
    await waitFor(() =>
      expect(server.count(`GET /workflow-requests/${request.id}`)).toBeGreaterThanOrEqual(2),
    );
  });
});
