import { foldSearchText } from '../common/search-text.ts';
import { toE164Phone } from '../candidates/phone.ts';

/**
 * The keys two records of one person share, however each arrived (form, CV, import, API, mail).
 * Pure functions: the server stores them beside the candidate and the web shows why two match.
 */

/** Gmail ignores dots and a +tag in the local part, and googlemail.com is the same mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/**
 * Providers that deliver `name+tag@` to `name@` (plus addressing), so the tag names no other
 * person: Outlook/Hotmail/Live/MSN, iCloud, Proton, Fastmail. Elsewhere a `+` may be part of a
 * real address (a company's own server), so it is kept.
 */
const PLUS_TAG_DOMAINS = new Set([
  'outlook.com',
  'outlook.fr',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'fastmail.com',
]);

/** The mailbox an address reaches, as its provider treats it; null when it is not an address. */
export function toEmailKey(email: string | null | undefined): string | null {
  const text = (email ?? '').trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.split('+')[0]!.replace(/\./g, '');
  } else if (PLUS_TAG_DOMAINS.has(domain)) {
    local = local.split('+')[0]!;
  }
  return local ? `${local}@${domain}` : null;
}

/** The number in E.164 (the firm's country for national numbers); null when not a number. */
export function toPhoneKey(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  return text ? toE164Phone(text) : null;
}

/**
 * Two numbers of one person that differ only in their last two digits (a typo, a line of the same
 * switchboard) are only a hint, never a match on their own: it needs a similar name too.
 */
export function toPhonePrefix(phoneKey: string | null | undefined): string | null {
  return phoneKey && phoneKey.length > 6 ? phoneKey.slice(0, -2) : null;
}

/**
 * A LinkedIn profile URL as `linkedin.com/in/<slug>`: any subdomain (www, fr), with or without
 * the scheme, case, trailing slash, query or fragment. Null for anything that is not a profile.
 */
export function toLinkedinKey(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  const match = /^\/in\/([^/]+)\/?/.exec(parsed.pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]!);
  } catch {
    slug = match[1]!;
  }
  slug = slug.trim().toLowerCase();
  return slug ? `linkedin.com/in/${slug}` : null;
}

/** A name folded (case, accents, spacing) for trigram similarity. */
export function toNameKey(name: string | null | undefined): string {
  return foldSearchText(name ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An employer or city compared loosely: folded, punctuation and legal suffixes ignored. */
export function toPlaceKey(text: string | null | undefined): string | null {
  const folded = toNameKey(text)
    .replace(/\b(sas|sasu|sa|sarl|eurl|gmbh|ltd|inc|group|groupe)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return folded || null;
}
