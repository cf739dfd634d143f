import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '../api/index.ts';
import { StaleDataAlert, type TStaleQuery } from './stale-data-alert.tsx';

const renderIn = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

const query = (overrides: Partial<TStaleQuery> = {}): TStaleQuery => ({
  isRefetchError: true,
  error: null,
  dataUpdatedAt: 0,
  isFetching: false,
  refetch: vi.fn(async () => undefined),
  ...overrides,
});

describe('StaleDataAlert', () => {
  it('shows nothing while the data on screen is fresh or there is none', () => {
    const { container } = renderIn(<StaleDataAlert query={query({ isRefetchError: false })} />);
    expect(container.querySelector('[data-testid="stale-data"]')).toBeNull();
  });

  it('marks the data stale with the error of the failed refresh, and Retry refetches', async () => {
    const q = query({
      error: new ApiError({ status: 500, detail: 'The database is not answering' }),
      dataUpdatedAt: Date.now(),
    });
    renderIn(<StaleDataAlert query={q} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Showing the last data loaded, at /);
    expect(alert).toHaveTextContent('The database is not answering');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('says what it can when the error has no message, and lets the page retry its own way', async () => {
    const onRetry = vi.fn();
    renderIn(<StaleDataAlert query={query({ error: new TypeError('fetch') })} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
