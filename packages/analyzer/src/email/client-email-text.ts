import { foldSearchText } from '@staffing/domain';
import { domainLabel, EMAIL } from '../review/email-sender.ts';

/** What the job-description reader is given of a client's e-mail, and who sent it. */
export type TClientEmailText = {
  /** The subject first, then the message itself. */
  text: string;
  /** The sender's line as the message gives it ("De : Julie Moreau <julie@acme.fr>"), if any. */
  senderLine: string | null;
};

/**
 * A client's e-mail made into what the job-description reader expects: the subject first (its
 * "RE:", "TR:", "Objet :" dropped), then the message without greetings, the sign-off and
 * signature, or the history quoted below it. A pasted message may begin with the header block a
 * mail client copies with it (De, Envoyé, À, Cc, Objet): its subject and sender are read from it.
 */
export function clientEmailText(email: {
  subject: string | null;
  from: string | null;
  body: string;
}): TClientEmailText {
  let body = email.body.replace(/\r\n?/g, '\n').split('\n');
  let subject = email.subject ? cleanSubject(email.subject) : '';
  let sender = email.from;
  const header = leadingHeaders(body);
  if (header) {
    body = body.slice(header.end);
    subject ||= header.subject ? cleanSubject(header.subject) : '';
    sender ||= header.from;
  }
  // A pasted e-mail keeps its subject as a line of its own ("Objet : …", "Subject: …").
  const first = body.findIndex((line) => line.trim());
  if (!subject && first >= 0 && SUBJECT_LINE.test(body[first]!)) {
    subject = cleanSubject(body[first]!);
    body = body.slice(first + 1);
  }
  const { kept, end, historyAt } = keptLines(body);
  sender = sender?.replace(/"/g, '').trim() || null;
  const signature = body.slice(end, historyAt >= 0 ? historyAt : undefined);
  sender ??= signedBy(signature);
  sender = sender && withCompany(sender, signature);
  const senderLine = sender && /\p{L}/u.test(sender) ? `De : ${sender}` : null;
  // A message forwarded with a word ("Pour info", "Tu as quelqu'un ?"): the need is in the
  // forwarded one, and its sender is the client.
  if (historyAt >= 0 && letters(kept.join(' ')) < FORWARD_NOTE_LETTERS) {
    const forwarded = forwardedMessage(body.slice(historyAt));
    if (forwarded) {
      const inner = clientEmailText({
        subject: subject || forwarded.subject,
        from: forwarded.from,
        body: forwarded.body,
      });
      if (letters(inner.text) > letters([subject, ...kept].join(' ')))
        return { text: inner.text, senderLine: inner.senderLine ?? senderLine };
    }
  }
  const text = [subject, ...kept]
    .filter((line, index) => index > 0 || line)
    .join('\n')
    .trim();
  return { text, senderLine };
}

/** Below this many letters, what is written above a forwarded message is a note, not the need. */
const FORWARD_NOTE_LETTERS = 150;

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

// A forwarded message's start: its separator, or its own header block. A reply's quote ("Le …
// a écrit :") too, its lines unquoted.
const FORWARD_SEPARATOR =
  /^(?:-{2,}\s*(?:original message|message d'origine|forwarded message|message transféré)\s*-{2,}|(?:le|on)\s.{5,120}(?:a écrit|wrote)\s*:)$/i;

/**
 * The forwarded or quoted message that history lines begin, as a message of its own (always
 * shorter than the history: its first line is taken); or null.
 */
function forwardedMessage(
  history: string[],
): { subject: string | null; from: string | null; body: string } | null {
  const first = history[0]?.trim() ?? '';
  if (FORWARD_SEPARATOR.test(first)) {
    const body = history.slice(1).map((line) => line.replace(/^\s*>\s?/, ''));
    return { subject: null, from: null, body: body.join('\n') };
  }
  const header = leadingHeaders(history, 1);
  return header
    ? { subject: header.subject, from: header.from, body: history.slice(header.end).join('\n') }
    : null;
}

// One line of the header block a mail client copies above a message (French and English).
const HEADER_LINE =
  /^\s*(de|from|envoy[ée](?:\s+le)?|sent|date|[àa]|to|cc|cci|bcc|objet|subject|importance)\s*[:：]\s*(.*)$/i;

/** The header block a message begins with (`least` header lines at least), and where it ends. */
function leadingHeaders(
  lines: string[],
  least = 2,
): { end: number; from: string | null; subject: string | null } | null {
  let index = lines.findIndex((line) => line.trim());
  if (index < 0) return null;
  let from: string | null = null;
  let subject: string | null = null;
  let count = 0;
  for (; index < lines.length; index += 1) {
    const match = lines[index]!.match(HEADER_LINE);
    if (!match) break;
    count += 1;
    const name = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if ((name === 'de' || name === 'from') && value) from ??= value;
    if ((name === 'objet' || name === 'subject') && value) subject ??= value;
  }
  return count >= least ? { end: index, from, subject } : null;
}

const SUBJECT_PREFIX = /^(?:\s*(?:re|tr|fw|fwd|réf|ref|objet|subject)\s*(?:\[\d+\])?\s*[:：]\s*)+/i;

// "Besoin Développeur Java", "Nouvelle demande : Data engineer": what the mail is, not the title.
const REQUEST_WORD =
  /^(?:(?:nouveau|nouvelle|urgent|new)\s*[:\-–]?\s*)?(?:besoin|demande|recherche|request|need|opportunit[ée]|consultation)\b\s*(?:urgente?\s*)?(?:(?:de|d['’]un|d['’]une|d['’]|for|an?)\s+)?[:\-–]?\s*/i;

// "Cloud engineer request", "Data engineer needed": the request word after the title.
const REQUEST_AFTER = /\s+(?:request|needed|wanted|opportunity|demande|recherch[ée]e?)$/i;

const SUBJECT_LINE = /^\s*(?:objet|subject)\s*[:：]/i;

function cleanSubject(subject: string): string {
  const bare = subject.replace(SUBJECT_PREFIX, '').trim();
  const title = bare.replace(REQUEST_WORD, '').replace(REQUEST_AFTER, '').trim();
  return title.length >= 3 ? title.charAt(0).toUpperCase() + title.slice(1) : bare;
}

// A forwarded message's sender line ("De : Julie Moreau <julie@acme.fr>").
const SENDER_HEADER = /^(?:de|from)\s*:\s.+@.+$/i;
// Where a signature begins.
const SIGNATURE_SEPARATOR = /^(?:_{5,}|--\s*)$/;
const SIGN_OFF =
  /^(?:cordialement|bien (?:à vous|cordialement)|bonne (?:journée|soirée)|merci(?: d'avance| par avance)?|best regards|kind regards|regards|thanks(?: in advance)?|thank you|cheers|sincèrement|salutations)[\s,.!]*$/i;
const GREETING =
  /^(?:bonjour|bonsoir|hello|hi|dear|cher|chère|chers|madame|monsieur|salut)\b[^.!?]{0,60}[,!]?\s*$/i;

/**
 * The message's own lines, and where a forwarded or quoted message below it starts (-1 when none
 * does; after the sign-off and signature too).
 */
function keptLines(lines: string[]): { kept: string[]; end: number; historyAt: number } {
  const kept: string[] = [];
  let end = lines.length;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trimEnd();
    // What follows is not the client's own message: the history below it, or the signature.
    const trimmed = line.trim();
    if (isForwardStart(trimmed) || SIGNATURE_SEPARATOR.test(trimmed) || SIGN_OFF.test(trimmed)) {
      end = index;
      break;
    }
    if (line.trimStart().startsWith('>')) continue;
    if (kept.length === 0 && (GREETING.test(line.trim()) || !line.trim())) continue;
    kept.push(line);
  }
  const historyAt = lines.findIndex((line, index) => index >= end && isForwardStart(line.trim()));
  return { kept, end, historyAt };
}

// A person's name as a signature gives it: "Julie Moreau", "Jean-Marc DUPONT", "Anne de La Tour".
const NAME_WORD = String.raw`(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}{2,}(?:-\p{Lu}{2,})?)`;
const PERSON_NAME = new RegExp(
  String.raw`^${NAME_WORD}(?:\s+(?:(?:de|du|van|von|le|la|da|di)\s+)?${NAME_WORD}){1,3}$`,
  'u',
);
// What separates the parts of a signature's line: "Emma Clarke | Head of Engineering - Acme".
const SIGNATURE_PARTS = /\s+[|–—-]\s+|\s*[|,]\s*/;
// Lines of a signature that name a role or a team, not a person ("Acheteur IT", "Service Achats").
const NOT_A_PERSON =
  /(?<!\p{L})(?:service|équipe|team|direction|département|department|achats?|acheteuse|acheteur|buyer|procurement|manager|responsable|chef|directeur|directrice|director|head|consultante?|ingénieure?|engineer|recrutement|recruitment|talent|rh|hr|groupe?|group|sas?|sarl|ltd|inc|gmbh|it|si|dsi)(?!\p{L})/iu;

/**
 * Who signed a message, from the lines after its sign-off ("Cordialement," / "--"): the name its
 * first line gives and the e-mail address the signature carries, as a sender ("Julie Moreau
 * <julie@acme.fr>"); null when the signature names nobody.
 */
function signedBy(signature: string[]): string | null {
  const lines = signature
    .map((line) => line.trim())
    .filter(Boolean)
    .filter((line) => !SIGNATURE_SEPARATOR.test(line))
    .slice(0, 7);
  while (lines[0] && SIGN_OFF.test(lines[0])) lines.shift();
  // The name leads the signature, alone or before its role ("Emma Clarke | Head of Engineering");
  // a first name alone ("Emma") may stand above the full one.
  const leading = /^\p{Lu}[\p{Ll}'’-]+$/u.test(lines[0] ?? '')
    ? lines.slice(0, 2)
    : lines.slice(0, 1);
  const name =
    leading
      .map((line) => line.split(SIGNATURE_PARTS)[0]!.trim())
      .find((part) => PERSON_NAME.test(part) && !NOT_A_PERSON.test(part)) ?? null;
  const address = lines.map((line) => line.match(EMAIL)?.[0]).find(Boolean) ?? null;
  if (name && address) return `${name} <${address}>`;
  return name ?? address;
}

// Case and accents folded as search folds them; what is not a letter or a digit dropped.
const fold = (text: string) => foldSearchText(text).replace(/[^a-z0-9]/g, '');
const LINKING_WORDS = /^(?:et|and|de|des|du|la|le|les|of|the|&)$/i;

/**
 * A sender ("Marc Petit <marc.petit@societegenerale.com>") with the company its signature spells
 * as the address's domain does ("Société Générale", or "Crédit Agricole Technologies et Services"
 * for ca-ts.fr by its initials) in brackets after the name, as some mail programs write it.
 */
function withCompany(sender: string, signature: string[]): string {
  const address = sender.match(/<([^<>]+@[^<>]+)>\s*$/)?.[1];
  const label = address && domainLabel(address);
  if (!label || sender.includes('(')) return sender;
  const wanted = fold(label);
  const spells = (part: string) => {
    const words = part.split(/\s+/).filter((word) => word && !LINKING_WORDS.test(word));
    const initials = words.map((word) => fold(word).charAt(0)).join('');
    return fold(part) === wanted || (words.length >= 2 && initials === wanted);
  };
  const company = signature
    .flatMap((line) => line.split(SIGNATURE_PARTS))
    .map((part) => part.trim())
    .find((part) => part.length <= 80 && /\p{L}/u.test(part) && spells(part));
  return company ? sender.replace(/\s*</, ` (${company}) <`) : sender;
}

const isForwardStart = (line: string) => FORWARD_SEPARATOR.test(line) || SENDER_HEADER.test(line);
