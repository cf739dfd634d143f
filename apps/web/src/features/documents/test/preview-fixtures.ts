import type { TDocumentPreview, TReviewField } from '@staffing/domain';
// The English catalogues, as the signed-in layout brings them.
import '../../../i18n/app-catalogs.ts';

const field = (
  key: string,
  value: TReviewField['value'],
  line: number | null = null,
  source: string | null = null,
  section: string | null = null,
): TReviewField => ({ key, value, line, source, section });

/** A job description preview as the server answers it: values, their lines, and gaps. */
export function makeJdPreview(overrides: Partial<TDocumentPreview> = {}): TDocumentPreview {
  return {
    filename: 'fiche-poste.pdf',
    expectedKind: 'jd',
    detectedKind: 'jd',
    kindMismatch: false,
    readable: true,
    message: null,
    readBy: 'text',
    fields: [
      field('title', 'Développeur Java senior', 1, 'Poste : Développeur Java senior'),
      field('client', 'Banque Alpine', 2, 'Client : Banque Alpine'),
      field('tjm', 620, 3, 'TJM : 620 euros par jour'),
      field('location', 'Lyon', 4, 'Lieu : Lyon'),
      field('company', null),
      field('requiredSkills', ['Java', 'Spring'], 6, 'Compétences : Java, Spring', 'required'),
    ],
    analysis: {
      seniority: null,
      team: null,
      projectname: null,
      location: 'Lyon',
      education: null,
      experienceyears: null,
      company: null,
      requiredskills: ['Java', 'Spring'],
      desiredskills: [],
      soft_skills: [],
      responsibilities: [],
      dailyrate: null,
      salary: null,
      startdate: null,
      duration: null,
      remotedays: null,
      remotepolicy: null,
    },
    ...overrides,
  };
}

export function makeCvPreview(overrides: Partial<TDocumentPreview> = {}): TDocumentPreview {
  return {
    filename: 'cv-claire.docx',
    expectedKind: 'cv',
    detectedKind: 'cv',
    kindMismatch: false,
    readable: true,
    message: null,
    readBy: 'text',
    fields: [
      field('name', 'Claire Martin', 1, 'Claire Martin', 'header'),
      field('email', 'claire@example.com', 3, 'claire@example.com | Lyon'),
      field('hardSkills', ['React', 'Node.js'], 7, 'React, Node.js', 'skills'),
      field('languages', ['French', 'English'], 12, 'French (native), English'),
    ],
    analysis: null,
    ...overrides,
  };
}
