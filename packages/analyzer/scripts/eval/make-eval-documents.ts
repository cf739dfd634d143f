/**
 * Documents made from a text for the evaluation, shaped as users' files are: a DOCX with one
 * paragraph per line, a PDF with the lines laid out on A4 pages (long lines wrapped at the margin,
 * new pages as they fill), and a designer's two-column PDF (contact, skills and languages in a
 * narrow left column, the rest on the right, in another size and leading as such CVs have).
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export async function makeLinesDocx(lines: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

interface Column {
  x: number;
  width: number;
  size: number;
  leading: number;
}

// Space after a paragraph, as word processors add by default (Word: 8 pt).
const PARAGRAPH_SPACING = 6;

export async function makeLinesPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  layOut(pdf, font, lines, { x: MARGIN, width: A4.width - 2 * MARGIN, size: 10.5, leading: 14 });
  return pdf.save();
}

/** `leftLines` in a 160 pt column at 9 pt, `rightLines` in the rest at 10.5 pt, each flowing on. */
export async function makeTwoColumnPdf(
  leftLines: string[],
  rightLines: string[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const left = { x: MARGIN - 20, width: 160, size: 9, leading: 12.5 };
  const right = { x: MARGIN + 170, width: A4.width - MARGIN - 170 - 30, size: 10.5, leading: 14.5 };
  const pages: PDFPage[] = [];
  layOut(pdf, font, leftLines, left, pages);
  layOut(pdf, font, rightLines, right, pages);
  return pdf.save();
}

// A wide gap of the text (two spaces or more: how extracted text writes a tab or a lost line
// break) is drawn as a tab stop would be, two font sizes wide; pdf.js reads two typed spaces as one.
const TAB = '\t';
const TAB_WIDTH = 2;

// Lays the lines out from the top of the first page on, reusing `pages` already made by another
// column and adding pages as the column fills.
function layOut(
  pdf: PDFDocument,
  font: PDFFont,
  lines: string[],
  column: Column,
  pages: PDFPage[] = [],
): void {
  const encodable = new Set(font.getCharacterSet());
  const widthOf = (text: string) =>
    text
      .split(TAB)
      .reduce(
        (sum, part, index) =>
          sum +
          font.widthOfTextAtSize(part, column.size) +
          (index > 0 ? TAB_WIDTH * column.size : 0),
        0,
      );
  let pageIndex = 0;
  let y = A4.height - MARGIN;
  const pageAt = (index: number) => {
    while (pages.length <= index) pages.push(pdf.addPage([A4.width, A4.height]));
    return pages[index] as PDFPage;
  };
  for (const line of lines) {
    const text = toWinAnsi(line, encodable).replace(/ {2,}|\t/g, TAB);
    for (const piece of wrap(text, widthOf, column.width)) {
      if (y < MARGIN) {
        pageIndex++;
        y = A4.height - MARGIN;
      }
      const page = pageAt(pageIndex);
      let x = column.x;
      for (const part of piece.split(TAB)) {
        if (part.trim()) page.drawText(part, { x, y, size: column.size, font });
        x += font.widthOfTextAtSize(part, column.size) + TAB_WIDTH * column.size;
      }
      y -= column.leading;
    }
    y -= PARAGRAPH_SPACING;
  }
}

// Breaks a line at spaces and tabs, word by word, so that each piece fits the column; a word
// longer than the column is cut where the column ends, as word processors do.
function wrap(text: string, widthOf: (value: string) => number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const [, whole = '', separator = ''] of text.trim().matchAll(/([^ \t]+)([ \t]*)/g)) {
    for (const word of cutToWidth(whole, widthOf, width)) {
      const wordWidth = widthOf(word);
      if (piece && pieceWidth + wordWidth > width) {
        pieces.push(piece.trim());
        piece = '';
        pieceWidth = 0;
      }
      piece += word;
      pieceWidth += wordWidth;
    }
    const gap = separator.includes(TAB) ? TAB : separator ? ' ' : '';
    piece += gap;
    pieceWidth += widthOf(gap);
  }
  if (piece.trim()) pieces.push(piece.trim());
  return pieces;
}

function cutToWidth(word: string, widthOf: (value: string) => number, width: number): string[] {
  if (widthOf(word) <= width) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && widthOf(part + char) > width) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return part ? [...parts, part] : parts;
}

// The standard fonts encode WinAnsi only: decorative bullets become "•", accented letters outside
// it lose their accent, anything else becomes "?" (the same way every time).
const BULLET_LIKE = /[●◦▪■□◆❖➔➢➤→☞⌲✓✔♣♦★☆]/gu;

export function toWinAnsi(text: string, encodable: Set<number>): string {
  let out = '';
  for (const char of text.replace(BULLET_LIKE, '•')) {
    const code = char.codePointAt(0) ?? 0;
    if (encodable.has(code)) out += char;
    else if (char === '\t') out += char;
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...plain].every((part) => encodable.has(part.codePointAt(0) ?? 0)) ? plain : '?';
    }
  }
  return out;
}
