import { describe, expect, it } from 'vitest';
import {
  anonymiseDossier,
  buildDossierContent,
  initialsOf,
  type TDossierCandidate,
} from './build-dossier.ts';
import { maskEmployer } from './employer-labels.ts';

const candidate: TDossierCandidate = {
  name: 'Jean Dupont',
  email: 'jean.dupont@example.com',
  phone: '+33 6 12 34 56 78',
  skills: ['Java', 'Kafka'],
  cvRole: 'Développeur Java',
  cvExperienceYears: '8 ans',
  cvTrigramme: 'JDU',
  cvCity: 'Lyon',
  cvPostalCode: '69003',
  cvCountry: 'France',
  cvEducation: 'Master informatique, INSA Lyon',
  cvHardSkillsJson: '["Java","Spring Boot","Angular","Kafka"]',
  cvSoftSkillsJson: '["Rigueur"]',
  cvKeyStrengthsJson: '["Architecture","Mentorat"]',
  cvLanguagesJson: '["Français","Anglais"]',
  cv1stExperienceTitle: 'Lead développeur Spring Boot',
  cv1stExperienceCompany: 'BNP Paribas',
  cv1stExperienceStartDate: '2021',
  cv1stExperienceEndDate: 'Present',
  cv1stExperienceLocation: 'Paris',
  cv1stExperienceResponsibilitiesJson:
    '["Migration vers Kafka","Contact Jean Dupont au 06 12 34 56 78 ou jean.dupont@example.com"]',
  cv2ndExperienceTitle: 'Développeur Angular',
  cv2ndExperienceCompany: 'Startup Inconnue',
  cv2ndExperienceStartDate: '2017',
  cv2ndExperienceEndDate: '2021',
  cv2ndExperienceLocation: null,
};
const need = {
  jdRequiredSkills: ['kafka', 'Spring Boot'],
  jdDesiredSkills: ['Docker'],
  jdSoftSkills: [],
};

describe('buildDossierContent', () => {
  it('puts the skills the need asks for first and highlights the experiences using them', () => {
    const c = buildDossierContent(candidate, need, 'fr');
    expect(c.skillGroups[0]).toEqual({
      family: 'Compétences clés pour la mission',
      skills: ['Spring Boot', 'Kafka'],
    });
    expect(c.skillGroups[1]!.skills).toEqual(['Java', 'Angular']);
    expect(c.experiences.map((e) => e.highlighted)).toEqual([true, false]);
    expect(c.experiences[0]!.responsibilities[0]).toBe('Migration vers Kafka');
    expect(c.languages).toEqual(['Français', 'Anglais']);
  });

  it('without a need: no need family, nothing highlighted, English headings', () => {
    const c = buildDossierContent(candidate, null, 'en');
    expect(c.skillGroups.map((g) => g.family)).toEqual([
      'Technical skills',
      'Soft skills',
      'Key strengths',
    ]);
    expect(c.experiences.every((e) => !e.highlighted)).toBe(true);
    expect(c.summary).toBe(
      'Développeur Java with 8 ans of experience. Key strengths: Architecture, Mentorat.',
    );
  });

  it('matches whole skills only (Java does not match JavaScript)', () => {
    const c = buildDossierContent(
      {
        ...candidate,
        cv1stExperienceTitle: 'JavaScript developer',
        cv1stExperienceResponsibilitiesJson: null,
        cv2ndExperienceTitle: null,
        cv2ndExperienceCompany: null,
      },
      { jdRequiredSkills: ['Java'], jdDesiredSkills: [], jdSoftSkills: [] },
      'en',
    );
    expect(c.experiences[0]!.highlighted).toBe(false);
  });
});

describe('anonymiseDossier', () => {
  const content = buildDossierContent(candidate, need, 'fr');

  it('leaves the dossier alone when not asked', () => {
    expect(
      anonymiseDossier(content, candidate, { anonymise: false, maskEmployers: true }, 'fr'),
    ).toEqual({ content, masked: [] });
  });

  it('uses the trigramme and scrubs contact details from free text, listing what it hid', () => {
    const { content: out, masked } = anonymiseDossier(
      { ...content, summary: 'Jean est rigoureux. Écrire à jean.dupont@example.com.' },
      candidate,
      { anonymise: true, maskEmployers: false },
      'fr',
    );
    expect(out.name).toBe('JDU');
    expect(out.summary).toBe('JDU est rigoureux. Écrire à .');
    const text = JSON.stringify(out);
    for (const hidden of ['Jean', 'Dupont', 'example.com', '06 12 34 56 78'])
      expect(text).not.toContain(hidden);
    expect(out.experiences[0]!.company).toBe('BNP Paribas');
    expect(masked.map((m) => m.field)).toEqual(['name', 'email', 'phone', 'address', 'photo']);
    expect(masked.find((m) => m.field === 'address')!.original).toBe('69003 Lyon France');
  });

  it('masks employers by sector when asked', () => {
    const { content: out, masked } = anonymiseDossier(
      content,
      candidate,
      { anonymise: true, maskEmployers: true },
      'en',
    );
    expect(out.experiences.map((e) => e.company)).toEqual(['a major French bank', 'a client']);
    expect(masked.filter((m) => m.field === 'employer')).toEqual([
      { field: 'employer', original: 'BNP Paribas', replacement: 'a major French bank' },
      { field: 'employer', original: 'Startup Inconnue', replacement: 'a client' },
    ]);
  });

  it('falls back to initials without a trigramme, and skips absent contact details', () => {
    const { content: out, masked } = anonymiseDossier(
      { ...content, name: 'Jean-Marc Dupont' },
      {
        ...candidate,
        cvTrigramme: null,
        email: null,
        phone: null,
        cvCity: null,
        cvPostalCode: null,
        cvCountry: null,
      },
      { anonymise: true, maskEmployers: false },
      'fr',
    );
    expect(out.name).toBe('JMD');
    expect(masked.map((m) => m.field)).toEqual(['name', 'photo']);
  });
});

describe('maskEmployer and initialsOf', () => {
  it.each([
    ['Société Générale CIB', 'fr', 'une grande banque française'],
    ['AXA France', 'en', 'a major French insurer'],
    ['Acme', 'fr', 'un client'],
    ['Totally Unrelated', 'en', 'a client'],
  ] as const)('%s (%s) → %s', (company, lang, label) => {
    expect(maskEmployer(company, lang)).toBe(label);
  });
  it('initials', () => {
    expect(initialsOf('Anne  Marie de la Tour')).toBe('AMDL');
  });
});
