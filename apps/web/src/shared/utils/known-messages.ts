import type { TTranslate } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

type TKnownMessageTranslator = {
  (t: TTranslate, message: string): string;
  (t: TTranslate, message: string | null): string | null;
};

/**
 * Translates the texts a table knows (the domain's exact English words, each with its catalogue
 * key) into the interface's language; any other text, such as a server's detail, is shown as it
 * came, and null stays null.
 */
export function knownMessageTranslator(
  entries: readonly (readonly [string, TMessageKey])[],
): TKnownMessageTranslator {
  const keys = new Map(entries);
  return ((t: TTranslate, message: string | null) => {
    if (message === null) return null;
    const key = keys.get(message);
    return key ? t(key) : message;
  }) as TKnownMessageTranslator;
}
