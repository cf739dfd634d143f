import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/app-catalogs.ts';
import { activateLocale } from '../../i18n/locale.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PresenceEditingWarning } from './need-presence.tsx';
import { PresenceAvatars } from './presence-avatars.tsx';

const camille = { userId: 'c', name: 'Camille Martin', state: 'viewing' as const };
const paul = { userId: 'p', name: 'Paul Durand', state: 'editing' as const };
const more = ['Anne Roy', 'Luc Petit', 'Zoé Bernard'].map((name, i) => ({
  userId: `u${i}`,
  name,
  state: 'viewing' as const,
}));

describe('PresenceAvatars', () => {
  afterEach(() => activateLocale('en'));

  it('shows each other user with initials and what they do, then +N', () => {
    renderWithProviders(<PresenceAvatars users={[camille, paul, ...more]} max={4} />);
    expect(screen.getByRole('group', { name: 'Also on this need' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Camille Martin is viewing' })).toHaveTextContent('CM');
    expect(screen.getByRole('img', { name: 'Paul Durand is editing' })).toHaveTextContent('PD');
    expect(screen.getByRole('img', { name: 'Anne Roy is viewing' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 more people' })).toHaveTextContent('+2');
  });

  it('shows nothing when nobody else is there', () => {
    renderWithProviders(<PresenceAvatars users={[]} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await activateLocale('fr');
    renderWithProviders(<PresenceAvatars users={[camille, paul]} />);
    expect(screen.getByRole('group', { name: 'Aussi sur ce besoin' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Camille Martin consulte ce besoin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Paul Durand modifie ce besoin' })).toBeInTheDocument();
  });
});

describe('PresenceEditingWarning', () => {
  afterEach(() => activateLocale('en'));

  it('warns when another user is editing, naming them', () => {
    renderWithProviders(<PresenceEditingWarning users={[camille, paul]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Paul Durand is editing this need. Saving may overwrite their changes.',
    );
  });

  it('names every editor, and says nothing when nobody edits', () => {
    const { unmount } = renderWithProviders(
      <PresenceEditingWarning users={[paul, { ...camille, state: 'editing' }]} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Paul Durand and Camille Martin are editing this need. Saving may overwrite their changes.',
    );
    unmount();
    renderWithProviders(<PresenceEditingWarning users={[camille]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns in French', async () => {
    await activateLocale('fr');
    renderWithProviders(<PresenceEditingWarning users={[paul]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Paul Durand modifie ce besoin. Enregistrer risque d’écraser ses modifications.',
    );
  });
});
