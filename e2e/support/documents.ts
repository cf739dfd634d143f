import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A one-page PDF with one line of text per entry (an empty entry leaves a blank line). Without
 * lines it holds only a grey rectangle: no text at all, as a scan is for the reader.
 */
export async function makePdf(lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let y = 790;
  for (const line of lines) {
    if (line) page.drawText(line, { x: 50, y, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
    y -= 16;
  }
  if (lines.length === 0)
    page.drawRectangle({ x: 50, y: 500, width: 300, height: 200, color: rgb(0.7, 0.7, 0.7) });
  return Buffer.from(await pdf.save());
}
