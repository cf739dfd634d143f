import { AnalyzerError } from '../analyzer-error.ts';
import { htmlToText } from './html-to-text.ts';
import { attachedDocuments, type ClientEmail } from './read-eml.ts';

/** Said when the bytes given as an Outlook message are something else. */
export const NOT_A_MSG_MESSAGE =
  'This file is not an Outlook message (.msg): save the e-mail from Outlook with File › Save As › Outlook Message Format';

/**
 * An Outlook .msg file (the compound file Outlook saves a message as) read by msgreader: subject,
 * sender, sent date, the plain-text body or, failing it, the HTML body as text, the names of
 * its attachments and the documents among them. Anything that is not a message is refused (UNSUPPORTED_TYPE).
 */
export async function readMsg(source: Uint8Array): Promise<ClientEmail> {
  // Loaded on the first .msg: most servers never read one.
  const loaded = await import('@kenjiuno/msgreader');
  // A CommonJS module: Node's ESM hands its whole `exports` as the default, bundlers the class.
  const MsgReader =
    (loaded.default as unknown as { default?: typeof loaded.default }).default ?? loaded.default;
  const bytes = Uint8Array.from(source);
  let reader: InstanceType<typeof MsgReader>;
  let data: ReturnType<InstanceType<typeof MsgReader>['getFileData']>;
  try {
    reader = new MsgReader(new DataView(bytes.buffer));
    data = reader.getFileData();
  } catch {
    throw new AnalyzerError('UNSUPPORTED_TYPE', NOT_A_MSG_MESSAGE);
  }
  if (data.error || !data.messageClass?.startsWith('IPM.'))
    throw new AnalyzerError('UNSUPPORTED_TYPE', NOT_A_MSG_MESSAGE);
  const sender = data.senderName?.trim();
  const address = (data.senderSmtpAddress ?? data.senderEmail)?.trim();
  return {
    subject: data.subject?.trim() || null,
    from: senderText(sender, address),
    date: isoDate(data.clientSubmitTime ?? data.messageDeliveryTime),
    body: data.body?.trim() ? data.body : htmlBody(data),
    attachments: (data.attachments ?? []).flatMap((attachment) =>
      attachment.fileName ? [attachment.fileName] : [],
    ),
    documents: attachedDocuments(
      (data.attachments ?? []).map((attachment) => ({
        fileName: attachment.fileName,
        content: () => {
          // An attachment msgreader cannot read (an embedded message) has no bytes.
          try {
            return reader.getAttachment(attachment).content;
          } catch {
            return undefined;
          }
        },
      })),
    ),
  };
}

function htmlBody(data: { bodyHtml?: string; html?: Uint8Array }): string {
  if (data.bodyHtml) return htmlToText(data.bodyHtml);
  return data.html ? htmlToText(new TextDecoder().decode(data.html)) : '';
}

function senderText(name: string | undefined, address: string | undefined): string | null {
  const hasAddress = address?.includes('@');
  if (name && hasAddress && name !== address) return `${name} <${address}>`;
  return (hasAddress ? address : name) || null;
}

function isoDate(value: string | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
