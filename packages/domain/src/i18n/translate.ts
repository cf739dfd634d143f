import { MESSAGES_FR } from './messages.fr.ts';
import type { TLocale } from './locale.ts';

/**
 * The server's and the domain's English messages in the reader's language (issue 15). The code
 * writes English; this maps a finished message back to its catalogue entry (exactly, else through
 * a template whose `{name}` parts match anything) and writes the French with the same parts.
 * An unknown message stays English. Parts are translated too when the catalogue knows them
 * ('Please wait 30 seconds': '30 seconds' → '30 secondes'). A `{count}` part matches digits only.
 */
type TTemplate = { pattern: RegExp; names: string[]; french: string; literalLength: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const FIELD_PREFIX = /^([A-Za-z_][\w.[\]-]*): (.+)$/s;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Readonly<Record<string, string>>): TTemplate[] {
  const templates: TTemplate[] = [];
  for (const [english, french] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) continue;
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) =>
        index % 2 === 0 ? escapeRegExp(part) : part === 'count' ? '(\\d+)' : '(.+?)',
      )
      .join('');
    const literalLength = english.replace(PLACEHOLDER, '').length;
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, french, literalLength });
  }
  // The most specific first: more fixed text, then fewer parts.
  return templates.sort(
    (a, b) => b.literalLength - a.literalLength || a.names.length - b.names.length,
  );
}

const FRENCH_TEMPLATES = compile(MESSAGES_FR);

function translateFrench(message: string, depth: number): string | undefined {
  const exact = MESSAGES_FR[message];
  if (exact !== undefined) return exact;
  for (const template of FRENCH_TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map<string, string>();
    template.names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values.set(name, depth > 0 ? value : (translateFrench(value, depth + 1) ?? value));
    });
    return template.french.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  // describeZodIssues puts the field in front of zod's own messages: 'email: Invalid input'.
  const prefixed = FIELD_PREFIX.exec(message);
  if (prefixed && depth === 0) {
    const rest = translateFrench(prefixed[2] ?? '', depth + 1);
    if (rest !== undefined) return `${prefixed[1]} : ${rest}`;
  }
  return undefined;
}

/** `message` in `locale`; English (and any message the catalogue lacks) comes back untouched. */
export function translateMessage(message: string, locale: TLocale): string {
  if (locale === 'en' || !message) return message;
  return translateFrench(message, 0) ?? message;
}
