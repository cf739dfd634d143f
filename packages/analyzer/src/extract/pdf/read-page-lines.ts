import { isHyphenatedAcross } from '../join-hyphenated-lines.ts';

/** A piece of text pdf.js found on a page, in PDF units (y grows upwards from the page bottom). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export interface PdfLine {
  text: string;
  x: number;
  y: number;
  column?: 'left' | 'right';
}

// A gap this many font sizes wide is layout (a tab, a column set apart), not a space: it is kept
// as a wide gap of two spaces. A space of the standard fonts is about 0.28 of the size.
const WIDE_GAP = 0.8;
const WORD_GAP = 0.12;
// Items whose baselines differ by less than this share a line (superscripts, mixed font sizes).
const SAME_LINE = 0.45;

/**
 * The lines of one page in reading order: items grouped by baseline, then by x, and a paragraph
 * wrapped over several lines read as one line, as a DOCX paragraph is. When the page has two
 * columns (an empty vertical band that every line keeps clear of, with lines on both sides that do
 * not share baselines as a table's cells would), the left column is read before the right one.
 */
export function readPageLines(items: PdfTextItem[]): PdfLine[] {
  const visible = items.filter((item) => item.text.trim().length > 0);
  const gutter = findGutter(visible);
  if (!gutter) return joinWrappedLines(groupLines(visible)).map(toPdfLine);
  // An item that runs over the gutter (a long e-mail address in a sidebar) belongs where it starts.
  const isLeft = (item: PdfTextItem) => item.x < gutter;
  return [
    ...joinWrappedLines(groupLines(visible.filter(isLeft))).map((line) => ({
      ...toPdfLine(line),
      column: 'left' as const,
    })),
    ...joinWrappedLines(groupLines(visible.filter((item) => !isLeft(item)))).map((line) => ({
      ...toPdfLine(line),
      column: 'right' as const,
    })),
  ];
}

/** A line as grouped, with what telling a wrapped line from a line break needs. */
interface GroupedLine {
  text: string;
  x: number;
  y: number;
  /** Where the last physical line ends, and where it starts. */
  right: number;
  lastX: number;
  lastY: number;
  fontSize: number;
  firstWordWidth: number;
}

const toPdfLine = ({ text, x, y }: GroupedLine): PdfLine => ({ text, x, y });

// In font sizes: a column narrower than this is a sidebar. A wrapped line leaves less than this
// share of its column empty (a word's width at most).
const MIN_WRAPPING_WIDTH = 25;
const MAX_SLACK = 0.15;
// Lines of a paragraph sit closer than this (single spacing is about 1.2): a page without a
// wrapped line has only paragraph distances to learn its pitch from.
const MAX_PITCH = 1.5;

const BULLET_START = /^[•·▪◦●○■□➢➤►▶✓✔*\-–—]/u;

/**
 * A line continues on the next one when it fills its column (the next line's first word would not
 * have fitted at its end: the writer's program wrapped it), the next line follows at the column's
 * usual line pitch (no paragraph spacing), starts where this one does or a hanging indent further,
 * in the same size, and is not a new bullet. A narrow column (a sidebar of contact lines and
 * skills) is never joined: its short lines fill it by chance.
 */
export function joinWrappedLines(lines: GroupedLine[]): GroupedLine[] {
  if (lines.length < 2) return lines;
  const right = Math.max(...lines.map((line) => line.right));
  const width = right - Math.min(...lines.map((line) => line.x));
  // The longest line is full by definition: the column's edge is known once another line reaches it.
  const reachingEdge = lines.filter((line) => right - line.right <= MAX_SLACK * width * 0.2);
  if (reachingEdge.length < 2) return lines;
  // The line pitch is the closest two lines of one size come: paragraph spacing only adds to it.
  const pitch = Math.min(
    ...lines.slice(1).map((line, index) => {
      const above = lines[index];
      const distance = above ? above.y - line.y : 0;
      return above && Math.abs(above.fontSize - line.fontSize) < 0.5 && distance > 0
        ? distance
        : Infinity;
    }),
  );
  const joined: GroupedLine[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const slack = right - (previous?.right ?? 0);
    const isContinuation =
      previous !== undefined &&
      width >= MIN_WRAPPING_WIDTH * line.fontSize &&
      slack <= MAX_SLACK * width &&
      // A space and the first word, estimated from its share of the letters (give or take 10 %).
      slack < 0.3 * line.fontSize + 1.1 * line.firstWordWidth &&
      Math.abs(previous.fontSize - line.fontSize) < 0.5 &&
      previous.lastY - line.y > 0 &&
      previous.lastY - line.y <= Math.min(pitch * 1.15, MAX_PITCH * line.fontSize) &&
      line.x >= previous.lastX - 1 &&
      line.x <= previous.lastX + 2 * line.fontSize &&
      !BULLET_START.test(line.text) &&
      // A sentence that ends at the line end, with the next line opening another, is a break.
      !(/[.:;!?]$/.test(previous.text) && /^\p{Lu}/u.test(line.text));
    if (!isContinuation) {
      joined.push(line);
      continue;
    }
    const hyphenated = isHyphenatedAcross(previous.text, line.text);
    joined[joined.length - 1] = {
      ...previous,
      text: hyphenated ? previous.text.slice(0, -1) + line.text : `${previous.text} ${line.text}`,
      right: line.right,
      lastX: line.x,
      lastY: line.y,
    };
  }
  return joined;
}

/** The x where a two-column page splits, or null for one column. */
export function findGutter(items: PdfTextItem[]): number | null {
  if (items.length < 6) return null;
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  const span = right - left;
  if (span < 150) return null;
  // How many items cover each point across the page; one item may run over the gutter on a full
  // page (an address too long for its sidebar).
  const covering = new Uint16Array(Math.ceil(span) + 1);
  for (const item of items) {
    const from = Math.max(0, Math.floor(item.x - left));
    const to = Math.min(covering.length - 1, Math.ceil(item.x + item.width - left));
    for (let at = from; at <= to; at++) covering[at] = (covering[at] ?? 0) + 1;
  }
  const allowed = items.length >= 20 ? 1 : 0;
  const covered = covering.map((count) => (count > allowed ? 1 : 0));
  const sizes = items.map((item) => item.fontSize).sort((a, b) => a - b);
  const minWidth = Math.max(12, 1.5 * (sizes[Math.floor(sizes.length / 2)] ?? 10));
  let best: { start: number; width: number } | null = null;
  for (let start = 0; start < covered.length;) {
    if (covered[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end < covered.length && !covered[end]) end++;
    const middle = (start + end) / 2;
    const inMiddle = middle > 0.15 * span && middle < 0.85 * span;
    if (inMiddle && end - start >= minWidth && (!best || end - start > best.width))
      best = { start, width: end - start };
    start = end;
  }
  if (!best) return null;
  const gutter = left + best.start + best.width / 2;
  const leftLines = groupLines(items.filter((item) => item.x < gutter));
  const rightLines = groupLines(items.filter((item) => item.x >= gutter));
  if (leftLines.length < 3 || rightLines.length < 3) return null;
  // Cells of a table, or dates set at a tab stop, share their row's baseline; columns do not.
  const [fewer, more] =
    leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines];
  const aligned = fewer.filter((line) =>
    more.some((other) => Math.abs(other.y - line.y) < 1),
  ).length;
  return aligned / fewer.length > 0.5 ? null : gutter;
}

function groupLines(items: PdfTextItem[]): GroupedLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const first = row?.[0];
    if (
      row &&
      first &&
      Math.abs(first.y - item.y) <= SAME_LINE * Math.max(first.fontSize, item.fontSize)
    )
      row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const ordered = row.sort((a, b) => a.x - b.x);
    let text = '';
    let previous: PdfTextItem | undefined;
    for (const item of ordered) {
      if (previous) {
        const gap = item.x - (previous.x + previous.width);
        const size = Math.max(previous.fontSize, item.fontSize);
        if (gap > WIDE_GAP * size) text = `${text.trimEnd()}  ${item.text.trimStart()}`;
        else if (gap > WORD_GAP * size && !/\s$/.test(text) && !/^\s/.test(item.text))
          text += ` ${item.text}`;
        else text += item.text;
      } else text = item.text;
      previous = item;
    }
    const first = ordered[0];
    const last = ordered[ordered.length - 1];
    const firstText = first?.text.trimStart() ?? '';
    const firstWord = firstText.split(/\s/)[0] ?? '';
    return {
      text: text.trim(),
      x: first?.x ?? 0,
      y: first?.y ?? 0,
      right: last ? last.x + last.width : 0,
      lastX: first?.x ?? 0,
      lastY: first?.y ?? 0,
      fontSize: Math.max(...ordered.map((item) => item.fontSize)),
      firstWordWidth: first && firstText ? (first.width * firstWord.length) / firstText.length : 0,
    };
  });
}
