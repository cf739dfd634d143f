import '../../../i18n/app-catalogs.ts';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { makeRequest, signInAs } from '../test/workflow-fixtures.tsx';
import type { TCrmNeed } from '../utils/crm-actions.ts';
import { useCrmWorkflowStart } from './use-crm-workflow-start.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

let seq = 0;
const makeNeed = (): TCrmNeed => {
  seq += 1;
  return {
    id: `cccccccc-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: 'Kotlin developer',
    client: 'Acme Bank',
    priority: 'P2',
    tjm: 600,
    consultants: ['u1'],
    orderClients: ['Jean Dupont'],
    orderClientsEmail: [''],
    column: 'NO_CANDIDATE',
  };
};

beforeEach(() => signInAs('Sales'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs one start with the 5 s wait captured, then lets the wait end. */
async function startThenWait(finalStatus: string) {
  const need = makeNeed();
  const created = makeRequest({ type: 'salesforce_product_add' });
  installFakeFetch({
    'POST /workflow-requests': () => ({ status: 201, body: { id: created.id } }),
    [`POST /workflow-requests/${created.id}/trigger`]: () => ({
      status: 202,
      body: { id: created.id, flowId: 'rpa_p', status: 'IN_PROGRESS' },
    }),
    [`GET /workflow-requests/${created.id}`]: () => ({
      status: 200,
      body: { ...created, status: finalStatus, context: { need: null, candidate: null } },
    }),
  });
  const waits: { run: () => Promise<void>; ms: number }[] = [];
  const onNeedReload = vi.fn();
  const show = vi.spyOn(notifications, 'show');
  const { result } = renderHook(
    () => useCrmWorkflowStart({ onNeedReload, schedule: (run, ms) => waits.push({ run, ms }) }),
    { wrapper },
  );
  await act(() => result.current.start('salesforce_product_add', need));
  expect(result.current.isBusy(need.id, 'salesforce_product_add')).toBe(true);
  // A second click while busy sends nothing more.
  await act(() => result.current.start('salesforce_product_add', need));
  expect(waits).toHaveLength(1);
  expect(waits[0]?.ms).toBe(5000);
  await act(() => waits[0]!.run());
  expect(result.current.isBusy(need.id, 'salesforce_product_add')).toBe(false);
  expect(onNeedReload).toHaveBeenCalledTimes(1);
  return show;
}

describe('trigger helper', () => {
  it("announces 'completed successfully' when the request completed within the wait", async () => {
    const show = await startThenWait('COMPLETED');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Product completed successfully' }),
    );
  });

  it("announces 'may have failed' when it failed", async () => {
    const show = await startThenWait('FAILED');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Product may have failed' }),
    );
  });

  it('claims neither while it still runs (the list follows it live)', async () => {
    const show = await startThenWait('IN_PROGRESS');
    const messages = show.mock.calls.map(([n]) => n.message);
    expect(messages).not.toContain('Product completed successfully');
    expect(messages).not.toContain('Product may have failed');
  });

  it("a refused trigger reads 'Failed to start {action}: {detail}'", async () => {
    const need = makeNeed();
    const created = makeRequest();
    installFakeFetch({
      'POST /workflow-requests': () => ({ status: 201, body: { id: created.id } }),
      [`POST /workflow-requests/${created.id}/trigger`]: () => ({
        status: 409,
        body: {
          detail:
            'Cannot start a workflow request that is IN_PROGRESS: allowed only when NEW, PENDING, FAILED, CANCELLED',
        },
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    const { result } = renderHook(() => useCrmWorkflowStart({ schedule: () => {} }), { wrapper });
    await act(() => result.current.start('salesforce_opportunity_create', need));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message:
          'Failed to start Opportunity: Cannot start a workflow request that is IN_PROGRESS: allowed only when NEW, PENDING, FAILED, CANCELLED',
      }),
    );
  });
});
