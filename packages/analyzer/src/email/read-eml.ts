/** What a client's e-mail says: its subject, sender and body as plain text. */
export interface ClientEmail {
  subject: string | null;
  from: string | null;
  body: string;
}

/**
 * An .eml file (RFC 822, as Outlook, Thunderbird or Gmail save a message) read by mailparser:
 * headers decoded, the plain-text part or, failing it, the HTML part as text.
 */
export async function readEml(source: string | Uint8Array): Promise<ClientEmail> {
  // Loaded on the first e-mail: most servers never read one.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(typeof source === 'string' ? source : Buffer.from(source), {
    skipImageLinks: true,
  });
  const body = mail.text ?? (typeof mail.html === 'string' ? htmlToText(mail.html) : '');
  return { subject: mail.subject?.trim() || null, from: mail.from?.text ?? null, body };
}

// mailparser fills `text` from the HTML part when a message has no plain part; this is only the
// fallback for a message whose HTML it kept alone.
function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/div|\/li|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
