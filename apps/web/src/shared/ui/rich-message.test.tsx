import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../../i18n/app-catalogs.ts';
import { activateLocale } from '../../i18n/locale.ts';
import { RichMessage } from './rich-message.tsx';

describe('RichMessage', () => {
  it('puts the values in the tagged elements, in the active language', async () => {
    const message = (
      <p data-testid="message">
        <RichMessage
          id="users.delete.confirm"
          values={{ name: 'Bob <b>Sales</b>', email: 'bob@example.com' }}
          components={{ 0: <strong /> }}
        />
      </p>
    );
    const { rerender } = render(message);
    expect(screen.getByTestId('message')).toHaveTextContent(
      'Are you sure you want to delete Bob <b>Sales</b> (bob@example.com)? This action cannot be undone.',
    );
    expect(screen.getByText('Bob <b>Sales</b>').tagName).toBe('STRONG');

    await activateLocale('fr');
    try {
      rerender(<div>{message}</div>);
      expect(screen.getByTestId('message')).toHaveTextContent(
        'Voulez-vous vraiment supprimer Bob <b>Sales</b> (bob@example.com) ? Cette action est irréversible.',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
