import type { TReviewField } from '@staffing/domain';
import { splitSections, type THeadingTable } from '../local/split-sections.ts';
import type { TLine } from './locate.ts';

/**
 * The section of every line, by number (index 0 is line 1): the kind of the nearest heading
 * above it, 'header' before the first one. A heading line belongs to its own section; a
 * labelled line ("Compétences : Java, SQL") to its label's section while the lines after it stay
 * in the section that was open, as the analyzer reads them (splitSections decides what a
 * heading is, so the review and the analysis agree).
 */
export function sectionOfEachLine<K extends string>(
  lines: TLine[],
  headings: THeadingTable<K>,
): string[] {
  let open: string = 'header';
  return lines.map((line) => {
    if (!line.text) return open;
    // One line alone: [header] when it is no heading, [header, heading] when it stands alone,
    // [header, label, continuation] when it is "Label: content".
    const parts = splitSections(line.text, headings);
    const heading = parts[1];
    if (!heading) return open;
    if (parts.length === 2) open = heading.kind;
    return heading.kind;
  });
}

/** The fields with the section of their line; a field without a line has none. */
export function placeInSections<K extends string>(
  lines: TLine[],
  headings: THeadingTable<K>,
  fields: TReviewField[],
): TReviewField[] {
  const sections = sectionOfEachLine(lines, headings);
  return fields.map((f) => ({
    ...f,
    section: f.line === null ? null : (sections[f.line - 1] ?? null),
  }));
}
