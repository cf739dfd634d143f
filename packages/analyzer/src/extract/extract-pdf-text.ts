import { extractText as extractPdfPages, getDocumentProxy } from 'unpdf';

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js transfers (detaches) the buffer it is given; hand it a copy so the caller's bytes survive.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractPdfPages(pdf, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}
