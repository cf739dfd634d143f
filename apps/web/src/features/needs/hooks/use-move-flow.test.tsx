import type { ReactNode } from 'react';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TNeedBoard } from '@staffing/domain';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { needsKeys } from '../api/query-keys.ts';
import { toBoardCard } from '../utils/board-cache.ts';
import { makeNeed } from '../utils/need-fixture.ts';
import { useMoveFlow } from './use-move-flow.ts';

const need = makeNeed({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Kotlin dev',
  version: 4,
});

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData<TNeedBoard>(needsKeys.board({}), {
    items: [toBoardCard(need)],
    columnCounts: { NO_CANDIDATE: 1 },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  const hook = renderHook(() => useMoveFlow(), { wrapper });
  const boardColumn = () => client.getQueryData<TNeedBoard>(needsKeys.board({}))?.items[0]?.column;
  return { client, hook, boardColumn };
}

beforeEach(() => {
  // Toasts of earlier tests would otherwise queue this test's toasts behind them.
  act(() => notifications.clean());
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('board move flow', () => {
  it('asks first; cancel changes nothing', () => {
    const server = installFakeFetch({});
    const { hook, boardColumn } = setup();
    act(() => hook.result.current.request(need, 'CANDIDATE_SENT'));
    expect(hook.result.current.pending).toMatchObject({
      from: 'NO_CANDIDATE',
      to: 'CANDIDATE_SENT',
    });
    act(() => hook.result.current.cancel());
    expect(hook.result.current.pending).toBeNull();
    expect(boardColumn()).toBe('NO_CANDIDATE');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('a drop on the same column asks nothing', () => {
    installFakeFetch({});
    const { hook } = setup();
    act(() => hook.result.current.request(need, 'NO_CANDIDATE'));
    expect(hook.result.current.pending).toBeNull();
  });

  it('moves the card at once, sends the column with the version, keeps the server reply', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const server = installFakeFetch({
      [`PATCH /needs/${need.id}/column`]: async () => {
        await gate;
        return {
          status: 200,
          body: {
            ...need,
            column: 'CANDIDATE_SENT',
            status: 'candidate-sent',
            progressPct: 40,
            version: 5,
          },
        };
      },
    });
    const show = vi.spyOn(notifications, 'show');
    const { hook, client, boardColumn } = setup();
    act(() => hook.result.current.request(need, 'CANDIDATE_SENT'));
    act(() => hook.result.current.confirm());
    await waitFor(() => expect(boardColumn()).toBe('CANDIDATE_SENT'));
    expect(client.getQueryData<TNeedBoard>(needsKeys.board({}))).toMatchObject({
      items: [{ column: 'CANDIDATE_SENT', progressPct: 40, version: 4 }],
      columnCounts: { CANDIDATE_SENT: 1 },
    });
    release();
    await waitFor(() =>
      expect(client.getQueryData<TNeedBoard>(needsKeys.board({}))?.items[0]?.version).toBe(5),
    );
    expect(server.requests[0]?.body).toEqual({ column: 'CANDIDATE_SENT', version: 4 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
    expect(await screen.findByText('"Kotlin dev" moved to Candidate Sent')).toBeInTheDocument();
  });

  it("the toast's Undo moves the need back with the version the move returned", async () => {
    const server = installFakeFetch({
      [`PATCH /needs/${need.id}/column`]: ({ body }) => {
        const column = (body as { column: string }).column;
        return {
          status: 200,
          body: { ...need, column, version: column === 'CANDIDATE_SENT' ? 5 : 6 },
        };
      },
    });
    const { hook, boardColumn } = setup();
    act(() => hook.result.current.request(need, 'CANDIDATE_SENT'));
    act(() => hook.result.current.confirm());
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('"Kotlin dev" moved back to No Candidate')).toBeInTheDocument();
    expect(server.requests.map((r) => r.body)).toEqual([
      { column: 'CANDIDATE_SENT', version: 4 },
      { column: 'NO_CANDIDATE', version: 5 },
    ]);
    expect(boardColumn()).toBe('NO_CANDIDATE');
  });

  it('puts the card back and says so when the server refuses (409 stale)', async () => {
    installFakeFetch({
      [`PATCH /needs/${need.id}/column`]: () => ({
        status: 409,
        body: {
          detail: 'This need was changed by someone else. Reload it to see the latest version.',
        },
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    const { hook, boardColumn } = setup();
    act(() => hook.result.current.request(need, 'GO_NOGO'));
    act(() => hook.result.current.confirm());
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to move need', color: 'red', autoClose: 5000 }),
      ),
    );
    expect(boardColumn()).toBe('NO_CANDIDATE');
  });

  it('sends the unticked candidates, and Undo deletes exactly the steps the move added', async () => {
    const server = installFakeFetch({
      [`PATCH /needs/${need.id}/column`]: ({ body }) => {
        const column = (body as { column: string }).column;
        const forward = column === 'CANDIDATE_SENT';
        return {
          status: 200,
          body: {
            ...need,
            column,
            version: forward ? 5 : 6,
            addedStepIds: forward ? ['step-a', 'step-b'] : [],
          },
        };
      },
      'DELETE /steps/step-a': () => ({ status: 204 }),
      'DELETE /steps/step-b': () => ({ status: 204 }),
    });
    const { hook, boardColumn } = setup();
    act(() => hook.result.current.request(need, 'CANDIDATE_SENT'));
    act(() => hook.result.current.confirm(['skip-me']));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('"Kotlin dev" moved back to No Candidate')).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /needs/${need.id}/column`,
      `PATCH /needs/${need.id}/column`,
      'DELETE /steps/step-a',
      'DELETE /steps/step-b',
    ]);
    expect(server.requests[0]?.body).toEqual({
      column: 'CANDIDATE_SENT',
      version: 4,
      skipCandidateIds: ['skip-me'],
    });
    expect(boardColumn()).toBe('NO_CANDIDATE');
  });
});
