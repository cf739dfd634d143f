import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { ListInput } from './list-input.tsx';

function renderList(onChange = vi.fn()) {
  render(
    <MantineProvider>
      <form onSubmit={(e) => e.preventDefault()}>
        <ListInput label="Skills" value={[]} onChange={onChange} />
      </form>
    </MantineProvider>,
  );
  return screen.getByRole('textbox');
}

describe('ListInput', () => {
  it('Enter in the empty list does not reach the form (it would submit the dialog)', () => {
    const input = renderList();
    // fireEvent returns false when the default action (implicit submission) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
  });

  it('Enter after a value adds it and still does not submit', () => {
    const onChange = vi.fn();
    const input = renderList(onChange);
    fireEvent.change(input, { target: { value: 'Kotlin' } });
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledWith(['Kotlin']);
  });
});
