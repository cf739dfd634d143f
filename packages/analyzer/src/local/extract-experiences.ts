import type { TCvExperience, TCvLatestExperience } from '@staffing/domain';
import { findDateRanges, type DateRange } from './date-ranges.ts';
import { ROLE_WORDS } from './role-words.ts';
import { stripBullet } from './split-sections.ts';

interface Anchor {
  line: number;
  range: DateRange;
}

// French typography spaces a colon ("2021 - 2024 : Développeur") and CVs often part title, company
// and dates with a middle dot or a bullet ("Coach Agile • Loire Agilité • 2022 - aujourd'hui").
const SEPARATORS = /\s*(?:\||–|—|\s[-:•·]\s|,|\bchez\b|\bat\b|@|\bà\b)\s*/i;
const TECH_LINE =
  /^(environnement|environment|technologies|tech(nical)? stack|stack|outils|tools)\b/i;

function segmentsOf(line: string): string[] {
  return stripBullet(line)
    .split(SEPARATORS)
    .map((segment) => segment.replace(/^[([:•·]\s*|[)\]]$/g, '').trim())
    .filter((segment) => segment.length > 1 && !/^\d+$/.test(segment));
}

function withoutRange(line: string, range: DateRange): string {
  const local = line.indexOf(line.slice(range.index, range.index + range.length));
  return (line.slice(0, local) + ' | ' + line.slice(local + range.length)).replace(/[()]/g, ' ');
}

function isHeadingLine(line: string): boolean {
  return (
    line.length <= 80 && !/^[•·▪*\-–]/.test(line) && !TECH_LINE.test(line) && !/[.;]$/.test(line)
  );
}

/**
 * Reads title, company, dates and responsibilities of each dated block; latest three first.
 * `employersOn` names the employers a tagger marked on a line: the first one marked on a block's
 * own lines is its company.
 */
export function extractExperiences(
  lines: string[],
  presentLabel: string,
  employersOn: (line: string) => string[] = () => [],
): {
  experience1: TCvLatestExperience | null;
  experience2: TCvExperience | null;
  experience3: TCvExperience | null;
} {
  const anchors: Anchor[] = [];
  lines.forEach((line, index) => {
    const range = findDateRanges(line)[0];
    if (range) anchors.push({ line: index, range });
  });
  // A block's heading lines may sit above its dates; the previous block's text ends before them.
  const headingStarts = anchors.map((anchor, order) => {
    let start = anchor.line;
    const floor = order > 0 ? (anchors[order - 1]?.line ?? 0) + 1 : 0;
    while (start - 1 >= floor && start > anchor.line - 2 && isHeadingLine(lines[start - 1] ?? ''))
      start--;
    return start;
  });
  const blocks = anchors.map((anchor, order) => {
    const nextAnchor = headingStarts[order + 1] ?? lines.length;
    const previousAnchor = order > 0 ? (anchors[order - 1]?.line ?? -1) : -1;
    const own = segmentsOf(withoutRange(lines[anchor.line] ?? '', anchor.range));
    // Title and company sit on the dated line or on the one or two short lines just above it
    // (read top down: "Title" then "Company - City -" above "January 2014 to Present"), else
    // on the short line below.
    const above = [];
    for (let index = headingStarts[order] ?? anchor.line; index < anchor.line; index++)
      if (index > previousAnchor) above.push(...segmentsOf(lines[index] ?? ''));
    const context = [...above, ...own];
    const below = lines[anchor.line + 1] ?? '';
    if (
      context.length < 2 &&
      anchor.line + 1 < nextAnchor &&
      below.length <= 80 &&
      !/^[•·▪*\-–]/.test(below) &&
      !TECH_LINE.test(below)
    )
      context.push(...segmentsOf(below));
    const titleIndex = context.findIndex((segment) => ROLE_WORDS.test(segment));
    const title = titleIndex >= 0 ? context[titleIndex] : (context[0] ?? null);
    const rest = context.filter((segment) => segment !== title);
    const ownLines = lines.slice(
      Math.max(headingStarts[order] ?? anchor.line, previousAnchor + 1),
      Math.min(anchor.line + 2, nextAnchor),
    );
    const company = ownLines.flatMap(employersOn)[0] ?? rest[0] ?? null;
    const location =
      rest.find(
        (segment, index) =>
          index > 0 && /^\p{Lu}[\p{L}'’ -]{1,25}$/u.test(segment) && segment.split(' ').length <= 3,
      ) ?? null;
    const used = new Set([anchor.line, anchor.line - 1, anchor.line - 2, anchor.line + 1]);
    const responsibilities = lines
      .slice(anchor.line + 1, nextAnchor)
      .filter(
        (line, offset) =>
          !(used.has(anchor.line + 1 + offset) && !/^[•·▪*\-–]/.test(line) && line.length < 80),
      )
      .filter((line) => !TECH_LINE.test(line))
      .map(stripBullet)
      .filter((line) => line.length > 12)
      .slice(0, 10);
    return {
      startKey: anchor.range.startKey,
      experience: {
        title: title ?? null,
        company,
        startDate: anchor.range.start,
        endDate: anchor.range.end || presentLabel,
        location,
      },
      responsibilities,
    };
  });
  blocks.sort((a, b) => b.startKey - a.startKey);
  const [first, second, third] = blocks;
  return {
    experience1: first ? { ...first.experience, responsibilities: first.responsibilities } : null,
    experience2: second?.experience ?? null,
    experience3: third?.experience ?? null,
  };
}
