import type { TLine } from './locate.ts';

// The sender's line an e-mail's text ends with (`clientEmailText`): "De : Julie Moreau <j@acme.fr>".
export const SENDER_LINE = /^(?:de|from)\s*:\s*(.+)$/i;
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** The sender's line of a text made from an e-mail: its last line, when it is one; else null. */
export function senderLineOf(lines: TLine[]): TLine | null {
  const last = lines.findLast((line) => line.text.trim());
  return last && SENDER_LINE.test(last.text.trim()) ? last : null;
}

// Mailboxes anyone can open: their domain names nobody's employer.
const PERSONAL_MAIL =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|gmx|web|proton|protonmail|pm|tutanota|yandex|mail|zoho|orange|wanadoo|free|sfr|neuf|laposte|bbox|numericable|club-internet|aliceadsl|libero|virgilio|t-online|seznam|qq|163|126)$/i;
// Second-level labels of country domains ("acme.co.uk", "dgfip.gouv.fr"): the name is one left.
const SECOND_LEVEL = /^(?:co|com|org|net|gov|gouv|ac|edu|ltd|plc|asso|nom)$/i;

/**
 * The company an e-mail address's domain names ("julie@bnp-paribas.com" → "Bnp Paribas",
 * "paul@edf.fr" → "EDF"): the label left of the public suffix, capitalised; a short one with at
 * most one vowel is taken for an acronym. Null for a personal mailbox (Gmail, Orange …), which names no employer.
 */
export function companyFromAddress(address: string): string | null {
  const label = domainLabel(address);
  if (!label || PERSONAL_MAIL.test(label) || !/\p{L}/u.test(label)) return null;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) =>
      isAcronym(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The label of an address's domain left of its public suffix: "acme" for j@mail.acme.co.uk. */
export function domainLabel(address: string): string | null {
  const labels = (address.split('@')[1] ?? '').toLowerCase().split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const secondLevel = labels.length >= 3 && SECOND_LEVEL.test(labels[labels.length - 2]!);
  return labels[labels.length - (secondLevel ? 3 : 2)]!;
}

// "edf", "sncf", "ratp", "kpmg" are read letter by letter; "acme", "atos", "total" are words.
const isAcronym = (word: string) =>
  word.length <= 3 || (word.length <= 5 && (word.match(/[aeiouy]/g)?.length ?? 0) <= 1);
