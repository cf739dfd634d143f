import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/app-catalogs.ts';
import { closePalette, PaletteHost } from '../../features/palette/index.ts';
import { activateLocale } from '../../i18n/locale.ts';
import { clearSession } from '../../shared/session/index.ts';
import { startSession } from '../../shared/session/session-store.ts';
import { makeToken, testUser } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TopBar } from './top-bar.tsx';

function renderBar() {
  return renderWithProviders(
    <>
      <TopBar isMobile={false} onOpenProfile={() => undefined} />
      <PaletteHost />
    </>,
    { route: '/softeamboard/needs' },
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Admin' }),
  });
});
afterEach(() => {
  act(() => closePalette());
  clearSession();
});

describe('the top bar search box (spec 000 §2)', () => {
  it('is there beside the palette: typing in it opens the palette with the text', async () => {
    const user = userEvent.setup();
    renderBar();
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search needs, clients... (⌘K)');
    await user.click(box);
    await user.keyboard('j');
    const palette = await screen.findByRole(
      'textbox',
      { name: 'Search everything' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(palette).toHaveValue('j'));
    // The box stays in the bar while the palette is open: both, not one instead of the other.
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('keeps a key typed in the box while the palette is already opening', async () => {
    const user = userEvent.setup();
    renderBar();
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.click(box);
    const palette = await screen.findByRole(
      'textbox',
      { name: 'Search everything' },
      { timeout: 3000 },
    );
    // The palette is open but the key still lands on the box (its focus has not moved yet).
    fireEvent.keyDown(box, { key: 'j' });
    await waitFor(() => expect(palette).toHaveValue('j'));
  });

  it('Cmd/Ctrl+K opens the palette too', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.keyboard('{Control>}k{/Control}');
    expect(
      await screen.findByRole('textbox', { name: 'Search everything' }, { timeout: 3000 }),
    ).toHaveValue('');
  });

  it('reads in French in the French interface', async () => {
    await activateLocale('fr');
    try {
      renderWithProviders(<TopBar isMobile={false} onOpenProfile={() => undefined} />, {
        route: '/softeamboard/needs',
      });
      expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveAttribute(
        'placeholder',
        'Rechercher des besoins, des clients... (⌘K)',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
