import type { THeadingTable } from './split-sections.ts';

export type TCvSection =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'strengths'
  | 'certifications'
  | 'projects'
  | 'interests'
  | 'contact';

// French and English CV headings, as written by people (accents and capitals vary).
export const CV_HEADINGS: THeadingTable<TCvSection> = [
  [
    'experience',
    /^(exp[ée]riences?( professionnelles?)?|parcours( professionnel)?|(work|professional|employment|career) (experience|history)|experience|employment|work history|missions?( r[ée]alis[ée]es)?|r[ée]f[ée]rences professionnelles)$/i,
  ],
  [
    'education',
    /^(formations?( acad[ée]miques?| initiales?)?|[ée]tudes|dipl[ôo]mes?( et formations?)?|cursus|education|academic (background|qualifications?)|qualifications?|educational qualifications?)$/i,
  ],
  [
    'skills',
    /^(comp[ée]tences?( techniques| cl[ée]s| informatiques| fonctionnelles)?|(technical |key |it |core )?skills?( set| summary)?|technologies|environnement technique|outils|tools|expertise|savoir[- ]faire|tech(nical)? stack|stack technique|technical proficiency)$/i,
  ],
  [
    'languages',
    /^(langues?( parl[ée]es| [ée]trang[èe]res)?|languages?( known| spoken)?|linguistic skills)$/i,
  ],
  [
    'strengths',
    /^(points? forts?|atouts|key strengths|strengths|qualit[ée]s|soft skills|savoir[- ][êe]tre)$/i,
  ],
  ['certifications', /^(certifications?|certificats?|certificates?|awards?)$/i],
  ['projects', /^(projets?( personnels?)?|projects?|academic projects?)$/i],
  [
    'interests',
    /^(centres? d['’]int[ée]r[êe]ts?|loisirs|hobbies|interests|activit[ée]s extra[- ]professionnelles)$/i,
  ],
  [
    'summary',
    /^(profil( professionnel)?|r[ée]sum[ée]|summary|professional summary|profile|objective|career objective|about me|[àa] propos)$/i,
  ],
  [
    'contact',
    /^(contact|coordonn[ée]es|personal (details|information)|informations personnelles|links|additional information)$/i,
  ],
];
