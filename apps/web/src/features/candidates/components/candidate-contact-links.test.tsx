import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CandidateContactLinks } from './candidate-contact-links.tsx';

describe('CandidateContactLinks', () => {
  it('shows a stored French number the national way and dials it as stored', () => {
    renderWithProviders(<CandidateContactLinks email="a@example.com" phone="+33612345678" />);
    const link = screen.getByRole('link', { name: '06 12 34 56 78' });
    expect(link).toHaveAttribute('href', 'tel:+33612345678');
  });
});
