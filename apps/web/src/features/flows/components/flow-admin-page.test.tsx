import '../../../i18n/app-catalogs.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { WebSocket } from 'ws';
import type { TFlow } from '@staffing/domain';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { LiveConnectionContext, createLiveConnection } from '../../../shared/live/index.ts';
import { startLiveTestServer } from '../../../shared/live/live-test-server.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { FakeRpaSocket } from '../test/fake-rpa-socket.ts';
import { makeAttempt, makeFlow, makeMetrics } from '../test/flow-fixture.ts';
import { FlowAdminPage } from './flow-admin-page.tsx';

const analysis = makeFlow();
const failedCrm = makeFlow({
  id: 'rpa_mission_1',
  flowId: 'rpa_mission_1',
  type: 'rpa_mission',
  category: 'crm_rpa',
  status: 'error',
  progress: 40,
  stage: 'crm_write',
  candidateName: null,
  candidateEmail: null,
  error: 'Create the opportunity first: the need has no CRM opportunity',
  duration: 900,
});
const pageOf = (items: TFlow[], total = items.length) => ({
  items,
  total,
  page: 1,
  size: 20,
  pages: Math.max(1, Math.ceil(total / 20)),
});

const listUrls = (server: ReturnType<typeof installFakeFetch>) =>
  server.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/admin/flows');

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({ access_token: makeToken(15 * 60_000), refresh_token: 'r', user: testUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a global store: a test must not find (or queue behind) another test's toasts.
  notifications.clean();
});

describe('FlowAdminPage', () => {
  it('lists flows with the stat cards and sends the URL filters to the server', async () => {
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([analysis, failedCrm]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
    });
    renderWithProviders(<FlowAdminPage />, {
      route: '/admin/flows?tab=analysis_processing&status=error&search=Claire',
    });
    const table = await screen.findByRole('table', { name: 'Flows' });
    expect(within(table).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(table).getByText('RPA Mission')).toBeInTheDocument();
    for (const column of ['Type', 'Need', 'Candidate', 'Status', 'Progress', 'Stage', 'Started'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Errors' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'p95 duration' })).toHaveTextContent('1 min 5 s');
    expect(screen.getByRole('group', { name: 'Stuck runs' })).toHaveTextContent('0');
    expect(screen.getByLabelText('Search flows')).toHaveValue('Claire');

    const url = listUrls(server)[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      size: '20',
      category: 'analysis_processing',
      status: 'error',
      search: 'Claire',
    });
    expect(server.fetchMock.mock.calls.map(([u]) => String(u))).toContain(
      '/api/v1/admin/flows/metrics?category=analysis_processing',
    );
  });

  it('searches on the server after the debounce and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([analysis]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    await screen.findByRole('table', { name: 'Flows' });
    await user.type(screen.getByLabelText('Search flows'), 'Martin');
    await waitFor(() =>
      expect(listUrls(server).some((u) => u.searchParams.get('search') === 'Martin')).toBe(true),
    );
    // One request for the typed word, not one per key.
    expect(listUrls(server).filter((u) => u.searchParams.has('search'))).toHaveLength(1);
  });

  it("says 'No flows found', or 'No flows match your search criteria' when filtered", async () => {
    installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
    });
    const first = renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    expect(await screen.findByText('No flows found')).toBeInTheDocument();
    first.unmount();
    queryClient.clear();
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows?status=error' });
    expect(await screen.findByText('No flows match your search criteria')).toBeInTheDocument();
  });

  it("shows 'Error loading flows' and fetches again on 'Try Again'", async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeFetch({
      'GET /admin/flows': () =>
        ++calls === 1
          ? { status: 503, body: { detail: 'Database unavailable' } }
          : { status: 200, body: pageOf([analysis]) },
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
    });
    // A 503 is retried twice by the query client; the page waits for the last answer.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    try {
      renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading flows');
      expect(alert).toHaveTextContent('Database unavailable');
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Claire Martin')).toBeInTheDocument();
    } finally {
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: undefined },
      });
    }
  });

  it('retries a failed flow per its retry kind and toasts the spec messages', async () => {
    const user = userEvent.setup();
    const mail = makeFlow({
      id: 'flow_mail_1',
      flowId: 'flow_mail_1',
      type: 'cv_mail',
      category: 'mail_processing',
      status: 'error',
      candidateName: 'Bob Mail',
    });
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([mail, failedCrm]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'POST /admin/flows/flow_mail_1/retry-poll': () => ({
        status: 202,
        body: { ...mail, status: 'processing', error: null },
      }),
      [`POST /admin/flows/rpa/mission/${failedCrm.needId}`]: () => ({
        status: 202,
        body: { flow_id: 'rpa_new_1' },
      }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    await user.click(await screen.findByRole('button', { name: 'Retry CV Mail flow_mail_1' }));
    expect(await screen.findByText('Polling retriggered successfully')).toBeInTheDocument();
    // The answer is shown at once: the row is processing and offers Cancel, not Retry.
    expect(
      await screen.findByRole('button', { name: 'Cancel CV Mail flow_mail_1' }),
    ).toBeInTheDocument();

    // A crm_rpa run restarts through a new RPA launch, not a stage retry.
    await user.click(screen.getByRole('button', { name: 'Retry RPA Mission rpa_mission_1' }));
    expect(
      await screen.findByText(
        'RPA mission flow restarted successfully! Flow ID: rpa_new_1',
        {},
        {
          timeout: 4000,
        },
      ),
    ).toBeInTheDocument();
    expect(server.count('POST /admin/flows/rpa_mission_1/retry-poll')).toBe(0);
    const launch = server.fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('/admin/flows/rpa/mission/'));
    expect(launch).toBe(`/api/v1/admin/flows/rpa/mission/${failedCrm.needId}?headless=true`);
  });

  it('relaunches an RPA run after 1 s with its payload, or says why it cannot', async () => {
    const user = userEvent.setup();
    const presentation = makeFlow({
      id: 'rpa_pres_1',
      flowId: 'rpa_pres_1',
      type: 'rpa_browser_presentation',
      category: 'crm_rpa',
      status: 'error',
      payload: {
        action: 'presentation',
        needId: failedCrm.needId,
        candidateId: failedCrm.candidateId,
        expectedTjm: null,
        interviewDate: '2026-03-05',
        interviewTime: '14:30',
        headless: false,
        externalKey: 'k',
      },
    });
    const proposition = makeFlow({
      id: 'rpa_prop_1',
      flowId: 'rpa_prop_1',
      type: 'rpa_proposition',
      category: 'crm_rpa',
      status: 'error',
      payload: { workflowRequestId: 'w', action: 'proposition', payload: { expectedTjm: 600 } },
    });
    const launchedAt: number[] = [];
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([presentation, proposition]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      [`POST /admin/flows/rpa/presentation/${failedCrm.needId}`]: () => {
        launchedAt.push(Date.now());
        return { status: 400, body: { detail: 'The CRM sandbox is down' } };
      },
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    const retry = await screen.findByRole('button', {
      name: 'Retry RPA Browser Presentation rpa_pres_1',
    });
    // Taken before the click: the delay starts inside it, and a loaded machine may return late.
    const clickedAt = Date.now();
    await user.click(retry);
    expect(
      await screen.findByText(
        'Failed to retry RPA flow: The CRM sandbox is down',
        {},
        {
          timeout: 4000,
        },
      ),
    ).toBeInTheDocument();
    expect(launchedAt[0]! - clickedAt).toBeGreaterThanOrEqual(900);
    const request = server.requests.find((r) => r.path.startsWith('/admin/flows/rpa/'));
    expect(request?.body).toEqual({
      candidateId: failedCrm.candidateId,
      interviewDate: '05/03/2026',
      interviewTime: '14:30',
    });
    expect(
      server.fetchMock.mock.calls.map(([u]) => String(u)).some((u) => u.endsWith('headless=false')),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retry RPA Proposition rpa_prop_1' }));
    expect(
      await screen.findByText(
        'Failed to retry RPA flow: candidateId is required for proposition creation',
      ),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.includes('/rpa/proposition/'))).toHaveLength(0);
  });

  it('opens the live viewer from ?flow=&live=1, from the row and from the details', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('WebSocket', FakeRpaSocket);
    const running = makeFlow({
      id: 'rpa_run_1',
      flowId: 'rpa_run_1',
      type: 'rpa_browser_opportunity',
      category: 'crm_rpa',
      status: 'processing',
      progress: 20,
      completedAt: null,
      duration: null,
    });
    installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([running, analysis]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'GET /admin/flows/rpa_run_1': () => ({ status: 200, body: { ...running, stages: [] } }),
    });
    const first = renderWithProviders(<FlowAdminPage />, {
      route: '/admin/flows?flow=rpa_run_1&live=1',
    });
    const viewer = await screen.findByRole('dialog', { name: 'Watch Live: rpa_run_1' });
    expect(within(viewer).getByTestId('viewer-phase')).toHaveTextContent('Connecting...');
    await user.click(within(viewer).getByRole('button', { name: 'Close live viewer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Watch Live: rpa_run_1' })).toBeNull(),
    );
    // The details stay open under it, with their own Watch Live.
    const details = screen.getByRole('dialog', { name: 'Flow details' });
    await user.click(within(details).getByRole('button', { name: 'Watch Live' }));
    expect(
      await screen.findByRole('dialog', { name: 'Watch Live: rpa_run_1' }),
    ).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    const table = await screen.findByRole('table', { name: 'Flows' });
    // Only a processing RPA run offers Watch Live.
    expect(
      within(table).queryByRole('button', { name: 'Watch Live CV Analysis flow_cv_1' }),
    ).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Watch Live RPA Browser Opportunity rpa_run_1' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Watch Live: rpa_run_1' }),
    ).toBeInTheDocument();
  });

  it('cancels a running flow, or says why it could not', async () => {
    const user = userEvent.setup();
    const running = makeFlow({
      status: 'processing',
      progress: 30,
      duration: null,
      completedAt: null,
    });
    installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([running]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'POST /admin/flows/flow_cv_1/cancel': () => ({
        status: 409,
        body: { detail: 'Cannot cancel a flow that is already completed' },
      }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    await user.click(await screen.findByRole('button', { name: 'Cancel CV Analysis flow_cv_1' }));
    expect(
      await screen.findByText(
        'Failed to cancel flow: Cannot cancel a flow that is already completed',
      ),
    ).toBeInTheDocument();
  });

  it('opens the details from ?flow= with the stage timeline and retries from a stage', async () => {
    const user = userEvent.setup();
    const stages = [
      makeAttempt({ stage: 'load', role: 'poll', outputSummary: 'need loaded' }),
      makeAttempt({
        stage: 'crm_write',
        role: 'classify',
        status: 'error',
        queueWaitMs: 1200,
        durationMs: 300,
        error: 'Create the opportunity first: the need has no CRM opportunity',
      }),
    ];
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([failedCrm]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'GET /admin/flows/rpa_mission_1': () => ({
        status: 200,
        body: {
          ...failedCrm,
          stages,
          metadata: {
            crmError: {
              errorCode: 'REQUIRED_FIELD_MISSING',
              fields: ['OpportunityId'],
              message: 'Create the opportunity first',
              stage: 'crm_write',
              at: '2026-11-24T10:00:00.000Z',
            },
          },
        },
      }),
      'POST /admin/flows/rpa_mission_1/retry-classify': () => ({
        status: 202,
        body: { ...failedCrm, status: 'processing', error: null },
      }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows?flow=rpa_mission_1' });
    const dialog = await screen.findByRole('dialog');
    const attempts = await within(dialog).findAllByTestId('stage-attempt');
    expect(attempts).toHaveLength(2);
    // Stages read as words in the interface's language, never as their keys.
    expect(within(attempts[1]!).getByText('Crm write')).toBeInTheDocument();
    expect(within(attempts[1]!).getByText('Classification')).toBeInTheDocument();
    expect(within(attempts[1]!).getByText('attempt 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/queue wait 1\.2 s · duration 300 ms/)).toBeInTheDocument();
    expect(within(dialog).getByText('Output:')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Create the opportunity first/).length).toBeGreaterThan(0);
    expect(await within(dialog).findByTestId('crm-error')).toHaveTextContent(
      'CRM error REQUIRED_FIELD_MISSING (Missing field) on OpportunityId',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Retry from Classification' }));
    expect(await screen.findByText('Classification retriggered successfully')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path.endsWith('/retry-classify'))?.body).toEqual({});

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the details by a row click and by keyboard', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([analysis]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'GET /admin/flows/flow_cv_1': () => ({
        status: 200,
        body: { ...analysis, stages: [makeAttempt({ stage: 'analyse', role: 'classify' })] },
      }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    const row = await screen.findByRole('row', { name: /Open details of CV Analysis flow_cv_1/ });
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Analyse document')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/flows');
  });

  it('bulk-retries every flow matching the filter: count first, a reason, then the result', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, i) =>
      makeFlow({ id: `flow_${i}`, flowId: `flow_${i}`, status: 'error' }),
    );
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf(many, 45) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'POST /admin/flows/bulk': (request) => {
        const body = request.body as { dryRun: boolean };
        return {
          status: 200,
          body: {
            action: 'retry',
            dryRun: body.dryRun,
            matched: 45,
            eligible: 42,
            affected: body.dryRun ? 0 : 42,
            skipped: 3,
            flowIds: [],
          },
        };
      },
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows?status=error' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all flows on this page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching filter' }));
    expect(screen.getByText('All 45 flows matching the filter are selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulk retry' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bulk retry' });
    expect(
      await within(dialog).findByText('42 flows will be retried; 3 skipped'),
    ).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({
      action: 'retry',
      filter: { status: 'error' },
      dryRun: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retry flows' }));
    expect(await within(dialog).findByText('reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'CRM outage fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Retry flows' }));
    expect(await within(dialog).findByText('42 flows retried; 3 skipped')).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({
      action: 'retry',
      filter: { status: 'error' },
      dryRun: false,
      reason: 'CRM outage fixed',
    });
  });

  it('bulk-cancels the selected rows by id', async () => {
    const user = userEvent.setup();
    const running = makeFlow({ id: 'flow_run', flowId: 'flow_run', status: 'processing' });
    const server = installFakeFetch({
      'GET /admin/flows': () => ({ status: 200, body: pageOf([running, analysis]) }),
      'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
      'POST /admin/flows/bulk': () => ({
        status: 200,
        body: {
          action: 'cancel',
          dryRun: true,
          matched: 1,
          eligible: 1,
          affected: 0,
          skipped: 0,
          flowIds: [],
        },
      }),
    });
    renderWithProviders(<FlowAdminPage />, { route: '/admin/flows' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select CV Analysis flow_run' }));
    await user.click(screen.getByRole('button', { name: 'Bulk cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk cancel' });
    expect(
      await within(dialog).findByText('1 flow will be cancelled; 0 skipped'),
    ).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({
      action: 'cancel',
      ids: ['flow_run'],
      dryRun: true,
    });
  });

  it('updates a row and the open dialog in place from flow_updated events, without polling', async () => {
    const live = await startLiveTestServer();
    const connection = createLiveConnection({
      url: () => live.baseUrl,
      getToken: () => 't',
      WebSocketImpl: WebSocket,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    try {
      const running = makeFlow({
        status: 'processing',
        progress: 30,
        duration: null,
        completedAt: null,
      });
      let detailCalls = 0;
      const server = installFakeFetch({
        'GET /admin/flows': () => ({ status: 200, body: pageOf([running]) }),
        'GET /admin/flows/metrics': () => ({ status: 200, body: makeMetrics() }),
        'GET /admin/flows/flow_cv_1': () => {
          detailCalls += 1;
          return { status: 200, body: { ...running, stages: [makeAttempt()] } };
        },
      });
      renderWithProviders(
        <LiveConnectionContext value={connection}>
          <FlowAdminPage />
        </LiveConnectionContext>,
        { route: '/admin/flows?flow=flow_cv_1' },
      );
      await act(() => connection.connect());
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findAllByText('Extract text');
      const listCalls = server.count('GET /admin/flows');

      live.send({
        event_type: 'flow_updated',
        entity_id: 'flow_cv_1',
        timestamp: '2026-03-02T10:00:05.000Z',
        payload: {
          ...running,
          status: 'completed',
          progress: 100,
          updatedAt: '2026-03-02T10:00:05.000Z',
        },
      });
      const row = await screen.findByRole('row', { name: /flow_cv_1/ });
      await waitFor(() => expect(within(row).getByText('completed')).toBeInTheDocument());
      expect(within(row).getByText('100%')).toBeInTheDocument();
      expect(
        within(dialog).getByRole('progressbar', { name: 'Progress 100%' }),
      ).toBeInTheDocument();
      // The timeline is fetched again (debounced); the list is not, the row was on it.
      await waitFor(() => expect(detailCalls).toBe(2));
      expect(server.count('GET /admin/flows')).toBe(listCalls);
    } finally {
      connection.disconnect();
      await live.stop();
    }
  });
});
