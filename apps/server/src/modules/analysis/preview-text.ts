import {
  buildDocumentPreview,
  clientEmailText,
  isAnalyzerError,
  readEml,
  readMsg,
  splitPositions,
  unreadablePreview,
  type Analyzer,
  type ClientEmail,
  type DocumentText,
  type EmailDocument,
  type TDocumentType,
} from '@staffing/analyzer';
import {
  MAX_EMAIL_FILE_BYTES,
  MAX_POSITIONS_PER_TEXT,
  MAX_TENDER_FILE_BYTES,
  type TDocumentPreviewResponse,
  type TPreviewTextRequest,
} from '@staffing/domain';
import { AppError, badInput } from '../../lib/errors.ts';
import { checkDocument } from '../files/check-document.ts';
import { readingRefusal, type TReadText } from './document-text.ts';

/**
 * The review of a client's e-mail (pasted, an .eml or an Outlook .msg file; a short one's attached
 * PDF, DOCX or DOC) or of a call for tender (PDF, DOCX, DOC): one job-description review per
 * position it asks for, each field with its line; nothing is written.
 */
export async function previewClientText(
  deps: { analyzer: Analyzer; readText: TReadText },
  input: TPreviewTextRequest,
): Promise<TDocumentPreviewResponse> {
  if (input.document?.trim()) return previewTender(deps, input.document, input.fileName ?? '');
  const email = await readEmail(input);
  const { text, senderLine } = clientEmailText(email);
  // "Please find our call for tender attached": the need is in the attached document.
  const attached = email.documents ?? [];
  if (attached.length > 0 && letters(text) < COVERING_NOTE_LETTERS)
    return previewAttachments(deps, attached, senderLine);
  if (letters(text) < 20) throw badInput('The e-mail has too little text to read a need from');
  return previewPositions(deps.analyzer, {
    name: email.subject ?? (input.text?.trim() ? 'Pasted e-mail' : 'E-mail'),
    text,
    readBy: 'text',
    senderLine,
  });
}

async function previewPositions(
  analyzer: Analyzer,
  source: {
    name: string;
    text: string;
    readBy: DocumentText['readBy'];
    /** Who sent the e-mail: every position's text ends with it (its order contact's evidence). */
    senderLine?: string | null;
  },
): Promise<TDocumentPreviewResponse> {
  const parts = splitPositions(source.text)
    .slice(0, MAX_POSITIONS_PER_TEXT)
    .map((part) => (source.senderLine ? `${part}\n\n${source.senderLine}` : part));
  const previews = [];
  for (const [index, part] of parts.entries()) {
    const analysis = await analyzer.analyzeJobDescription(part);
    previews.push(
      buildDocumentPreview({
        filename: parts.length > 1 ? `${source.name} (${index + 1}/${parts.length})` : source.name,
        expectedKind: 'jd',
        text: part,
        readBy: source.readBy,
        analysis,
      }),
    );
  }
  return { previews };
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Below this many letters, an e-mail with a document attached is the note that covers it. */
const COVERING_NOTE_LETTERS = 300;
/** The most attached documents one e-mail has read (each within the reader's own bounds). */
const MAX_ATTACHED_DOCUMENTS = 3;

/**
 * A call for tender read like a dropped job description (its type by its bytes, the sandboxed
 * reader with its page, character, time and memory limits, OCR for a scan), then split into its
 * lots or profiles. A damaged or empty one gives one unreadable review, filled by hand.
 */
async function previewTender(
  deps: { analyzer: Analyzer; readText: TReadText },
  base64: string,
  fileName: string,
): Promise<TDocumentPreviewResponse> {
  const bytes = decodeFile(
    base64,
    MAX_TENDER_FILE_BYTES,
    `The call for tender must be at most ${MAX_TENDER_FILE_BYTES / 1024 / 1024} MB`,
  );
  const type = await checkDocument(bytes, fileName, MAX_TENDER_FILE_BYTES);
  return previewDocument(deps, bytes, type, fileName);
}

async function previewDocument(
  deps: { analyzer: Analyzer; readText: TReadText },
  bytes: Uint8Array,
  type: TDocumentType,
  fileName: string,
  senderLine?: string | null,
): Promise<TDocumentPreviewResponse> {
  let read: DocumentText;
  try {
    read = await deps.readText(bytes, type, 'jd');
  } catch (err) {
    const refusal = readingRefusal(err);
    if (refusal) throw refusal;
    return { previews: [unreadablePreview(fileName, 'jd')] };
  }
  return previewPositions(deps.analyzer, { name: fileName, ...read, senderLine });
}

/**
 * The documents attached to a short e-mail, each read as a call for tender, their sender the
 * e-mail's (the client, on every position); one that is not really a PDF, DOCX or DOC is skipped,
 * and a message with none readable says so.
 */
async function previewAttachments(
  deps: { analyzer: Analyzer; readText: TReadText },
  documents: readonly EmailDocument[],
  senderLine: string | null,
): Promise<TDocumentPreviewResponse> {
  const previews: TDocumentPreviewResponse['previews'] = [];
  for (const { fileName, content } of documents.slice(0, MAX_ATTACHED_DOCUMENTS)) {
    if (previews.length >= MAX_POSITIONS_PER_TEXT) break;
    const type = await checkDocument(content, fileName, MAX_TENDER_FILE_BYTES).catch(() => null);
    if (!type) continue;
    const read = await previewDocument(deps, content, type, fileName, senderLine);
    previews.push(...read.previews);
  }
  if (previews.length === 0)
    throw badInput(
      'The e-mail has too little text to read a need from, and no readable document attached',
    );
  return { previews: previews.slice(0, MAX_POSITIONS_PER_TEXT) };
}

async function readEmail(input: TPreviewTextRequest): Promise<ClientEmail> {
  if (input.text?.trim()) return { subject: null, from: null, body: input.text };
  if (input.msg?.trim()) {
    const bytes = decodeFile(input.msg, MAX_EMAIL_FILE_BYTES, EMAIL_TOO_LARGE);
    try {
      return await readMsg(bytes);
    } catch (err) {
      if (isAnalyzerError(err)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', err.message);
      throw badInput('The .msg file could not be read');
    }
  }
  const bytes = decodeFile(input.eml ?? '', MAX_EMAIL_FILE_BYTES, EMAIL_TOO_LARGE);
  try {
    return await readEml(bytes);
  } catch {
    throw badInput('The .eml file could not be read');
  }
}

const EMAIL_TOO_LARGE = `The e-mail file must be at most ${MAX_EMAIL_FILE_BYTES / 1024 / 1024} MB`;

function decodeFile(base64: string, maxBytes: number, tooLarge: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  if (bytes.byteLength === 0) throw badInput('The file is empty');
  return bytes;
}
