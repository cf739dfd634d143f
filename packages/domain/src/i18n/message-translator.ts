import type { TLocale } from './locale.ts';

/**
 * Translates the server's and the domain's English messages. The code writes English;
 * a translator maps a finished message back to its catalogue entry (exactly, else through a
 * template whose `{name}` parts match anything) and writes the French with the same parts. An
 * unknown message stays English. Parts are translated too when the catalogue knows them
 * ('Please wait 30 seconds': '30 seconds' → '30 secondes'). A `{count}` part matches digits only.
 *
 * The catalogue is an argument so that the web carries it in its French chunk only; the server
 * uses `translateMessage` (translate.ts).
 */
export type TMessageTranslator = (message: string, locale: TLocale) => string;

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

/** A translator over `french` (English message → French); its templates compile on first use. */
export function createMessageTranslator(
  french: Readonly<Record<string, string>>,
): TMessageTranslator {
  let templates: TTemplate[] | undefined;

  const translate = (message: string, depth: number): string | undefined => {
    const exact = french[message];
    if (exact !== undefined) return exact;
    templates ??= compile(french);
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = new Map<string, string>();
      template.names.forEach((name, index) => {
        const value = match[index + 1] ?? '';
        values.set(name, depth > 0 ? value : (translate(value, depth + 1) ?? value));
      });
      return template.french.replace(
        PLACEHOLDER,
        (whole, name: string) => values.get(name) ?? whole,
      );
    }
    // describeZodIssues puts the field in front of zod's own messages: 'email: Invalid input'.
    const prefixed = FIELD_PREFIX.exec(message);
    if (prefixed && depth === 0) {
      const rest = translate(prefixed[2] ?? '', depth + 1);
      if (rest !== undefined) return `${prefixed[1]} : ${rest}`;
    }
    return undefined;
  };

  return (message, locale) => {
    if (locale === 'en' || !message) return message;
    return translate(message, 0) ?? message;
  };
}
