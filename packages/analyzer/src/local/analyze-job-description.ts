import type { TJdAnalysis } from '@staffing/domain';
import { classifyJdSkills } from './classify-jd-skills.ts';
import { detectLanguage } from './detect-language.ts';
import { findStatedExperienceYears } from './extract-cv-details.ts';
import { findContractTerms, TENDER_ISSUER } from './find-contract-terms.ts';
import { trainedJdTagger, type TJdTagger } from './find-tagged-skills.ts';
import { findSeniorityWord } from './find-seniority.ts';
import { JD_HEADINGS } from './jd-headings.ts';
import { splitSections, stripBullet, type Section } from './split-sections.ts';
import type { TJdSection } from './jd-headings.ts';

export interface JdAnalysisOptions {
  /** The skill tagger for English postings: the trained one by default, none with null. */
  tagger?: TJdTagger | null;
}

/** Reads a job description (French or English) into the need's analysis fields, offline. */
export function analyzeJobDescription(text: string, options: JdAnalysisOptions = {}): TJdAnalysis {
  const language = detectLanguage(text);
  const sections = splitSections(text, JD_HEADINGS);
  const { required, desired, soft } = classifyJdSkills(
    sections,
    language,
    options.tagger === undefined ? trainedJdTagger : options.tagger,
  );
  const years = findRequiredYears(text);
  return {
    seniority: findSeniority(text, sections, years, language),
    team: findLabelled(
      text,
      /(?:[ée]quipe|team)\s*[:：]\s*([^\n]+)|au sein (?:de l['’]|d['’]une |de la |du )?[ée]quipe ([^\n,.;]+)|join (?:the |our )?([^\n,.;]{2,40}?) team/i,
    ),
    projectname:
      findLabelled(
        text,
        /(?:projet|project(?: name)?|nom du projet)\s*[:：]\s*([^\n]+)|(?:le |du |au |the )(?:projet|project) ["«“]\s*([^"»”\n]{2,40})/i,
      ) ?? findNamedProject(text),
    location:
      placeName(
        findLabelled(
          text,
          /(?<![\p{L}\p{N}])(?:lieu|localisation|location|ville|site|lieu de travail|based in|bas[ée] [àa])\s*[:：]\s*([^\n|•;]+)|(?<![\p{L}\p{N}])(?:based in|bas[ée] [àa])\s+([^\n|•;,.]+)|\b(?:[0-9]{5})\s+(\p{Lu}[\p{L}-]+)/iu,
        ),
      ) ?? findKnownCity(text),
    education: findEducationRequirement(text),
    experienceyears: years,
    company: findCompany(text, sections),
    requiredskills: required,
    desiredskills: desired,
    soft_skills: soft,
    responsibilities: findResponsibilities(sections),
    ...findContractTerms(text),
  };
}

function findLabelled(text: string, pattern: RegExp): string | null {
  const match = text.match(pattern);
  const value = match?.slice(1).find((group) => group !== undefined);
  const cleaned = value?.trim().replace(/[.,;:]$/, '');
  return cleaned && cleaned.length <= 80 ? cleaned : null;
}

// A place name: capitalised words, a department in brackets; "rchitecture" (from "database
// architecture") and sentences are not one.
const PLACE = /^\p{Lu}[\p{L}'’. ,/-]*(?:\s*\(\d{2,5}\))?$/u;

/** A labelled place without the quotes around it ("« Lieu : Rennes (35) »"), when it is one. */
function placeName(value: string | null): string | null {
  const bare = value?.replace(/^[\s«"“'‘]+|[\s»"”'’.,;:]+$/gu, '').trim();
  return bare && bare.length <= 80 && PLACE.test(bare) ? bare : null;
}

const RANGE_YEARS = /(\d{1,2})\s*(?:à|a|-|–|to)\s*(\d{1,2})\s*(?:ans|années|years?)/i;

function findRequiredYears(text: string): string | null {
  const range = text.match(
    new RegExp(
      `${RANGE_YEARS.source}\\s+(?:d['’]\\s*|of\\s+)?(?:[\\p{L}-]+\\s+){0,3}?(?:exp[ée]rience)`,
      'iu',
    ),
  );
  if (range) return `${range[1]}-${range[2]}`;
  const minimum = text.match(
    /(?:minimum|au moins|at least|plus de|more than|over)\s*(\d{1,2})\s*(?:ans|années|years?)/i,
  );
  if (minimum?.[1]) return minimum[1];
  const stated = findStatedExperienceYears(text);
  return stated === null ? null : String(stated);
}

function findSeniority(
  text: string,
  sections: Section<TJdSection>[],
  years: string | null,
  language: 'fr' | 'en',
): string | null {
  const explicit = findSeniorityWord(text, sections);
  if (explicit) return normaliseSeniority(explicit, language);
  const minimum = years ? Number(years.split('-')[0]) : NaN;
  if (Number.isNaN(minimum)) return null;
  if (minimum < 3) return 'Junior';
  if (minimum < 6) return language === 'fr' ? 'Confirmé' : 'Mid-level';
  return 'Senior';
}

function normaliseSeniority(word: string, language: 'fr' | 'en'): string {
  const lower = word.toLowerCase();
  if (/^confirm|^interm|^mid/.test(lower)) return language === 'fr' ? 'Confirmé' : 'Mid-level';
  if (/^d[ée]butant|^stagiaire|^intern|^alternance/.test(lower)) return 'Junior';
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const EDUCATION =
  /(bac\s*\+\s*\d[^\n.;,]*|(?:dipl[ôo]me|[ée]cole) d['’]ing[ée]nieur[^\n.;]*|master[^\n.;]{0,80}|(?:bachelor|master)['’]?s? degree[^\n.;]{0,80}|(?:bs|ba|ms|b\.sc|m\.sc|phd|ph\.d)(?:\/\w+)? (?:degree|in)[^\n.;]{0,80}|degree in [^\n.;]{0,80}|formation (?:sup[ée]rieure|universitaire|en informatique)[^\n.;]{0,60})/i;

function findEducationRequirement(text: string): string | null {
  return text.match(EDUCATION)?.[1]?.trim().replace(/[,:]$/, '') ?? null;
}

function findCompany(text: string, sections: Section<TJdSection>[]): string | null {
  const labelled = findLabelled(
    text,
    new RegExp(
      String.raw`(?:entreprise|soci[ée]t[ée]|client|company|employer|employeur|${TENDER_ISSUER})\s*[:：]\s*([^\n]+)`,
      'i',
    ),
  );
  if (labelled) return labelled;
  const about = sections.find(
    (section) => section.kind === 'company' && /^(à|a) propos de |^about /i.test(section.heading),
  );
  if (about) return about.heading.replace(/^(à|a) propos de |^about /i, '').trim() || null;
  return (
    findLabelled(
      text,
      /(?:^|\n)\s*([A-Z][\w&.' -]{1,40}?) (?:recrute|recherche|is hiring|is looking for|is seeking)\b/,
    ) ?? findCompanyAfterPreposition(text)
  );
}

// A capitalised name of up to four words ("Airbus", "Société Générale", "BNP Paribas").
const PROPER_NAME = String.raw`\p{Lu}[\p{L}\p{N}&'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|&)){0,3}`;
// "Mission chez Airbus", "pour le compte de Thales", "pour notre client Orange"; in English only
// on the first lines ("Java Developer at Acme"), where "at" is a title's employer.
const COMPANY_AFTER_FR = new RegExp(
  String.raw`(?:\bchez[ \t]+|\bpour le compte d(?:e[ \t]+|['’])|\bpour (?:notre|un) client[ \t]+)(?:notre client[ \t]+)?(${PROPER_NAME})`,
  'u',
);
const COMPANY_AFTER_EN = new RegExp(String.raw`\b(?:at|for)[ \t]+(${PROPER_NAME})`, 'u');
const NOT_A_COMPANY =
  /^(?:nous|vous|notre|nos|un|une|le|la|les|l['’]|the|our|a|an|least|home|remote|t[ée]l[ée]travail|this|that|all|any|each|H\/F|F\/H)$/i;

function findCompanyAfterPreposition(text: string): string | null {
  const firstLines = text.split('\n').slice(0, 3).join('\n');
  for (const match of [text.match(COMPANY_AFTER_FR), firstLines.match(COMPANY_AFTER_EN)]) {
    const name = match?.[1]?.trim().replace(/[.,;:'’-]+$/, '');
    if (!name || NOT_A_COMPANY.test(name.split(/\s+/)[0] ?? '') || KNOWN_CITIES.has(name)) continue;
    return name;
  }
  return null;
}

// Cities a French or European job is commonly placed in; ambiguous words ("Nice", "Orange",
// "Tours") are left out.
const KNOWN_CITIES = new Set([
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Bordeaux',
  'Lille',
  'Nantes',
  'Strasbourg',
  'Montpellier',
  'Rennes',
  'Grenoble',
  'Rouen',
  'Toulon',
  'Dijon',
  'Angers',
  'Reims',
  'Brest',
  'Le Havre',
  'Clermont-Ferrand',
  'Aix-en-Provence',
  'Sophia Antipolis',
  'Nancy',
  'Metz',
  'Orléans',
  'Caen',
  'Limoges',
  'Amiens',
  'Besançon',
  'Perpignan',
  'Poitiers',
  'Pau',
  'Niort',
  'Valence',
  'Annecy',
  'La Défense',
  'Boulogne-Billancourt',
  'Issy-les-Moulineaux',
  'Levallois-Perret',
  'Neuilly-sur-Seine',
  'Saint-Denis',
  'Nanterre',
  'Courbevoie',
  'Puteaux',
  'Massy',
  'Saclay',
  'Vélizy',
  'Vélizy-Villacoublay',
  'Guyancourt',
  'Blagnac',
  'Villeurbanne',
  'Sophia-Antipolis',
  'Saint-Étienne',
  'Saint-Etienne',
  'Le Mans',
  'Mulhouse',
  'Bruxelles',
  'Brussels',
  'Luxembourg',
  'Genève',
  'Geneva',
  'Lausanne',
  'Zurich',
  'Bâle',
  'Basel',
  'Berne',
  'Londres',
  'London',
  'Dublin',
  'Amsterdam',
  'Rotterdam',
  'Berlin',
  'Munich',
  'München',
  'Hamburg',
  'Frankfurt',
  'Francfort',
  'Cologne',
  'Stuttgart',
  'Madrid',
  'Barcelona',
  'Barcelone',
  'Lisbon',
  'Lisbonne',
  'Porto',
  'Milan',
  'Rome',
  'Vienna',
  'Vienne',
  'Prague',
  'Warsaw',
  'Varsovie',
  'Stockholm',
  'Copenhagen',
  'Copenhague',
  'Oslo',
  'Helsinki',
  'Anvers',
  'Antwerp',
  'Liège',
  'Gand',
  'Ghent',
  'Edinburgh',
  'Manchester',
  'Casablanca',
  'Rabat',
  'Tunis',
  'Montréal',
  'Montreal',
  'Québec',
]);
const CITY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])(${[...KNOWN_CITIES]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\p{L}\p{N}-])`,
  'u',
);

// A known city, first on the title line ("Mission chez Airbus, Toulouse"), else anywhere.
function findKnownCity(text: string): string | null {
  const title = text.split('\n').find((line) => line.trim()) ?? '';
  return title.match(CITY_PATTERN)?.[1] ?? text.match(CITY_PATTERN)?.[1] ?? null;
}

// "vous participerez au projet Skyline", "on the Phoenix project": a capitalised name that is
// not a role ("Project Manager", "chef de projet Agile").
const NAMED_PROJECT =
  /(?<!(?:chef|gestion|direction|conduite|manager|management|office|lead)\s+(?:de\s+)?)\b(?:projet|project)\s+["«“]?\s*(\p{Lu}[\p{L}\p{N}-]{1,30})|\bthe\s+(\p{Lu}[\p{L}\p{N}-]{1,30})\s+project\b/u;
const NOT_A_PROJECT =
  /^(?:manager|management|managers|lead|leader|owner|officer|office|coordinator|director|agile|scrum|it|si|data|digital|pmo|team|planning|delivery|moa|moe|amoa|de|du|des|the|a|an)$/i;

function findNamedProject(text: string): string | null {
  const match = text.match(NAMED_PROJECT);
  const name = match?.[1] ?? match?.[2];
  return name && !NOT_A_PROJECT.test(name) ? name : null;
}

// Responsibilities are the lines of the missions section, else the bulleted lines with a verb-like
// start that are not skills lists.
function findResponsibilities(sections: Section<TJdSection>[]): string[] {
  const fromSection = sections
    .filter((section) => section.kind === 'responsibilities')
    .flatMap((section) => section.lines)
    .map(stripBullet)
    .filter((line) => line.length > 8);
  return fromSection.slice(0, 15);
}
