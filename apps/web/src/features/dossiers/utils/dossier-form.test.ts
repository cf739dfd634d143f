import { describe, expect, it } from 'vitest';
import type { TDossierContent } from '@staffing/domain';
import { moveItem, toDossierContent, toDossierForm } from './dossier-form.ts';

const content: TDossierContent = {
  name: 'Jean Dupont',
  title: 'Développeur',
  summary: 'Résumé',
  experienceYears: '8 ans',
  skillGroups: [{ family: 'Technique', skills: ['Java', 'Kafka'] }],
  experiences: [
    {
      title: 'Lead',
      company: 'BNP Paribas',
      startDate: '2021',
      endDate: 'Present',
      location: 'Paris',
      responsibilities: ['Migration', 'Encadrement'],
      highlighted: true,
    },
  ],
  education: 'Master',
  languages: ['Français', 'Anglais'],
};

describe('dossier form', () => {
  it('round-trips the content', () => {
    expect(toDossierContent(toDossierForm(content))).toEqual(content);
  });

  it('reads edited text back into lists, dropping blanks and bullets', () => {
    const form = toDossierForm(content);
    form.skillGroups[0]!.skillsText = 'Java, Kafka, , Spring Boot,';
    form.experiences[0]!.responsibilitiesText = '- Migration\n\n• Encadrement\nCI/CD';
    form.languagesText = 'Français; Anglais';
    form.skillGroups.push({ family: '', skillsText: ' ' });
    const out = toDossierContent(form);
    expect(out.skillGroups).toEqual([
      { family: 'Technique', skills: ['Java', 'Kafka', 'Spring Boot'] },
    ]);
    expect(out.experiences[0]!.responsibilities).toEqual(['Migration', 'Encadrement', 'CI/CD']);
    expect(out.languages).toEqual(['Français', 'Anglais']);
  });

  it('moves an entry up or down, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
