import { render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './provider.tsx';

function renderDialog(isNarrow: boolean) {
  render(
    <MantineProvider theme={createAppTheme({ isNarrow })}>
      <Modal opened onClose={() => {}} title="Create New Need" transitionProps={{ duration: 0 }}>
        Body
      </Modal>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Create New Need' });
}

describe('the app theme', () => {
  it('opens every dialog full-screen on a narrow screen', () => {
    expect(renderDialog(true)).toHaveAttribute('data-full-screen', 'true');
  });

  it('keeps dialogs centred in their own size on a wide screen', () => {
    expect(renderDialog(false)).not.toHaveAttribute('data-full-screen');
  });
});
