import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { HoverTooltip } from './hover-tooltip.tsx';

describe('HoverTooltip', () => {
  it('mounts its tooltip on the first hover and shows it then, keeping the target’s own handler', async () => {
    const entered: string[] = [];
    renderWithProviders(
      <HoverTooltip label="Sales: Claire Dupont">
        <button type="button" onMouseEnter={() => entered.push('button')}>
          CD
        </button>
      </HoverTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: 'CD' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sales: Claire Dupont');
    expect(entered).toEqual(['button']);
    await userEvent.unhover(screen.getByRole('button', { name: 'CD' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps its target in place when the tooltip mounts: a press begun on it still clicks', async () => {
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    renderWithProviders(
      <HoverTooltip label="Expand">
        <button type="button" ref={ref} onClick={onClick}>
          Expand card
        </button>
      </HoverTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Expand card' });
    // A tap: the hover, then the press on the element the pointer found.
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Expand');
    expect(screen.getByRole('button', { name: 'Expand card' })).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The target's own ref still reaches it.
    expect(ref.current).toBe(button);
  });
});
