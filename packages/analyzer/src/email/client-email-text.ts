/**
 * A client's e-mail made into what the job-description reader expects: the subject first (its
 * "RE:", "TR:", "Objet :" dropped), then the message without greetings, the sign-off and
 * signature, or the history quoted below it.
 */
export function clientEmailText(email: { subject: string | null; body: string }): string {
  let body = email.body.replace(/\r\n?/g, '\n').split('\n');
  let subject = email.subject ? cleanSubject(email.subject) : '';
  // A pasted e-mail keeps its subject as a line of its own ("Objet : …", "Subject: …").
  const first = body.findIndex((line) => line.trim());
  if (!subject && first >= 0 && SUBJECT_LINE.test(body[first]!)) {
    subject = cleanSubject(body[first]!);
    body = body.slice(first + 1);
  }
  const lines = keptLines(body);
  return [subject, ...lines]
    .filter((line, index) => index > 0 || line)
    .join('\n')
    .trim();
}

const SUBJECT_PREFIX = /^(?:\s*(?:re|tr|fw|fwd|réf|ref|objet|subject)\s*(?:\[\d+\])?\s*[:：]\s*)+/i;

// "Besoin Développeur Java", "Nouvelle demande : Data engineer": what the mail is, not the title.
const REQUEST_WORD =
  /^(?:(?:nouveau|nouvelle|urgent|new)\s*[:\-–]?\s*)?(?:besoin|demande|recherche|request|need|opportunit[ée]|consultation)\b\s*(?:(?:de|d['’]un|d['’]une|d['’]|for|an?)\s+)?[:\-–]?\s*/i;

const SUBJECT_LINE = /^\s*(?:objet|subject)\s*[:：]/i;

function cleanSubject(subject: string): string {
  const bare = subject.replace(SUBJECT_PREFIX, '').trim();
  const title = bare.replace(REQUEST_WORD, '').trim();
  return title.length >= 3 ? title.charAt(0).toUpperCase() + title.slice(1) : bare;
}

// Where what follows is not the client's own message: a quoted reply, a forwarded header block,
// a signature separator.
const HISTORY_START =
  /^(?:-{2,}\s*(?:original message|message d'origine|forwarded message|message transféré)\s*-{2,}|(?:le|on)\s.{5,120}(?:a écrit|wrote)\s*:|(?:de|from)\s*:\s.+@.+|_{5,}|--\s*)$/i;
const SIGN_OFF =
  /^(?:cordialement|bien (?:à vous|cordialement)|bonne (?:journée|soirée)|merci(?: d'avance| par avance)?|best regards|kind regards|regards|thanks(?: in advance)?|thank you|cheers|sincèrement|salutations)[\s,.!]*$/i;
const GREETING =
  /^(?:bonjour|bonsoir|hello|hi|dear|cher|chère|chers|madame|monsieur|salut)\b[^.!?]{0,60}[,!]?\s*$/i;

function keptLines(lines: string[]): string[] {
  const kept: string[] = [];
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (HISTORY_START.test(line.trim()) || SIGN_OFF.test(line.trim())) break;
    if (line.trimStart().startsWith('>')) continue;
    if (kept.length === 0 && (GREETING.test(line.trim()) || !line.trim())) continue;
    kept.push(line);
  }
  return kept;
}
