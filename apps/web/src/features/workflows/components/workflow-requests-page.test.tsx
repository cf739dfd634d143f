import '../../../i18n/app-catalogs.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { clearSession } from '../../../shared/session/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  makeDetail,
  makeRequest,
  page,
  renderWorkflows,
  signInAs,
  startLive,
} from '../test/workflow-fixtures.tsx';
import { WorkflowRequestsPage } from './workflow-requests-page.tsx';

beforeEach(() => signInAs('Admin'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowOf = (id: string) =>
  screen.getAllByTestId('workflow-row').find((row) => row.dataset.id === id)!;

describe('Workflow Requests page', () => {
  it('shows each request with its status, attempts, last error, flow and the actions its status allows', async () => {
    const failed = makeRequest({
      status: 'FAILED',
      attempts: 2,
      lastError: 'CRM refused the opportunity',
      flowId: 'rpa_abc',
      payload: {
        needId: 'n',
        needTitle: 'Java developer',
        clientName: 'Acme Bank',
        candidateName: 'Cleo Martin',
      },
    });
    const running = makeRequest({
      status: 'IN_PROGRESS',
      type: 'salesforce_mission_create',
      flowId: 'rpa_def',
    });
    const server = installFakeFetch({
      'GET /workflow-requests': () => ({ status: 200, body: page([failed, running]) }),
    });
    renderWorkflows(<WorkflowRequestsPage />, {
      route: '/admin/workflows?status=FAILED&search=Acme',
    });

    await screen.findAllByTestId('workflow-row');
    for (const column of [
      'Type',
      'Need',
      'Client',
      'Candidate',
      'Status',
      'Attempts',
      'Last error',
      'Flow',
      'Updated',
      'Actions',
    ])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(String(server.fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/workflow-requests?page=1&size=20&status=FAILED&search=Acme',
    );
    expect(screen.getByRole('textbox', { name: 'Search workflow requests' })).toHaveValue('Acme');

    const failedRow = within(rowOf(failed.id));
    expect(failedRow.getByTestId('workflow-status')).toHaveTextContent('Failed');
    expect(failedRow.getByText('CRM refused the opportunity')).toBeInTheDocument();
    expect(failedRow.getByText('Cleo Martin')).toBeInTheDocument();
    expect(failedRow.getByRole('link', { name: 'rpa_abc' })).toHaveAttribute(
      'href',
      '/admin/flows?flow=rpa_abc',
    );
    expect(failedRow.getByRole('button', { name: /^Retry / })).toBeInTheDocument();
    expect(failedRow.getByRole('button', { name: /^Delete / })).toBeInTheDocument();
    // Spec 001 §4: Start/Execute is allowed for FAILED too, beside Retry.
    expect(failedRow.getByRole('button', { name: /^Start / })).toBeInTheDocument();

    const runningRow = within(rowOf(running.id));
    expect(runningRow.getByRole('button', { name: /^Cancel / })).toBeInTheDocument();
    expect(runningRow.queryByRole('button', { name: /^Start / })).toBeNull();
    expect(runningRow.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Auto-refresh' })).toBeChecked();
    expect(screen.getByRole('status', { name: /^Live updates/ })).toBeInTheDocument();
  });

  it('shows the flow id as text to Sales, who cannot open Flow Administration', async () => {
    signInAs('Sales');
    installFakeFetch({
      'GET /workflow-requests': () => ({
        status: 200,
        body: page([makeRequest({ status: 'COMPLETED', flowId: 'rpa_xyz' })]),
      }),
    });
    renderWorkflows(<WorkflowRequestsPage />);
    expect(await screen.findByText('rpa_xyz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'rpa_xyz' })).toBeNull();
  });

  it("says 'No workflow requests found' for an empty list and names the load failure", async () => {
    installFakeFetch({ 'GET /workflow-requests': () => ({ status: 200, body: page([]) }) });
    const { unmount } = renderWorkflows(<WorkflowRequestsPage />);
    expect(await screen.findByText('No workflow requests found')).toBeInTheDocument();
    unmount();

    signInAs('Admin');
    installFakeFetch({
      'GET /workflow-requests': () => ({
        status: 422,
        body: { detail: 'search must be at most 200 characters' },
      }),
    });
    renderWorkflows(<WorkflowRequestsPage />);
    expect(await screen.findByText('Error loading workflow requests')).toBeInTheDocument();
    expect(screen.getByText('search must be at most 200 characters')).toBeInTheDocument();
  });

  it('starts a request: IN_PROGRESS at once, the new flow id from the answer, a toast', async () => {
    const request = makeRequest({ status: 'NEW' });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const server = installFakeFetch({
      'GET /workflow-requests': () => ({ status: 200, body: page([request]) }),
      [`POST /workflow-requests/${request.id}/trigger`]: async () => {
        await answered;
        return { status: 202, body: { id: request.id, flowId: 'rpa_new', status: 'IN_PROGRESS' } };
      },
    });
    const show = vi.spyOn(notifications, 'show');
    renderWorkflows(<WorkflowRequestsPage />);
    await screen.findAllByTestId('workflow-row');
    fireEvent.click(within(rowOf(request.id)).getByRole('button', { name: /^Start / }));

    await waitFor(() =>
      expect(within(rowOf(request.id)).getByTestId('workflow-status')).toHaveTextContent(
        'In progress',
      ),
    );
    release();
    expect(await within(rowOf(request.id)).findByText('rpa_new')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({});
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Opportunity workflow started' }),
    );
  });

  it('a refused start names the reason and puts the server state back', async () => {
    const request = makeRequest({ status: 'PENDING' });
    const server = installFakeFetch({
      'GET /workflow-requests': () => ({ status: 200, body: page([request]) }),
      [`POST /workflow-requests/${request.id}/trigger`]: () => ({
        status: 422,
        body: {
          detail:
            'Cannot create opportunity. Missing required data: order client contacts. Please add this information first.',
          code: 'MISSING_CRM_DATA',
        },
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWorkflows(<WorkflowRequestsPage />);
    await screen.findAllByTestId('workflow-row');
    fireEvent.click(within(rowOf(request.id)).getByRole('button', { name: /^Start / }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Failed to trigger workflow request',
          message:
            'Cannot create opportunity. Missing required data: order client contacts. Please add this information first.',
        }),
      ),
    );
    await waitFor(() => expect(server.count('GET /workflow-requests')).toBe(2));
    expect(within(rowOf(request.id)).getByTestId('workflow-status')).toHaveTextContent('Pending');
  });

  it('starts the selected requests as a batch: Started n/m, busy 8 s, then the outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const one = makeRequest({ status: 'NEW' });
      const two = makeRequest({ status: 'FAILED', lastError: 'CRM down' });
      const refused = makeRequest({ status: 'NEW' });
      const running = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_run' });
      const after: Record<string, string> = { [one.id]: 'COMPLETED', [two.id]: 'FAILED' };
      const routes: Parameters<typeof installFakeFetch>[0] = {
        'GET /workflow-requests': () => ({
          status: 200,
          body: page([one, two, refused, running]),
        }),
        [`POST /workflow-requests/${refused.id}/trigger`]: () => ({
          status: 422,
          body: { detail: 'Need ID is required', code: 'VALIDATION' },
        }),
      };
      for (const r of [one, two]) {
        routes[`POST /workflow-requests/${r.id}/trigger`] = () => ({
          status: 202,
          body: { id: r.id, flowId: `rpa_${r.id}`, status: 'IN_PROGRESS' },
        });
        routes[`GET /workflow-requests/${r.id}`] = () => ({
          status: 200,
          body: makeDetail({ ...r, status: after[r.id] as 'COMPLETED' }),
        });
      }
      const server = installFakeFetch(routes);
      const show = vi.spyOn(notifications, 'show');
      renderWorkflows(<WorkflowRequestsPage />);
      await screen.findAllByTestId('workflow-row');
      for (const r of [one, two, refused, running])
        fireEvent.click(within(rowOf(r.id)).getByRole('checkbox'));
      // A running request cannot start: three of the four selected go.
      const button = screen.getByRole('button', { name: 'Start selected (3)' });
      fireEvent.click(button);
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'Started 2/3 workflows' }),
        ),
      );
      expect(server.count(`POST /workflow-requests/${running.id}/trigger`)).toBe(0);
      const busy = screen.getByRole('button', { name: /Start selected/ });
      expect(busy).toHaveAttribute('data-loading', 'true');
      await act(async () => {
        vi.advanceTimersByTime(8_000);
      });
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'Some workflows may have failed' }),
        ),
      );
      expect(screen.getByRole('button', { name: /Start selected/ })).not.toHaveAttribute(
        'data-loading',
      );

      // Every one refused: the batch failed, with the first reason.
      fireEvent.click(within(rowOf(refused.id)).getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Start selected (1)' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({ message: 'Batch workflow failed: Need ID is required' }),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const request = makeRequest({ status: 'COMPLETED' });
    let items = [request];
    const server = installFakeFetch({
      'GET /workflow-requests': () => ({ status: 200, body: page(items) }),
      [`DELETE /workflow-requests/${request.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    renderWorkflows(<WorkflowRequestsPage />);
    await screen.findAllByTestId('workflow-row');
    await user.click(within(rowOf(request.id)).getByRole('button', { name: /^Delete / }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete workflow request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.count(`DELETE /workflow-requests/${request.id}`)).toBe(0);

    await user.click(within(rowOf(request.id)).getByRole('button', { name: /^Delete / }));
    dialog = await screen.findByRole('dialog', { name: 'Delete workflow request' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No workflow requests found')).toBeInTheDocument();
    expect(server.count(`DELETE /workflow-requests/${request.id}`)).toBe(1);
  });

  it('writes the status filter to the URL and asks the server again from page 1', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch({
      'GET /workflow-requests': () => ({ status: 200, body: page([makeRequest()]) }),
    });
    renderWorkflows(<WorkflowRequestsPage />, { route: '/admin/workflows?page=2' });
    await screen.findAllByTestId('workflow-row');
    await user.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed', hidden: true }));
    await waitFor(() =>
      expect(String(server.fetchMock.mock.calls.at(-1)?.[0])).toBe(
        '/api/v1/workflow-requests?page=1&size=20&status=COMPLETED',
      ),
    );
  });
});

describe('Workflow Requests page, live', () => {
  it('merges updates and deletions as they arrive, without asking the server again', async () => {
    const live = await startLive();
    try {
      const running = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_1' });
      const other = makeRequest({ status: 'NEW' });
      const server = installFakeFetch({
        'GET /workflow-requests': () => ({ status: 200, body: page([running, other]) }),
      });
      renderWorkflows(<WorkflowRequestsPage />, { connection: live.connection });
      await screen.findAllByTestId('workflow-row');
      await act(() => live.connection.connect());

      live.send(
        'workflow_request_updated',
        { ...running, status: 'COMPLETED', attempts: 1, updatedAt: '2026-02-01T10:10:00.000Z' },
        running.id,
      );
      await waitFor(() =>
        expect(within(rowOf(running.id)).getByTestId('workflow-status')).toHaveTextContent(
          'Completed',
        ),
      );
      live.send('workflow_request_updated', { id: other.id, deleted: true }, other.id);
      await waitFor(() => expect(screen.getAllByTestId('workflow-row')).toHaveLength(1));
      expect(server.count('GET /workflow-requests')).toBe(1);
    } finally {
      await live.stop();
    }
  });

  it('a triggered request the page does not hold yet brings a refetch; unticked auto-refresh ignores events', async () => {
    const live = await startLive();
    try {
      const fresh = makeRequest({ status: 'IN_PROGRESS', flowId: 'rpa_2' });
      let items = [makeRequest({ status: 'COMPLETED' })];
      const server = installFakeFetch({
        'GET /workflow-requests': () => ({ status: 200, body: page(items) }),
      });
      renderWorkflows(<WorkflowRequestsPage />, { connection: live.connection });
      await screen.findAllByTestId('workflow-row');
      await act(() => live.connection.connect());
      items = [fresh, ...items];
      live.send('workflow_request_triggered', fresh, fresh.id);
      await waitFor(() => expect(screen.getAllByTestId('workflow-row')).toHaveLength(2));
      expect(server.count('GET /workflow-requests')).toBe(2);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Auto-refresh' }));
      live.send(
        'workflow_request_updated',
        { ...fresh, status: 'COMPLETED', updatedAt: '2026-02-01T11:00:00.000Z' },
        fresh.id,
      );
      // A later event of another kind proves the first one was delivered and passed over.
      const probe = vi.fn();
      const stop = live.connection.on('workflow_request_updated', probe);
      live.send('workflow_request_updated', { id: 'zzz', deleted: true }, 'zzz');
      await waitFor(() => expect(probe).toHaveBeenCalled());
      stop();
      expect(within(rowOf(fresh.id)).getByTestId('workflow-status')).toHaveTextContent(
        'In progress',
      );
    } finally {
      await live.stop();
    }
  });
});
