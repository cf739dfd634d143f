import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';
import { isFrenchCity } from './french-cities.ts';

// A French department number in brackets after the city ("Lyon (69)", "Ajaccio (2A)").
const DEPARTMENT = /\s*\((?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])\)$/i;
// A Paris, Lyon or Marseille district ("Paris 13e", "Lyon 3ème").
const DISTRICT = /\s+\d{1,2}\s*(?:e|er|ème|eme)$/i;
const STREET =
  /^\d+\s*(?:bis|ter)?,?\s+(?:rue|avenue|av\.?|boulevard|bd|place|all[ée]e|chemin|impasse|quai|cours|route|square|r[ée]sidence)\b[^,]*,\s*(?:\d{5}\s+)?(.+)$/i;
// A dash parts segments; at a line's end or start too, where a narrow column wrapped the line
// ("Angers (49) -" / "mathis.roux@example.com - 06 ...").
const SEGMENT_SEPARATOR = /\s+[-–—](?:\s+|$)|^[-–—]\s+|\s*[|•·●▪]\s*|\s{2,}|\t/;
const PLACE = /^\p{Lu}[\p{L}'’-]*(?:[\s-]\p{L}[\p{L}'’-]*){0,3}$/u;

/**
 * The city of a French CV header written without a postal code: "Lyon (69)", "Nantes • 06 ...",
 * "Paris 13e", "12 rue des Lilas, Toulouse", or a line holding only a French city. A bracketed
 * department number is enough to take any place name but a skill ("Java (17)"); otherwise the
 * city must be a known French city, so a person's name or a job title on the contact line is
 * never read as a city.
 */
export function findFrenchCity(headerLines: string[]): string | null {
  for (const line of headerLines) {
    const segments = line
      .replace(/^\s*(?:adresse|address|domicile|localisation|ville|lieu)\s*[:：]\s*/i, '')
      .split(SEGMENT_SEPARATOR)
      .map((segment) => segment.trim())
      .filter(Boolean);
    for (const segment of segments) {
      const city = cityOfSegment(segment);
      if (city) return city;
    }
  }
  return null;
}

function cityOfSegment(segment: string): string | null {
  const street = segment.match(STREET)?.[1];
  const place = (street ?? segment).replace(/,\s*france$/i, '').trim();
  if (DEPARTMENT.test(place)) {
    const city = place.replace(DEPARTMENT, '');
    return PLACE.test(city) && !getSkillVocabulary().lookup(normalizeSkillKey(city)) ? city : null;
  }
  const city = place.replace(DISTRICT, '');
  return PLACE.test(city) && isFrenchCity(city) ? city : null;
}
