import type { TCvAnalysis } from '@staffing/domain';
import { findSkillMentions, listSkills, type SkillMention } from '../vocabulary/find-skills.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';
import { findEmail, findPhone } from './contact-details.ts';
import { CV_HEADINGS, type TCvSection } from './cv-headings.ts';
import { cvTaggerOf, type TCvTagField, type TCvTaggedSpan, type TCvTagger } from './cv-tagger.ts';
import { coveredMonths, findDateRanges } from './date-ranges.ts';
import { detectLanguage } from './detect-language.ts';
import {
  extractRole,
  findAvailability,
  findEducation,
  findLocation,
  findStatedExperienceYears,
  isPlaceName,
  type TLocation,
} from './extract-cv-details.ts';
import { extractExperiences } from './extract-experiences.ts';
import { deriveTrigramme, extractPersonName } from './extract-person-name.ts';
import { restoreLineBreaks } from './restore-line-breaks.ts';
import { linesOf, splitSections, stripBullet, type Section } from './split-sections.ts';

const KEY_STRENGTH_COUNT = 5;

export interface AnalyzeCvOptions {
  /** The CV tagger beside the rules: the trained one unless told (null: the rules alone). */
  tagger?: TCvTagger | null;
}

/** Reads a CV's text (French or English) into the candidate fields, offline and deterministically. */
export function analyzeCv(rawText: string, options: AnalyzeCvOptions = {}): TCvAnalysis {
  const text = restoreLineBreaks(rawText);
  const language = detectLanguage(text);
  const sections = splitSections(text, CV_HEADINGS);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const headerLines = [...(sections[0]?.lines ?? []), ...linesOf(sections, 'contact')].slice(0, 25);

  const name = extractPersonName(text);
  const tagged = (options.tagger === undefined ? cvTaggerOf() : options.tagger)?.(lines) ?? [];
  const firstTagged = (field: TCvTagField) =>
    tagged.find((span) => span.field === field)?.text ?? null;
  const mentions = findCvSkillMentions(sections);
  const skillsSection = linesOf(sections, 'skills');
  const hardskills = withListedItems(
    listSkills(mentions, 'hard', language),
    [
      ...skillsSection,
      ...lines.filter((line) => !skillsSection.includes(line) && isSkillListLine(line)),
    ],
    mentions,
  );
  const experienceLines = linesOf(sections, 'experience');
  const experiences = extractExperiences(
    experienceLines.length > 0 ? experienceLines : lines,
    language === 'fr' ? "aujourd'hui" : 'Present',
    // As with titles and towns, a French CV keeps its rules.
    language === 'en' ? employersByLine(lines, tagged) : undefined,
  );

  return {
    name,
    email: findEmail(text),
    phone: findPhone(text),
    role: chooseRole(
      extractRole(lines, name, experiences.experience1?.title ?? null),
      firstTagged('role'),
      language,
    ),
    experienceyears: formatYears(
      findStatedExperienceYears(text) ?? yearsFromExperienceLines(experienceLines),
      language,
    ),
    trigramme: findTrigramme(text) ?? deriveTrigramme(name),
    ...withTaggedCity(
      withWorkplace(
        findLocation(headerLines, language, name),
        experiences.experience1?.location,
        name,
      ),
      firstTagged('city'),
      language,
      name,
    ),
    availability: findAvailability(text),
    education: findEducation(linesOf(sections, 'education'), lines),
    hardskills,
    softskills: listSkills(
      findCvSkillMentions(
        sections.filter((section) => !FACTUAL_SECTIONS.has(section.kind)),
        false,
      ),
      'soft',
      language,
    ),
    keystrengths: findKeyStrengths(linesOf(sections, 'strengths'), mentions, language),
    languages: findLanguages(linesOf(sections, 'languages'), text, language),
    missingskills: [],
    ...experiences,
  };
}

// Skills section by section: in a skills section every line is a list of skills, so generic
// fields ("Databases", "Programming") and ordinary-word tools ("Word", "Access") count there;
// elsewhere they count only inside a written list.
// Soft skills are what the candidate says of themselves (profile, skills, strengths, header):
// the words of a degree, a course or a project description ("organisation of events",
// "communication engineering") say nothing of the person. Generic soft-skill words count only
// inside a written list, even in a skills section (where flattened CVs keep whole sentences).
const FACTUAL_SECTIONS = new Set<Section<TCvSection>['kind']>([
  'education',
  'projects',
  'certifications',
]);

// Sections that tell what the candidate did, where a lower-case field describes a task.
const NARRATIVE_SECTIONS = new Set<Section<TCvSection>['kind']>([
  'experience',
  'education',
  'projects',
  'certifications',
]);

function findCvSkillMentions(
  sections: Section<TCvSection>[],
  skillsSections = true,
): SkillMention[] {
  const vocabulary = getSkillVocabulary();
  return sections.flatMap((section) =>
    findSkillMentions(section.lines.join('\n'), vocabulary, {
      inSkillsList: skillsSections && section.kind === 'skills',
      strictFields: true,
      inNarrative: NARRATIVE_SECTIONS.has(section.kind),
    }),
  );
}

// Items of a written skills list that the vocabulary does not know ("ClearQuest, BTEQ, Tpump")
// are skills too: a skills section says so. Only short items of list-like lines count.
const ITEM_SEPARATOR = /\s*(?:[,;|•·●▪]|\s\/\s|\s&\s|\band\b)\s*/;
const LIST_LABEL = /^[^:：]{2,40}[:：]\s*/;
const NOT_AN_ITEM =
  /^(?:less than|more than|years?|months?|etc|others?|basics?|good|strong|excellent|knowledge|working|proficient|familiar|experience|skills?|tools?|languages?|and|or|the|with|in|of|on|to|for|using|including|like|such as|http|www)\b/i;
// Schools, employers and titles that share a line with the skills in flattened CVs.
const NOT_A_TOOL =
  /\b(?:school|elementary|university|college|institute|academy|inc|ltd|llc|company|boutique|teacher|principal|president|coordinator|trainee|engineer|manager|certifications?|workshops?|training|present)\b/i;

const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)\.?(?:\s|$)/i;

// Outside a skills section, a line is a skills list when it is mostly short items, several of
// them known skills ("Internet Technology J2EE, EJB, RMI, JAXB, WSDL").
function isSkillListLine(line: string): boolean {
  const items = stripBullet(line).replace(LIST_LABEL, '').split(ITEM_SEPARATOR);
  if (items.length < 4) return false;
  const short = items.filter((item) => item.trim().split(/\s+/).length <= 3).length;
  if (short / items.length < 0.75) return false;
  return findSkillMentions(line, undefined, { inSkillsList: true }).length >= 3;
}

function withListedItems(
  known: string[],
  skillLines: string[],
  mentions: SkillMention[],
): string[] {
  const names = new Set(known);
  const seen = new Set(
    [...known, ...mentions.map((mention) => mention.surface)].map((name) => name.toLowerCase()),
  );
  for (const line of skillLines) {
    const bare = stripBullet(line);
    const body = bare.replace(LIST_LABEL, '');
    const items = body
      .replace(/\([^)]*\)?/g, ' ')
      .split(ITEM_SEPARATOR)
      .map((item) =>
        item
          .replace(/^[^\p{L}\p{N}.]+|[\s.:;-]+$/gu, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    if (items.length < 3) continue;
    // Without a "Label:" the first item may carry the row's label ("Internet Technology J2EE").
    if (body === bare && (items[0]?.split(' ').length ?? 0) > 1) items.shift();
    for (const item of items) {
      const words = item.split(' ');
      if (words.length > 3 || item.length < 2 || item.length > 30) continue;
      if (
        /[@:"“”[\]]|^\d/u.test(item) ||
        NOT_AN_ITEM.test(item) ||
        NOT_A_TOOL.test(item) ||
        MONTH.test(item)
      )
        continue;
      // Tool names carry capitals on every word ("Muti Load", "BTEQ"); phrases are prose.
      if (!words.every((word) => /^[\p{Lu}\p{N}.]/u.test(word))) continue;
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      // Known skills inside the item were found already ("Advanced Excel", "C/C++").
      if (findSkillMentions(item, undefined, { inSkillsList: true }).length > 0) continue;
      seen.add(key);
      names.add(item);
    }
  }
  return [...names];
}

// A CV without an address in its header: the town of the latest job is where the candidate
// works, the best guess of where they live.
function withWorkplace(
  location: TLocation,
  workplace: string | null | undefined,
  name: string | null,
): TLocation {
  const town = workplace?.replace(/[\s,;–—-]+$/, '').trim();
  return location.city || !town || !isPlaceName(town, name)
    ? location
    : { ...location, city: town };
}

// The tagger learnt from English CVs: there it reads titles and places better than the rules
// (cross-validated by CV), so it decides and the rules fill in; a French CV keeps its rules first
// (the tagger answered worse on the French tuning set) and the tagger fills what they leave.
function chooseRole(ruled: string | null, tagged: string | null, language: 'fr' | 'en') {
  return language === 'en' ? (tagged ?? ruled) : (ruled ?? tagged);
}

// The employers the tagger marked, by the line they are on.
function employersByLine(lines: string[], tagged: TCvTaggedSpan[]) {
  const byLine = new Map<string, string[]>();
  for (const span of tagged) {
    const line = lines[span.line];
    if (span.field !== 'company' || line === undefined) continue;
    byLine.set(line, [...(byLine.get(line) ?? []), employerOf(span.text)]);
  }
  return (line: string) => byLine.get(line) ?? [];
}

// "Infosys Limited, Bangalore": the employer is before the comma.
const employerOf = (text: string) => (text.split(',')[0] ?? text).replace(/[\s;:–—-]+$/, '').trim();

// The tagger marks a place as the CV writes it ("Pune, Maharashtra"): the town is before the comma.
// Where the rules read the same town, theirs is kept ("Kuala Lumpur" for the marked "Lumpur").
function withTaggedCity(
  location: TLocation,
  tagged: string | null,
  language: 'fr' | 'en',
  name: string | null,
): TLocation {
  const town = tagged?.split(',')[0]?.trim();
  if (!town || !isPlaceName(town, name)) return location;
  if (location.city && (language === 'fr' || sameText(location.city, town))) return location;
  return { ...location, city: town };
}

const sameText = (a: string, b: string) => {
  const [x, y] = [a, b].map((text) => text.toLowerCase().replace(/\s+/g, ' ').trim());
  return x!.includes(y!) || y!.includes(x!);
};

function findTrigramme(text: string): string | null {
  const match = text.match(/\btrigramme\s*[:：]?\s*([A-Za-z]{3})\b/i);
  return match?.[1]?.toUpperCase() ?? null;
}

function formatYears(years: number | null, language: 'fr' | 'en'): string | null {
  if (years === null || !Number.isFinite(years) || years <= 0) return null;
  // A stated "3.5 years" stays as written (one decimal); computed spans are whole years.
  const rounded = Math.round(years * 10) / 10;
  if (!Number.isInteger(rounded))
    return language === 'fr' ? `${String(rounded).replace('.', ',')} ans` : `${rounded} years`;
  return language === 'fr' ? `${rounded} ans` : `${rounded} years`;
}

// Without a stated figure, the months covered by the dated experiences (overlaps merged, an open
// end such as "aujourd'hui" or "Present" counting up to this month), in completed years; else the
// span from the earliest year to the latest.
function yearsFromExperienceLines(experienceLines: string[]): number | null {
  if (experienceLines.length === 0) return null;
  const ranges = experienceLines.flatMap((line) => findDateRanges(line));
  if (ranges.length > 0) {
    const years = Math.floor(coveredMonths(ranges) / 12);
    if (years > 0 && years < 50) return years;
  }
  const text = experienceLines.join('\n');
  const years = [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((match) => Number(match[1]));
  if (years.length < 2) return null;
  const span = Math.min(Math.max(...years), new Date().getUTCFullYear()) - Math.min(...years);
  return span > 0 && span < 50 ? span : null;
}

// Key strengths: what the CV itself lists as strengths, else its most mentioned technical skills.
function findKeyStrengths(
  strengthLines: string[],
  mentions: ReturnType<typeof findSkillMentions>,
  language: 'fr' | 'en',
): string[] {
  const stated = strengthLines
    .map(stripBullet)
    .filter((line) => line.length > 2 && line.length < 120);
  if (stated.length > 0) return stated.slice(0, KEY_STRENGTH_COUNT);
  const counts = new Map<string, number>();
  for (const mention of mentions) {
    if (mention.skill.category !== 'hard') continue;
    const label =
      language === 'fr' && mention.skill.frName ? mention.skill.frName : mention.skill.name;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, KEY_STRENGTH_COUNT)
    .map(([label]) => label);
}

// Languages from their own section (with the level written beside them), else mentioned anywhere.
// A "Languages" heading over programming languages ("Languages: Java, C++") holds no spoken
// language: then the whole text is read.
function findLanguages(languageLines: string[], text: string, language: 'fr' | 'en'): string[] {
  const fromSection = languagesIn(languageLines, true, language);
  if (fromSection.length > 0) return fromSection;
  // Elsewhere a language counts on a line that speaks of languages ("Fluent in English and
  // Hindi", "Langues : anglais courant"), not in "English Teacher" or "Business English".
  return languagesIn(
    text.split('\n').filter((line) => LANGUAGE_CUE.test(line)),
    true,
    language,
  );
}

const LANGUAGE_CUE =
  /\b(?:languages?|langues?|linguistic|spoken|speak(?:s|ing)?|fluent(?:ly)?|fluency|native|mother tongue|bilingual|bilingue|parl[ée]e?s?|courant|maternelle|natif|native|proficien(?:t|cy)|written and spoken|read,? write|lu,? [ée]crit)\b|\b[ABC][12]\b/i;

function languagesIn(source: string[], withLevel: boolean, language: 'fr' | 'en'): string[] {
  const found = new Map<string, string>();
  for (const line of source) {
    for (const mention of findSkillMentions(line)) {
      if (mention.skill.category !== 'language') continue;
      const label =
        language === 'fr' && mention.skill.frName ? mention.skill.frName : mention.skill.name;
      const level = withLevel ? levelAfter(line.slice(mention.end)) : null;
      if (!found.has(label)) found.set(label, level ? `${label} (${level})` : label);
    }
  }
  return [...found.values()];
}

const LEVEL =
  /^\s*[:(–—-]?\s*(langue maternelle|maternelle|natif|native|bilingue|bilingual|courant|fluent|professionnel|professional(?: working proficiency)?|avanc[ée]|advanced|interm[ée]diaire|intermediate|notions|scolaire|basic|d[ée]butant|beginner|[ABC][12])/i;

function levelAfter(rest: string): string | null {
  return rest.match(LEVEL)?.[1] ?? null;
}
