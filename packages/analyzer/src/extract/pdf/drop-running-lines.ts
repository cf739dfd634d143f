import { isPageNumberLine } from '../page-number-line.ts';
import type { PdfLine } from './read-page-lines.ts';

export interface PdfPageLines {
  lines: PdfLine[];
  height: number;
}

// Running headers and footers live in the top and bottom sixth of a page.
const MARGIN_BAND = 1 / 6;

/**
 * Drops page numbers from the page margins, and the repeats of a running header or footer (the
 * same text, numbers aside, at the same height on several pages). The first copy stays: a CV's
 * running header often carries the name.
 */
export function dropRunningLines(pages: PdfPageLines[]): PdfLine[][] {
  const keyOf = (line: PdfLine) => `${Math.round(line.y / 4)}|${line.text.replace(/\d+/g, '#')}`;
  const inMargin = (line: PdfLine, height: number) =>
    line.y > height * (1 - MARGIN_BAND) || line.y < height * MARGIN_BAND;
  const pagesOf = new Map<string, number>();
  for (const { lines, height } of pages)
    for (const key of new Set(lines.filter((line) => inMargin(line, height)).map(keyOf)))
      pagesOf.set(key, (pagesOf.get(key) ?? 0) + 1);
  const kept = new Set<string>();
  return pages.map(({ lines, height }) =>
    lines.filter((line) => {
      if (!inMargin(line, height)) return true;
      if (isPageNumberLine(line.text)) return false;
      const key = keyOf(line);
      if ((pagesOf.get(key) ?? 0) < 2) return true;
      if (kept.has(key)) return false;
      kept.add(key);
      return true;
    }),
  );
}
