import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
