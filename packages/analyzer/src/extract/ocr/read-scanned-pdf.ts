import { extractImages } from 'unpdf';
import { assertCharacterCount, type ExtractLimits } from '../extract-limits.ts';
import { readPdf } from '../pdf/read-pdf.ts';
import { ocrEngine } from './ocr-engine.ts';
import { toGreyPgm } from './page-image.ts';

// A scan is a page-sized picture; logos, photos and signatures are smaller and hold no text
// worth the time.
const MIN_PIXELS = 400_000;

/**
 * The text of a PDF whose pages are pictures (a scanned CV), read by OCR page by page within the
 * document's page and character limits; the reader process's time limit bounds the whole.
 */
export function readScannedPdf(bytes: Uint8Array, limits?: ExtractLimits): Promise<string> {
  return readPdf(bytes, limits, async (pdf) => {
    const pages: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const images = await extractImages(pdf, number);
      for (const image of images) {
        if (image.width * image.height < MIN_PIXELS) continue;
        const engine = await ocrEngine();
        const { data } = await engine.recognize(Buffer.from(toGreyPgm(image)));
        characters += data.text.length;
        assertCharacterCount(characters, limits);
        pages.push(data.text);
      }
    }
    return pages.join('\n');
  });
}
