import { assertCharacterCount, type ExtractLimits } from './extract-limits.ts';
import { joinHyphenatedLines } from './join-hyphenated-lines.ts';
import { dropRunningLines, type PdfPageLines } from './pdf/drop-running-lines.ts';
import { readPageLines, type PdfTextItem } from './pdf/read-page-lines.ts';
import { readPdf } from './pdf/read-pdf.ts';

/**
 * A PDF's lines rebuilt from where pdf.js places the text (pdf.js's own text order follows the
 * drawing order, which mixes columns and loses lines): page by page, column by column, running
 * headers, footers and page numbers left out, hyphenated line ends joined. The page count is
 * known before any page is read, and the text is counted page by page, so a document past its
 * limits costs little.
 */
export function extractPdfText(bytes: Uint8Array, limits?: ExtractLimits): Promise<string> {
  return readPdf(bytes, limits, async (pdf) => {
    const pages: PdfPageLines[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        characters += item.str.length;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        items.push({
          text: item.str,
          x,
          y,
          width: item.width,
          fontSize: Math.hypot(c, d) || item.height || 10,
        });
      }
      assertCharacterCount(characters, limits);
      pages.push({ lines: readPageLines(items), height: page.getViewport({ scale: 1 }).height });
      page.cleanup();
    }
    return joinHyphenatedLines(
      dropRunningLines(pages)
        .flat()
        .map((line) => line.text),
    ).join('\n');
  });
}
