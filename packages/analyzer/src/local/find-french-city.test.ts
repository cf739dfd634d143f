import { describe, expect, it } from 'vitest';
import { findFrenchCity } from './find-french-city.ts';

describe('findFrenchCity', () => {
  it('reads a city with its department number, whatever the city', () => {
    expect(findFrenchCity(['Lyon (69) – 06 12 34 56 78 – a@example.com'])).toBe('Lyon');
    expect(findFrenchCity(['Saint-Genis-Laval (69)'])).toBe('Saint-Genis-Laval');
  });

  it('reads a known French city from a contact line, a district or a lone line', () => {
    expect(findFrenchCity(['Nantes • 06 21 43 65 87 • p.giraud@example.com'])).toBe('Nantes');
    expect(findFrenchCity(['Paris 13e · ines@example.com'])).toBe('Paris');
    expect(findFrenchCity(['Consultant CRM', 'Lyon'])).toBe('Lyon');
    expect(findFrenchCity(['Sophia Antipolis | c.vidal@example.com'])).toBe('Sophia Antipolis');
  });

  it('reads a city whose contact line a narrow column wrapped after a dash', () => {
    expect(findFrenchCity(['Angers (49) -', 'mathis.roux@example.com - 06 02 46'])).toBe('Angers');
    expect(findFrenchCity(['06 12 34 56 78 –', '– Nantes'])).toBe('Nantes');
  });

  it('takes the city after a street address, not the street', () => {
    expect(findFrenchCity(['Adresse : 12 rue des Lilas, Toulouse'])).toBe('Toulouse');
    expect(findFrenchCity(['12 avenue Jean Jaurès, 21000 Dijon'])).toBe('Dijon');
  });

  it('never takes a name, a title or an unknown word for a city', () => {
    expect(findFrenchCity(['Julien Marchetti – 06 12 34 56 78'])).toBeNull();
    expect(findFrenchCity(['Développeur Java senior', 'Permis B'])).toBeNull();
    expect(findFrenchCity(['Java (17)'])).toBeNull();
  });
});
