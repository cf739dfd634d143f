import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function makePdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 40, y: 800 - index * 16, size: 11, font }),
  );
  return pdf.save();
}

export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** A PDF with each page's texts drawn where they are placed (A4, Helvetica, 10 pt unless told). */
export async function makePlacedPdf(pages: PlacedText[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = pdf.addPage([595, 842]);
    for (const { text, x, y, size = 10 } of texts) page.drawText(text, { x, y, size, font });
  }
  return pdf.save();
}

// A one-pixel PNG drawn full page: what a scanner produces, minus the pixels.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function makeScannedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(PIXEL_PNG);
  pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return pdf.save();
}

/**
 * A real scan: one page of a French CV of our own evaluation set (eval/fr/cvs/cv-01.xml), printed
 * to PDF, rasterised at 150 dpi in grey and stored as a picture-only PDF (JPEG): no text layer.
 */
export function readScannedCvPdf(): Uint8Array {
  return new Uint8Array(readFileSync(new URL('./scanned-cv.pdf', import.meta.url)));
}

/** A file of src/email/fixtures: real Outlook messages and calls for tender (see its README). */
export function readEmailFixture(name: string): Buffer {
  return readFileSync(new URL(`../email/fixtures/${name}`, import.meta.url));
}

export async function makeDocx(lines: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph(line)) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Converts a generated DOCX to a Word 97 .doc with LibreOffice, in a temporary folder. */
export async function makeDoc(lines: string[]): Promise<Uint8Array> {
  const folder = mkdtempSync(path.join(tmpdir(), 'analyzer-doc-'));
  try {
    writeFileSync(path.join(folder, 'source.docx'), await makeDocx(lines));
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${folder}/profile`,
        '--headless',
        '--convert-to',
        'doc',
        '--outdir',
        folder,
        path.join(folder, 'source.docx'),
      ],
      {
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    return new Uint8Array(readFileSync(path.join(folder, 'source.doc')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A zip whose word/document.xml inflates to `uncompressedBytes` of zeros: a DOCX bomb. */
export function makeZipBomb(uncompressedBytes: number): Uint8Array {
  const name = Buffer.from('word/document.xml');
  const data = deflateRawSync(Buffer.alloc(uncompressedBytes), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(uncompressedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(uncompressedBytes, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}
export * from './hostile-documents.ts';
