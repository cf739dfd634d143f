import { getDocumentProxy } from 'unpdf';
import { assertPageCount, type ExtractLimits } from '../extract-limits.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Opens a PDF for `read`: a document past the page limit is refused before any page is read,
 * and pdf.js's copy is released whatever `read` does.
 */
export async function readPdf<T>(
  bytes: Uint8Array,
  limits: ExtractLimits | undefined,
  read: (pdf: PdfDocument) => Promise<T>,
): Promise<T> {
  // pdf.js transfers (detaches) the buffer it is given; hand it a copy so the caller's bytes survive.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    assertPageCount('pdf', pdf.numPages, limits);
    return await read(pdf);
  } finally {
    await pdf.destroy();
  }
}
