import { phoneFromDocument, type TCvAnalysis, type TReviewField } from '@staffing/domain';
import { CV_HEADINGS } from '../local/cv-headings.ts';
import { field, findLineOf, located, locatedList, numberLines, type TLine } from './locate.ts';
import { placeInSections } from './place-in-sections.ts';

// A person's name has letters only (and the marks of compound names): "31" or "CV 2024" is not one.
const PERSON_NAME = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}$/u;
// A city: capitalised words, not a fragment of a word such as "rchitecture".
const CITY = /^\p{Lu}[\p{L}'’. -]{1,60}$/u;

/** The name from "CV_Jean_Dupont.pdf" when the text gives none; "31.docx" gives nothing. */
export function personNameFromFilename(filename: string): string | null {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(
      /(?<![\p{L}\p{N}])(?:cv|resume|résumé|curriculum|vitae|final|v\d+|\d+)(?![\p{L}\p{N}])/giu,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const words = stem.split(' ');
  if (words.length < 2 || words.length > 4 || !PERSON_NAME.test(stem)) return null;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

// "5 years" is stated on a line ("5 ans d'expérience") or counted from the dates (no line then).
function yearsLine(lines: TLine[], years: string | null): TLine | null {
  const figure = years?.match(/^\d+(?:[.,]\d)?/)?.[0];
  if (!figure) return null;
  const stated = new RegExp(
    `(?<![\\d.,])${figure.replace('.', '[.,]')}\\s*\\+?\\s*(?:ans|années|years?|yrs)`,
    'i',
  );
  return lines.find((line) => stated.test(line.text)) ?? null;
}

/**
 * The fields of a new candidate as the review shows them (CANDIDATE_REVIEW_FIELDS, in that
 * order), each with the line of the CV it was read from and that line's section; what the CV
 * does not say is null.
 */
export function buildCandidateReviewFields(
  text: string,
  analysis: TCvAnalysis,
  filename: string,
): TReviewField[] {
  const lines = numberLines(text);
  const readName = analysis.name && PERSON_NAME.test(analysis.name) ? analysis.name : null;
  const fromFile = readName ? null : personNameFromFilename(filename);
  const name = readName
    ? located(lines, 'name', readName)
    : field('name', fromFile, null, fromFile ? filename : null);
  const city = analysis.city && CITY.test(analysis.city.trim()) ? analysis.city.trim() : null;
  const phoneAt = analysis.phone
    ? (lines.find((line) =>
        line.text.replace(/\D/g, '').includes(analysis.phone!.replace(/\D/g, '')),
      ) ?? null)
    : null;
  return placeInSections(lines, CV_HEADINGS, [
    name,
    located(lines, 'email', analysis.email),
    field('phone', analysis.phone ? phoneFromDocument(analysis.phone) : null, phoneAt),
    located(lines, 'role', analysis.role),
    located(lines, 'city', city),
    located(lines, 'postalCode', analysis.postalcode),
    field('country', analysis.country, findLineOf(lines, analysis.country)),
    field('experienceYears', analysis.experienceyears, yearsLine(lines, analysis.experienceyears)),
    located(lines, 'availability', analysis.availability),
    located(lines, 'education', analysis.education),
    locatedList(lines, 'hardSkills', analysis.hardskills),
    locatedList(lines, 'softSkills', analysis.softskills),
    locatedList(
      lines,
      'languages',
      analysis.languages,
      analysis.languages.map((language) => language.replace(/\s*\(.*$/, '')),
    ),
  ]);
}
