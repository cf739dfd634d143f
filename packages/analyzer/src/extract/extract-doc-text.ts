// The reference (not an import) lets the types reach every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./word-extractor.d.ts" />
import type WordExtractorClass from 'word-extractor';

/** word-extractor (≈9 MB) loads with the first .doc, not with the server. */
let WordExtractor: Promise<typeof WordExtractorClass> | undefined;

export async function extractDocText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  WordExtractor ??= import('word-extractor').then((module) => module.default);
  const document = await new (await WordExtractor)().extract(buffer);
  // CVs often keep the name and contact lines in headers and layouts in text boxes.
  const parts = [
    document.getHeaders({ includeFooters: false }),
    document.getBody(),
    document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
  ];
  return parts.filter((part) => part.trim().length > 0).join('\n');
}
