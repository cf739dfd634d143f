import { htmlToText } from './html-to-text.ts';

/** What a client's e-mail says: its subject, sender, date, body as plain text, attachments' names. */
export interface ClientEmail {
  subject: string | null;
  from: string | null;
  /** When it was sent, ISO 8601. */
  date?: string | null;
  body: string;
  attachments?: string[];
  /** The attachments a need can be read from: a call for tender or a job description. */
  documents?: EmailDocument[];
}

/** An attached PDF, DOCX or DOC file. */
export interface EmailDocument {
  fileName: string;
  content: Uint8Array;
}

const DOCUMENT_NAME = /\.(?:pdf|docx?)$/i;

/** The attachments named as a PDF, DOCX or DOC file (the reader checks their bytes). */
export function attachedDocuments(
  attachments: readonly { fileName?: string | null; content: () => Uint8Array | undefined }[],
): EmailDocument[] {
  return attachments.flatMap(({ fileName, content }) => {
    const bytes = fileName && DOCUMENT_NAME.test(fileName) ? content() : undefined;
    return fileName && bytes?.byteLength ? [{ fileName, content: bytes }] : [];
  });
}

/**
 * An .eml file (RFC 822, as Outlook, Thunderbird or Gmail save a message) read by mailparser:
 * headers decoded, the plain-text part or, failing it, the HTML part as text, and the attached
 * documents.
 */
export async function readEml(source: string | Uint8Array): Promise<ClientEmail> {
  // Loaded on the first e-mail: most servers never read one.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(typeof source === 'string' ? source : Buffer.from(source), {
    skipImageLinks: true,
  });
  // mailparser fills `text` from the HTML part when a message has no plain part; this is only the
  // fallback for a message whose HTML it kept alone.
  const body = mail.text ?? (typeof mail.html === 'string' ? htmlToText(mail.html) : '');
  return {
    subject: mail.subject?.trim() || null,
    from: mail.from?.text ?? null,
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null,
    body,
    attachments: mail.attachments.flatMap((attachment) =>
      attachment.filename ? [attachment.filename] : [],
    ),
    documents: attachedDocuments(
      mail.attachments.map((attachment) => ({
        fileName: attachment.filename,
        content: () => attachment.content,
      })),
    ),
  };
}
