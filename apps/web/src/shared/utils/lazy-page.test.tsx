import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const renderInSuspense = (ui: React.ReactNode) =>
  render(<Suspense fallback={<p>Loading page</p>}>{ui}</Suspense>);

describe('lazyPage', () => {
  it('shows the fallback while the chunk loads, then the page', async () => {
    const Page = lazyPage(() => Promise.resolve({ Greeting }), 'Greeting');
    renderInSuspense(<Page name="Ana" />);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without a fallback (React holds a reveal 300 ms)', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ Greeting });
    }, 'Greeting');
    await Page.preload();
    renderInSuspense(<Page name="Ana" />);
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('tries the chunk again after a failed preload', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting });
    }, 'Greeting');
    await expect(Page.preload()).rejects.toThrow('offline');
    renderInSuspense(<Page name="Ana" />);
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
