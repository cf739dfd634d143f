import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeNeed } from '../utils/need-fixture.ts';
import { ProcessActionsPanel } from './process-actions-panel.tsx';

const id = '44444444-4444-4444-8444-444444444444';

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
  vi.restoreAllMocks();
});

describe('process management panel', () => {
  it('offers Freeze and Push for a workflow need, Unfreeze for a frozen one, and disables what does not apply', () => {
    installFakeFetch({});
    const { unmount } = renderWithProviders(
      <ProcessActionsPanel need={makeNeed({ id, column: 'SALE', status: 'sold' })} />,
    );
    expect(screen.getByRole('button', { name: 'Mark as Sold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Freeze Need' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Push Need' })).toBeEnabled();
    unmount();
    renderWithProviders(
      <ProcessActionsPanel
        need={makeNeed({
          id,
          column: 'FROZEN',
          status: 'frozen',
          previousColumn: 'CANDIDATE_SENT',
        })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Freeze Need' })).toBeNull();
  });

  it('Unfreeze returns to the remembered column and says so', async () => {
    const server = installFakeFetch({
      [`PATCH /needs/${id}/column`]: ({ body }) => ({
        status: 200,
        body: makeNeed({
          id,
          column: (body as { column: 'CANDIDATE_SENT' }).column,
          status: 'candidate-sent',
          version: 3,
        }),
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(
      <ProcessActionsPanel
        need={makeNeed({
          id,
          column: 'FROZEN',
          status: 'frozen',
          previousColumn: 'CANDIDATE_SENT',
          version: 2,
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Need unfrozen successfully!' }),
      ),
    );
    expect(server.requests[0]?.body).toEqual({ column: 'CANDIDATE_SENT', version: 2 });
  });

  it('a failure names the action and the reason', async () => {
    installFakeFetch({
      [`PATCH /needs/${id}/column`]: () => ({
        status: 403,
        body: { detail: 'You do not have permission to modify needs' },
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<ProcessActionsPanel need={makeNeed({ id })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Sold?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Sold' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Failed to mark need as sold: You do not have permission to modify needs',
          color: 'red',
        }),
      ),
    );
  });

  it('Mark as Sold and Mark as Canceled ask first and say what happens; Cancel sends nothing', async () => {
    const server = installFakeFetch({
      [`PATCH /needs/${id}/column`]: () => ({
        status: 200,
        body: makeNeed({ id, column: 'CANCELED', status: 'canceled' }),
      }),
    });
    renderWithProviders(
      <ProcessActionsPanel need={makeNeed({ id, title: 'Ops lead', candidateCount: 2 })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Sold' }));
    const sold = await screen.findByRole('dialog', { name: 'Mark as Sold?' });
    expect(sold).toHaveTextContent('"Ops lead" moves to Sold and leaves the board');
    expect(sold).toHaveTextContent(
      'Each of its 2 linked candidates not yet that far gets a Sale step',
    );
    fireEvent.click(within(sold).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as Canceled' }));
    const cancel = await screen.findByRole('dialog', { name: 'Mark as Canceled?' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Mark as Canceled' }));
    await waitFor(() => expect(server.requests[0]?.body).toMatchObject({ column: 'CANCELED' }));
  });

  it('Delete asks the browser first; refusing sends nothing, accepting soft deletes', async () => {
    const server = installFakeFetch({
      [`PATCH /needs/${id}/column`]: () => ({
        status: 200,
        body: makeNeed({ id, column: 'DELETED', status: 'deleted' }),
      }),
    });
    const show = vi.spyOn(notifications, 'show');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<ProcessActionsPanel need={makeNeed({ id })} confirm={confirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Need' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this need? This action cannot be undone.',
    );
    expect(server.fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Need' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Need deleted successfully!' }),
      ),
    );
    expect(server.requests[0]?.body).toMatchObject({ column: 'DELETED' });
  });
});
