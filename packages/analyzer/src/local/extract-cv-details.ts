import { readDecimal } from '@staffing/domain';
import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';
import { findFrenchCity } from './find-french-city.ts';
import { ROLE_WORDS } from './role-words.ts';
import { stripBullet } from './split-sections.ts';

/**
 * The job title a CV announces: a labelled line ("Poste : ..."), the title line under the name
 * ("Développeur Full Stack Java", "Software Engineer - Disney"), a phrase of the opening lines
 * ("Working as Escalation Engineer with Microsoft", "Senior software engineer with 9 years of
 * experience"), else the title of the latest experience.
 */
export function extractRole(
  lines: string[],
  name: string | null,
  experienceTitle: string | null = null,
): string | null {
  for (const line of lines.filter((line) => EXPLICIT_ROLE.test(line))) {
    const title = labelledTitle(line);
    if (title) return title;
  }
  const nameAt = name ? lines.findIndex((line) => line.includes(firstWordOf(name))) : -1;
  const start = Math.max(0, nameAt);
  for (const line of lines.slice(start, start + 8)) {
    const title = titleInPhrase(line) ?? titleOf(name ? withoutName(line, name) : line);
    if (title) return title;
  }
  for (const line of lines.slice(0, 12)) {
    const title = titleInPhrase(line);
    if (title) return title;
  }
  return experienceTitle && ROLE_WORDS.test(experienceTitle) && isTitleLike(experienceTitle)
    ? tidyTitle(experienceTitle)
    : null;
}

const EXPLICIT_ROLE =
  /^(titre|poste|intitul[ée]|role|r[ôo]le|designation|current role|position|fonction)\s*[:：]/i;

// "Role:" also labels what someone did in a project ("Role: fetching data, analyzing"): its value
// must read as a title, whole or up to its first comma ("Role: Business Analyst, Testing").
function labelledTitle(line: string): string | null {
  const value = line.replace(/^[^:：]+[:：]\s*/, '').trim();
  if (!/^(?:role|r[ôo]le|position)\b/i.test(line) && value && value.length <= 80) return value;
  for (const candidate of [value.split(/,|\s+and\s+/)[0] ?? '', value]) {
    const title = candidate.replace(/[.;]+$/, '').trim();
    if (title && ROLE_WORDS.test(title) && isTitleLike(title)) return tidyTitle(title);
  }
  return null;
}

const firstWordOf = (name: string) => name.split(' ')[0] ?? name;

// "Allen Neal King ESB Integration Developer": the name and the title share the line.
function withoutName(line: string, name: string): string {
  const words = name.split(' ');
  const at = line.toLowerCase().indexOf(name.toLowerCase());
  if (at >= 0) return line.slice(at + name.length);
  const last = words[words.length - 1] ?? '';
  const lastAt = line.toLowerCase().indexOf(last.toLowerCase());
  return lastAt >= 0 && line.toLowerCase().startsWith(firstWordOf(name).toLowerCase())
    ? line.slice(lastAt + last.length)
    : line;
}

function titleOf(line: string): string | null {
  const candidate =
    stripBullet(line)
      .replace(/^[\s,;:|–—-]+/, '')
      .split(/\s+[|–—-]\s+|\s+-$/)[0]
      ?.trim() ?? '';
  // "Senior software engineer with more than 9 years of experience in C, C++": the title is the
  // words before "with".
  const head = candidate.split(/\s+(?:with|avec)\s+/i)[0] ?? candidate;
  if (head !== candidate && isTitleLike(head) && ROLE_WORDS.test(head)) return tidyTitle(head);
  if (!candidate || candidate.length > 70 || /[@\d]{3,}|http/i.test(candidate)) return null;
  if (ROLE_WORDS.test(candidate) && isTitleLike(candidate)) return tidyTitle(candidate);
  return null;
}

// "Working as Escalation Engineer with Microsoft", "Currently working as a Software Engineer in
// xxx Technologies", "en tant que Développeur Java chez Orange".
const AS_A_TITLE =
  /(?:\b(?:work(?:ing)?|employed|serving|travaill(?:e|ant)|poste)\b[^.;\n]{0,60}?\b(?:as|comme)|\ben tant que|\b(?:i\s+am|i['’]m|am|je suis)(?=\s+(?:an?|une?)\s))\s+(?:an?\s+|une?\s+)?((?:[\p{L}.&/-]+\s+){0,4}?[\p{L}.&/-]+?)(?=\s+(?:with|at|in|for|chez|à|au|dans|pour|de|since|depuis)\b|[.,;]|$)/iu;

// "Seeking a position as a Web Developer", "Seeking a Sales & Marketing position", "à la recherche
// d'un poste de Développeur Java".
const SOUGHT_TITLES = [
  /\b(?:position|role|job|poste)\s+(?:as|of|de|d['’])\s+(?:an?\s+)?((?:[\p{L}.&/-]+\s+){0,4}?[\p{L}.&/-]+?)(?=\s+(?:with|at|in|for|chez|à|au|dans|pour|where|that|which|utilizing|using)\b|[.,;]|$)/iu,
  /\bseeking\s+(?:an?\s+)?((?:[\p{L}.&/-]+\s+){0,4}?)(?:position|role|job)\b/iu,
];

function titleInPhrase(line: string): string | null {
  for (const pattern of [AS_A_TITLE, ...SOUGHT_TITLES]) {
    const title = line.match(pattern)?.[1]?.trim();
    if (title && ROLE_WORDS.test(title) && isTitleLike(title)) return tidyTitle(title);
  }
  return null;
}

// A title is a few words without a sentence's marks: no digits, no final period, no first-person
// words.
function isTitleLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 7 &&
    text.length <= 70 &&
    !/\d{2,}|[@:;!?]|\.$/.test(text.trim()) &&
    !/\b(?:i|am|is|are|my|we|our|je|suis|mon|ma|nous|years?|ans|experience|exp[ée]rience)\b/i.test(
      text,
    ) &&
    // Degrees, headings and lists of activities share words with titles ("Bachelor of Science in
    // Teacher Education", "EXECUTIVE PROFILE", "fetching data, analyzing, monitoring").
    !NOT_A_TITLE.test(text) &&
    (text.match(/,/g)?.length ?? 0) < 2 &&
    /^\P{L}*\p{L}/u.test(text) &&
    !/^(?:to|and|or|the|a|an|in|of)\b/i.test(text.trim()) &&
    !/^[.,;]/.test(text.trim())
  );
}

const NOT_A_TITLE =
  /\b(?:bachelor|master|degree|dipl[ôo]me|certification|certificate|profile|profil|summary|r[ée]sum[ée]|objective|curriculum|delivered|achieved)\b/i;

const tidyTitle = (title: string) => title.replace(/^[([]|[.,;:)\]]+$/g, '').trim();

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  vingt: 20,
};
const AMOUNT = `(\\d{1,2}(?:[.,]\\d{1,2})?|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = `(?:years?|yrs?\\.?|ans|ann[ée]es?)`;
const EXPERIENCE_WORD = `(?:experience|exp[ée]rience|exp\\b)`;
// "over 22 years of rich national & international experience", "8+ Yrs of exp", "4yrs. of solid
// work experience", "11 years' experience", "Seven years of experience", "6 ans d'expérience",
// "Experience: 5 years", "expérience de 3 ans".
const YEARS = new RegExp(
  `(?<![\\p{L}\\d.,])${AMOUNT}\\s*\\+?\\s*${UNIT}['’]?\\s+(?:of\\s+|d['’]\\s*|de\\s+)?(?:[\\p{L}&/-]+\\s+){0,5}?${EXPERIENCE_WORD}|${EXPERIENCE_WORD}\\s*(?:de|of|:)?\\s*${AMOUNT}\\s*\\+?\\s*${UNIT}`,
  'iu',
);

/** Years of experience as stated ("5 ans d'expérience", "over 6 years of experience"). */
export function findStatedExperienceYears(text: string): number | null {
  const match = text.match(YEARS);
  const value = (match?.[1] ?? match?.[2])?.toLowerCase();
  if (!value) return null;
  return NUMBER_WORDS[value] ?? readDecimal(value);
}

const AVAILABILITY = [
  /disponible\s+(?:imm[ée]diatement|de suite|d[èe]s (?:maintenant|que possible)|à partir d[ue] [^\n.,;]+|le [^\n.,;]+|en [^\n.,;]+)/i,
  /disponibilit[ée]\s*[:：]\s*[^\n]+/i,
  /pr[ée]avis\s*(?:de\s*)?[:：]?\s*\d+\s*(?:mois|semaines?)/i,
  /\bASAP\b/,
  /available\s+(?:immediately|from [^\n.,;]+|in [^\n.,;]+|now)/i,
  /availability\s*[:：]\s*[^\n]+/i,
  /notice period\s*(?:of|:)?\s*[^\n.,;]+/i,
  /immediately available|immediate joiner/i,
];

export function findAvailability(text: string): string | null {
  for (const pattern of AVAILABILITY) {
    const match = text.match(pattern)?.[0];
    if (match)
      return match
        .replace(/^(disponibilit[ée]|availability)\s*[:：]\s*/i, '')
        .trim()
        .replace(/[.;,]$/, '');
  }
  return null;
}

const DEGREE =
  /\b(master|mast[èe]re|msc|m\.sc|mba|bachelor|b\.?\s?sc|b\.?\s?tech|b\.?\s?e\b|m\.?\s?tech|m\.?\s?e\b|b\.?\s?com|bca|mca|ph\.?d|doctorat|licence|dipl[ôo]me|ing[ée]nieur|engineering degree|bts|dut|but|bac\s*\+\s*\d|degree|university|universit[ée]|école|school|college|institute|iut)\b/i;

/** The highest-placed degree line of the education section, else any line naming a degree. */
export function findEducation(educationLines: string[], allLines: string[]): string | null {
  const pick = (lines: string[]) =>
    lines.map(stripBullet).find((line) => DEGREE.test(line) && line.length <= 160);
  return pick(educationLines) ?? pick(allLines) ?? null;
}

const FRENCH_POSTCODE_CITY =
  /\b((?:0[1-9]|[1-8]\d|9[0-8])\d{3})\s+([\p{Lu}][\p{L}'’-]+(?:[\s-][\p{Lu}][\p{L}'’-]+){0,3})/u;
const COUNTRIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['France', /\bfrance\b/i],
  ['Belgique', /\bbelgique\b/i],
  ['Belgium', /\bbelgium\b/i],
  ['Suisse', /\bsuisse\b/i],
  ['Switzerland', /\bswitzerland\b/i],
  ['Luxembourg', /\bluxembourg\b/i],
  ['Canada', /\bcanada\b/i],
  ['Maroc', /\bmaroc\b/i],
  ['Morocco', /\bmorocco\b/i],
  ['Tunisie', /\btunisie\b/i],
  ['India', /\bindia\b/i],
  ['United Kingdom', /\b(united kingdom|UK|england)\b/i],
  ['United States', /\b(united states|usa)\b/i],
  ['Germany', /\bgermany\b/i],
  ['Spain', /\bspain\b/i],
];

export interface TLocation {
  city: string | null;
  postalcode: string | null;
  country: string | null;
}

/** City, postal code and country from the CV header (address line, "Location: ..." or "City, Region"). */
export function findLocation(
  headerLines: string[],
  language: 'fr' | 'en',
  name: string | null = null,
): TLocation {
  const header = headerLines.join('\n');
  let city: string | null = null;
  let postalcode: string | null = null;
  const isPlace = (value: string) => isPlaceName(value, name);
  // "12345 Knox Drive" is a street number in an English CV: a French postcode needs a French CV
  // or a line naming France.
  const postalLine = headerLines.find(
    (line) => FRENCH_POSTCODE_CITY.test(line) && (language === 'fr' || /\bfrance\b/i.test(line)),
  );
  const postal = postalLine?.match(FRENCH_POSTCODE_CITY);
  if (postal && isPlace(postal[2]?.trim() ?? '')) {
    postalcode = postal[1] ?? null;
    city = postal[2]?.trim() ?? null;
  }
  // A city known as French ("Lyon (69)", "Nantes") places a French CV in France.
  const frenchCity = city ? null : findFrenchCity(headerLines);
  city ??= frenchCity;
  if (!city) {
    // Whole words only: "database architecture" holds "base a" and once gave the city
    // "rchitecture". A label needs its colon; "based in" / "basé à" their space.
    const labelled = header.match(
      /(?<![\p{L}\p{N}])(?:(?:location|localisation|ville|city|lieu|adresse|address|r[ée]sidence)\s*[:：]|(?:based in|bas[ée]e? [àa]|living in|j'habite [àa])\s)\s*([^\n|•]+)/iu,
    );
    const fromLabel = labelled?.[1] ? cityOfAddress(labelled[1], isPlace) : null;
    // "Kansas City, MO 52364", "Rosharon, TX": a town and a two-letter state.
    const usTown = headerLines
      .map((line) => line.match(US_TOWN)?.[1]?.trim() ?? '')
      .find((town) => town && isPlace(town));
    const segments = headerLines.flatMap((line) => line.split(/\s+[-–—|•]\s+|\s{2,}|\t/));
    const cityRegion = segments
      .map((segment) => segment.trim())
      .find(
        (segment) =>
          /^\p{Lu}[\p{L}.'’ -]{1,30},\s*\p{Lu}[\p{L}.'’ -]{1,30}$/u.test(segment) &&
          segment.split(',').every((part) => isPlace(part.trim())),
      );
    city = fromLabel ?? usTown ?? cityRegion?.split(',')[0]?.trim() ?? null;
  }
  const country =
    COUNTRIES.find(([, pattern]) => pattern.test(header))?.[0] ??
    ((postalcode || frenchCity) && language === 'fr' ? 'France' : null);
  return { city, postalcode, country };
}

const US_TOWN =
  /(?:^|[\s,|•-])(\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+){0,2}),\s*(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])\b(?:\s+\d{5})?/u;

// "Apt A-10-06, Regalia residence, KL, Malaysia": the town is the part before the country, else
// the first part that reads as a place (no number, no street word).
function cityOfAddress(address: string, isPlace: (value: string) => boolean): string | null {
  const parts = address
    .split(',')
    .map((part) => part.replace(/\b\d{4,6}\b/g, '').trim())
    .filter(Boolean);
  const countryAt = parts.findIndex((part) => COUNTRIES.some(([, pattern]) => pattern.test(part)));
  const beforeCountry = countryAt > 0 ? parts[countryAt - 1] : undefined;
  if (beforeCountry && isPlace(beforeCountry)) return beforeCountry;
  return parts.find(isPlace) ?? null;
}

const NOT_A_PLACE =
  /\b(?:phone|t[ée]l|tel|cell|mobile|contact|e-?mail|address|adresse|drive|street|st|road|rd|avenue|ave|lane|apt|apartment|suite|floor|block|house|flat|residence|rue|chemin|boulevard|bd|all[ée]e|impasse|place|linkedin|github|email me|indeed|willing|relocate|anywhere|module|p\.?\s?o|box|hometown|university|universit[ée]|college|school|[ée]cole|institute|experience|exp[ée]rience|full-time|part-time|and|or|the|of)\b/i;

// A town is one to four capitalised words, no digit, no street or contact word, no skill and not
// the person's name.
export function isPlaceName(value: string, name: string | null): boolean {
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4 || /\d|[@:#()]/.test(value)) return false;
  // "MA", "Vic": a state or region code alone is no town.
  if (value.replace(/\P{L}/gu, '').length < 3) return false;
  if (!words.every((word) => /^\p{Lu}/u.test(word)) || NOT_A_PLACE.test(value)) return false;
  if (name && words.some((word) => name.split(' ').includes(word))) return false;
  const rule = getSkillVocabulary().lookup(normalizeSkillKey(value));
  return !rule || rule.skill.category !== 'hard';
}
