import { findFrenchCity } from './find-french-city.ts';
import { ROLE_WORDS } from './role-words.ts';
import { stripBullet } from './split-sections.ts';

/** The job title a CV announces near its top ("Développeur Full Stack Java", "Senior Data Engineer"). */
export function extractRole(lines: string[], name: string | null): string | null {
  const explicit = lines.find((line) =>
    /^(titre|poste|intitul[ée]|role|r[ôo]le|designation|current role|position)\s*[:：]/i.test(line),
  );
  if (explicit) return explicit.replace(/^[^:：]+[:：]\s*/, '').trim() || null;
  const start = name
    ? Math.max(
        0,
        lines.findIndex((line) => line.includes(name.split(' ')[0] ?? name)),
      )
    : 0;
  for (const line of lines.slice(start, start + 8)) {
    const candidate =
      stripBullet(line)
        .split(/\s+[|–—-]\s+/)[0]
        ?.trim() ?? '';
    if (!candidate || candidate.length > 70 || /[@\d]{3,}|http/i.test(candidate)) continue;
    if (name && candidate.includes(name)) continue;
    if (ROLE_WORDS.test(candidate) && candidate.split(/\s+/).length <= 8)
      return candidate.replace(/[.,;:]$/, '');
  }
  return null;
}

const YEARS =
  /(\d{1,2}(?:[.,]\d)?)\s*\+?\s*(?:years?|yrs?|ans|années?)\s+(?:of\s+|d['’]\s*)?(?:[\p{L}-]+\s+){0,3}?(?:experience|exp[ée]rience)|(?:experience|exp[ée]rience)\s*(?:de|of|:)?\s*(\d{1,2}(?:[.,]\d)?)\s*\+?\s*(?:years?|yrs?|ans|années?)/iu;

/** Years of experience as stated ("5 ans d'expérience", "over 6 years of experience"). */
export function findStatedExperienceYears(text: string): number | null {
  const match = text.match(YEARS);
  const value = match?.[1] ?? match?.[2];
  return value ? Number(value.replace(',', '.')) : null;
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
export function findLocation(headerLines: string[], language: 'fr' | 'en'): TLocation {
  const header = headerLines.join('\n');
  let city: string | null = null;
  let postalcode: string | null = null;
  const postal = header.match(FRENCH_POSTCODE_CITY);
  if (postal) {
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
      /(?<![\p{L}\p{N}])(?:(?:location|localisation|ville|city|lieu|adresse|address)\s*[:：]|(?:based in|bas[ée]e? [àa])\s)\s*([^\n|•]+)/iu,
    );
    const segments = headerLines.flatMap((line) => line.split(/\s+[-–—|•]\s+|\s{2,}|\t/));
    const cityRegion = segments.find((segment) =>
      /^\p{Lu}[\p{L}.'’ -]{1,30},\s*\p{Lu}[\p{L}.'’ -]{1,30}$/u.test(segment.trim()),
    );
    const raw = labelled?.[1] ?? cityRegion;
    if (raw) city = raw.split(',')[0]?.replace(/\d+/g, '').trim() || null;
  }
  const country =
    COUNTRIES.find(([, pattern]) => pattern.test(header))?.[0] ??
    ((postalcode || frenchCity) && language === 'fr' ? 'France' : null);
  return { city, postalcode, country };
}
