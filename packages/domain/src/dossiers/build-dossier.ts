import { isUnspecified, parseJsonList } from '../candidates/candidate.rules.ts';
import type { TCandidate } from '../candidates/candidate.schema.ts';
import { foldSearchText } from '../common/search-text.ts';
import type { TNeed } from '../needs/need.schema.ts';
import type {
  TDossierContent,
  TDossierExperience,
  TDossierLanguage,
  TDossierOptions,
  TMaskedItem,
} from './dossier.schema.ts';
import { maskEmployer } from './employer-labels.ts';

export type TDossierCandidate = Pick<
  TCandidate,
  | 'name'
  | 'email'
  | 'phone'
  | 'skills'
  | 'cvRole'
  | 'cvExperienceYears'
  | 'cvTrigramme'
  | 'cvCity'
  | 'cvPostalCode'
  | 'cvCountry'
  | 'cvEducation'
  | 'cvHardSkillsJson'
  | 'cvSoftSkillsJson'
  | 'cvKeyStrengthsJson'
  | 'cvLanguagesJson'
  | 'cv1stExperienceResponsibilitiesJson'
> &
  Partial<
    Record<
      `cv${'1st' | '2nd' | '3rd'}Experience${'Title' | 'Company' | 'StartDate' | 'EndDate' | 'Location'}`,
      string | null
    >
  >;

export type TDossierNeed = Pick<TNeed, 'jdRequiredSkills' | 'jdDesiredSkills' | 'jdSoftSkills'>;

/** The section headings and fixed words of the default template, in the dossier's language. */
export const DOSSIER_LABELS = {
  fr: {
    heading: 'Dossier de compétences',
    summary: 'Synthèse',
    experienceYears: "Années d'expérience",
    skills: 'Compétences',
    experiences: 'Expériences professionnelles',
    education: 'Formation',
    languages: 'Langues',
    highlighted: 'En lien avec la mission',
    present: "Aujourd'hui",
    needSkills: 'Compétences clés pour la mission',
    hardSkills: 'Compétences techniques',
    softSkills: 'Savoir-être',
    keyStrengths: 'Points forts',
  },
  en: {
    heading: 'Skills profile',
    summary: 'Summary',
    experienceYears: 'Years of experience',
    skills: 'Skills',
    experiences: 'Professional experience',
    education: 'Education',
    languages: 'Languages',
    highlighted: 'Relevant to the assignment',
    present: 'Present',
    needSkills: 'Key skills for the assignment',
    hardSkills: 'Technical skills',
    softSkills: 'Soft skills',
    keyStrengths: 'Key strengths',
  },
} as const satisfies Record<TDossierLanguage, Record<string, string>>;

const fold = (s: string) =>
  foldSearchText(s)
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();

const clean = (v: string | null | undefined) => (v && !isUnspecified(v) ? v.trim() : '');

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((s) => {
    const k = fold(s);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** True when `text` names `skill` as a whole word ('Java' is not found in 'JavaScript'). */
function mentions(text: string, skill: string): boolean {
  const s = fold(skill);
  if (!s) return false;
  return ` ${fold(text)} `.includes(` ${s} `);
}

function experiencesOf(c: TDossierCandidate): Omit<TDossierExperience, 'highlighted'>[] {
  const ordinals = ['1st', '2nd', '3rd'] as const;
  return ordinals.flatMap((n) => {
    const title = clean(c[`cv${n}ExperienceTitle`]);
    const company = clean(c[`cv${n}ExperienceCompany`]);
    if (!title && !company) return [];
    return [
      {
        title,
        company,
        startDate: clean(c[`cv${n}ExperienceStartDate`]),
        endDate: clean(c[`cv${n}ExperienceEndDate`]),
        location: clean(c[`cv${n}ExperienceLocation`]),
        // The record keeps responsibilities for the latest experience only.
        responsibilities: n === '1st' ? parseJsonList(c.cv1stExperienceResponsibilitiesJson) : [],
      },
    ];
  });
}

/** The skills a need asks for, required first. */
export function needSkillsOf(need: TDossierNeed | null | undefined): string[] {
  if (!need) return [];
  return unique([...need.jdRequiredSkills, ...need.jdDesiredSkills, ...need.jdSoftSkills]);
}

/**
 * The dossier's content from a candidate's record, tailored to a need when one is given: the
 * skills the need asks for come first (in their own family) and the experiences that use them are
 * highlighted. Not anonymised: that happens at export (`anonymiseDossier`), so the person's edits
 * are kept whatever options they export with.
 */
export function buildDossierContent(
  candidate: TDossierCandidate,
  need: TDossierNeed | null | undefined,
  language: TDossierLanguage,
): TDossierContent {
  const labels = DOSSIER_LABELS[language];
  const hard = unique([...parseJsonList(candidate.cvHardSkillsJson), ...candidate.skills]);
  const soft = unique(parseJsonList(candidate.cvSoftSkillsJson));
  const strengths = unique(parseJsonList(candidate.cvKeyStrengthsJson));
  const asked = needSkillsOf(need);
  const matched = [...hard, ...soft].filter((s) => asked.some((a) => fold(a) === fold(s)));
  const isMatched = (s: string) => matched.some((m) => fold(m) === fold(s));
  const groups = [
    { family: labels.needSkills, skills: matched },
    { family: labels.hardSkills, skills: hard.filter((s) => !isMatched(s)) },
    { family: labels.softSkills, skills: soft.filter((s) => !isMatched(s)) },
    { family: labels.keyStrengths, skills: strengths },
  ].filter((g) => g.skills.length > 0);
  const experiences = experiencesOf(candidate).map((e) => ({
    ...e,
    highlighted:
      asked.length > 0 &&
      asked.some((skill) => mentions([e.title, ...e.responsibilities].join(' \n '), skill)),
  }));
  const role = clean(candidate.cvRole);
  const years = clean(candidate.cvExperienceYears);
  const summary = [
    role && years
      ? language === 'fr'
        ? `${role}, ${years} d'expérience.`
        : `${role} with ${years} of experience.`
      : role,
    strengths.length > 0
      ? `${language === 'fr' ? 'Points forts :' : 'Key strengths:'} ${strengths.slice(0, 4).join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name: candidate.name.trim(),
    title: role,
    summary,
    experienceYears: years,
    skillGroups: groups,
    experiences,
    education: clean(candidate.cvEducation),
    languages: unique(parseJsonList(candidate.cvLanguagesJson)),
  };
}

/** Initials for a name without trigramme: 'Jean-Marc Dupont' → 'JMD'. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every occurrence of each `[find, replace]` (case-insensitive, whole words). */
function scrub(text: string, pairs: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [find, replace] of pairs) {
    if (find.trim().length < 2) continue;
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(find)}(?![\\p{L}\\p{N}])`, 'giu'),
      replace,
    );
  }
  return out;
}

/** The phone number as written and its digits only, so both spellings are found in free text. */
function phoneSpellings(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const spaced = digits.startsWith('33') ? `0${digits.slice(2)}` : digits;
  return unique([phone, spaced, spaced.replace(/(\d{2})(?=\d)/g, '$1 ')]).filter(
    (p) => p.replace(/\D/g, '').length >= 6,
  );
}

export type TAnonymised = { content: TDossierContent; masked: TMaskedItem[] };

/**
 * The dossier as the client may see it. Anonymised: the trigramme (or initials) stands for the
 * name, no e-mail, phone, address or photo, also where the person typed them in free text;
 * employers optionally become generic labels. `masked` lists what was hidden, shown before export.
 */
export function anonymiseDossier(
  content: TDossierContent,
  candidate: Pick<
    TDossierCandidate,
    'name' | 'email' | 'phone' | 'cvTrigramme' | 'cvCity' | 'cvPostalCode' | 'cvCountry'
  >,
  options: TDossierOptions,
  language: TDossierLanguage,
): TAnonymised {
  if (!options.anonymise) return { content, masked: [] };
  const masked: TMaskedItem[] = [];
  const name = content.name || candidate.name;
  const alias = clean(candidate.cvTrigramme).toUpperCase() || initialsOf(name);
  masked.push({ field: 'name', original: name, replacement: alias });
  const pairs: [string, string][] = [];
  // The full name first, then each part of it (a first name alone in the summary).
  for (const n of unique([name, candidate.name]))
    pairs.push([n, alias], ...n.split(/\s+/).map((part): [string, string] => [part, alias]));
  const email = clean(candidate.email);
  if (email) {
    masked.push({ field: 'email', original: email, replacement: null });
    pairs.unshift([email, '']);
  }
  const phone = clean(candidate.phone);
  if (phone) {
    masked.push({ field: 'phone', original: phone, replacement: null });
    for (const p of phoneSpellings(phone)) pairs.unshift([p, '']);
  }
  const address = [candidate.cvPostalCode, candidate.cvCity, candidate.cvCountry]
    .map(clean)
    .filter(Boolean)
    .join(' ');
  if (address) masked.push({ field: 'address', original: address, replacement: null });
  // The record holds no photo; a firm template may still have a photo placeholder: it stays empty.
  masked.push({ field: 'photo', original: null, replacement: null });

  const employerPairs: [string, string][] = [];
  if (options.maskEmployers)
    for (const company of unique(content.experiences.map((e) => e.company).filter(Boolean))) {
      const label = maskEmployer(company, language);
      masked.push({ field: 'employer', original: company, replacement: label });
      employerPairs.push([company, label]);
    }
  const all = [...pairs, ...employerPairs];
  const fix = (t: string) =>
    scrub(t, all)
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\(\s*\)/g, '')
      .trim();
  return {
    masked,
    content: {
      ...content,
      name: alias,
      title: fix(content.title),
      summary: fix(content.summary),
      skillGroups: content.skillGroups,
      experiences: content.experiences.map((e) => ({
        ...e,
        title: fix(e.title),
        company:
          options.maskEmployers && e.company ? maskEmployer(e.company, language) : fix(e.company),
        location: fix(e.location),
        responsibilities: e.responsibilities.map(fix),
      })),
      education: fix(content.education),
      languages: content.languages,
    },
  };
}
