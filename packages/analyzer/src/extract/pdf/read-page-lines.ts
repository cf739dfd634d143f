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
 * The lines of one page in reading order: items grouped by baseline, then by x. When the page has
 * two columns (an empty vertical band that every line keeps clear of, with lines on both sides that
 * do not share baselines as a table's cells would), the left column is read before the right one.
 */
export function readPageLines(items: PdfTextItem[]): PdfLine[] {
  const visible = items.filter((item) => item.text.trim().length > 0);
  const gutter = findGutter(visible);
  if (!gutter) return groupLines(visible);
  const isLeft = (item: PdfTextItem) => item.x + item.width <= gutter;
  return [
    ...groupLines(visible.filter(isLeft)).map((line) => ({ ...line, column: 'left' as const })),
    ...groupLines(visible.filter((item) => !isLeft(item))).map((line) => ({
      ...line,
      column: 'right' as const,
    })),
  ];
}

/** The x where a two-column page splits, or null for one column. */
export function findGutter(items: PdfTextItem[]): number | null {
  if (items.length < 6) return null;
  const left = Math.min(...items.map((item) => item.x));
  const right = Math.max(...items.map((item) => item.x + item.width));
  const span = right - left;
  if (span < 150) return null;
  const covered = new Uint8Array(Math.ceil(span) + 1);
  for (const item of items) {
    const from = Math.max(0, Math.floor(item.x - left));
    const to = Math.min(covered.length - 1, Math.ceil(item.x + item.width - left));
    covered.fill(1, from, to + 1);
  }
  const sizes = items.map((item) => item.fontSize).sort((a, b) => a - b);
  const minWidth = Math.max(12, 1.5 * (sizes[Math.floor(sizes.length / 2)] ?? 10));
  let best: { start: number; width: number } | null = null;
  for (let start = 0; start < covered.length; ) {
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
  const leftLines = groupLines(items.filter((item) => item.x + item.width <= gutter));
  const rightLines = groupLines(items.filter((item) => item.x + item.width > gutter));
  if (leftLines.length < 3 || rightLines.length < 3) return null;
  // Cells of a table, or dates set at a tab stop, share their row's baseline; columns do not.
  const [fewer, more] =
    leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines];
  const aligned = fewer.filter((line) =>
    more.some((other) => Math.abs(other.y - line.y) < 1),
  ).length;
  return aligned / fewer.length > 0.5 ? null : gutter;
}

function groupLines(items: PdfTextItem[]): PdfLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= SAME_LINE * Math.max(first.fontSize, item.fontSize))
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
    return { text: text.trim(), x: ordered[0]?.x ?? 0, y: ordered[0]?.y ?? 0 };
  });
}
