import { describe, expect, it } from 'vitest';
import { analyzeCv } from './analyze-cv.ts';
import { analyzeJobDescription } from './analyze-job-description.ts';

// French wording met in the French evaluation set (eval/fr), in small fictional documents.
describe('French CVs and postings', () => {
  it('places a CV whose contact line names a city with its department number', () => {
    const cv = analyzeCv(
      [
        'Julien Exemple',
        'Développeur Java senior',
        'Lyon (69) – 06 12 34 56 78 – julien@example.com',
        '',
        'EXPÉRIENCE PROFESSIONNELLE',
        'Développeur Java – Nexalis Conseil – janvier 2020 – aujourd’hui',
      ].join('\n'),
    );
    expect(cv.city).toBe('Lyon');
    expect(cv.country).toBe('France');
  });

  it('reads French soft-skill phrasings of mission postings', () => {
    const posting = analyzeJobDescription(
      [
        'Chef de projet MOE – Toulouse',
        'Profil recherché',
        '- Maîtrise du contrôle de gestion et de la tierce maintenance applicative',
        '- Sens du détail, capacité à fédérer, gestion des conflits et sens politique',
      ].join('\n'),
    );
    expect(posting.soft_skills).toEqual(
      expect.arrayContaining(['Rigueur', 'Leadership', 'Gestion des conflits', 'Sens politique']),
    );
    expect([...posting.requiredskills, ...posting.desiredskills]).toEqual(
      expect.arrayContaining(['Contrôle de gestion', 'Tierce maintenance applicative']),
    );
  });

  it('leaves the English names of French-only entries to lists in English prose', () => {
    const posting = analyzeJobDescription(
      'About the role\nYou will handle conflict management with our vendors.',
    );
    expect(posting.soft_skills).not.toContain('Conflict management');
  });
});

describe('French experience lines', () => {
  it('parts title, company and dates at a spaced colon or a bullet', () => {
    const cv = analyzeCv(
      [
        'Nicolas Exemple',
        'Administrateur systèmes',
        '',
        'EXPÉRIENCE PROFESSIONNELLE',
        "De mars 2016 à aujourd'hui : Administrateur systèmes et réseaux – Bourgogne Infogérance",
        '• Administration de serveurs Windows Server et Linux',
        'Coach Agile • Loire Agilité • 2012 - 2016',
        '• Animation des cérémonies Scrum de deux équipes',
      ].join('\n'),
    );
    expect(cv.experience1).toMatchObject({
      title: 'Administrateur systèmes et réseaux',
      company: 'Bourgogne Infogérance',
    });
    expect(cv.experience2).toMatchObject({ title: 'Coach Agile', company: 'Loire Agilité' });
  });
});
