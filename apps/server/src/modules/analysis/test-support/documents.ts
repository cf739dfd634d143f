import * as documents from '@staffing/analyzer/test-support';

// The analyzer's generators, as Buffers for inject() payloads and multipart bodies.
export const makePdf = async (lines: string[]) => Buffer.from(await documents.makePdf(lines));
export const makeScannedPdf = async () => Buffer.from(await documents.makeScannedPdf());
/** A real scan of a French CV (Julien Marchetti): a picture-only PDF, read by OCR. */
export const readScannedCvPdf = () => Buffer.from(documents.readScannedCvPdf());
export const makeDocx = async (lines: string[]) => Buffer.from(await documents.makeDocx(lines));
/** A hand-written PDF of `pages` pages (20,000 weigh about 2.5 MB). */
export const makeManyPagePdf = (pages: number) => Buffer.from(documents.makeManyPagePdf(pages));
/** A DOCX whose body is `megabytes` MB of text-like XML; it passes the zip checks. */
export const makeHugeDocx = (megabytes: number, pages?: number) =>
  Buffer.from(documents.makeHugeDocx(megabytes, pages));
/** A zip whose word/document.xml inflates to `size` zero bytes. */
export const makeDocxBomb = (size = 200 * 1024 * 1024) => Buffer.from(documents.makeZipBomb(size));

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
