import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('global fallback', () => {
  it('replaces a crashed page with the fallback, a Refresh Page button and collapsible details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An unexpected error occurred. Please refresh the page or contact support if the problem persists.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide technical details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
