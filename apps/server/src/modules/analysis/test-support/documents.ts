import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function makePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 40, y: 800 - index * 16, size: 11, font }),
  );
  return Buffer.from(await pdf.save());
}

// A one-pixel PNG stretched over the page: a scan without a text layer.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function makeScannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(PIXEL_PNG);
  pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return Buffer.from(await pdf.save());
}

export async function makeDocx(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph(line)) }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

/** A zip whose word/document.xml inflates to `size` zero bytes. */
export function makeDocxBomb(size = 200 * 1024 * 1024): Buffer {
  const name = Buffer.from('word/document.xml');
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A Windows executable's first bytes: what a renamed .exe looks like. */
export function makeExe(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}

export const FRENCH_JD = [
  'Développeur Java Senior',
  'Société : Acme Banque',
  'Lieu : Paris',
  "Au sein de l'équipe Paiements, vous rejoindrez le projet de refonte des virements.",
  'Compétences requises :',
  '- Java, Spring Boot, PostgreSQL, Kubernetes',
  'Compétences appréciées :',
  '- Kafka serait un plus',
  'Expérience : 5 ans minimum',
  'Missions :',
  '- Concevoir et développer des microservices',
  '- Participer aux revues de code',
];

export const ENGLISH_CV = [
  'Jane Doe',
  'Senior Java Developer',
  'jane.doe@example.com | +33 6 12 34 56 78',
  'Paris, France',
  'Skills',
  'Java, Spring Boot, PostgreSQL, Docker',
  'Experience',
  '2016 - Present  Senior Java Developer, Acme Corp, Paris',
  '- Built payment microservices with Spring Boot',
  '2012 - 2016  Java Developer, Beta Soft, Lyon',
  'Education',
  'Master in Computer Science',
  'Languages',
  'English, French',
];

/** Multipart body for `inject`, with files and text fields. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; bytes: Buffer; type?: string }
  )[],
) {
  const boundary = `----staffing${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
