import { MESSAGES_FR } from './messages.fr.ts';
import { createMessageTranslator, type TMessageTranslator } from './message-translator.ts';
import type { TLocale } from './locale.ts';

let translator: TMessageTranslator | undefined;

/**
 * `message` (English, as the server and the domain write it) in `locale`; English and any message
 * the catalogue (messages.fr.ts) lacks come back untouched.
 */
export function translateMessage(message: string, locale: TLocale): string {
  translator ??= createMessageTranslator(MESSAGES_FR);
  return translator(message, locale);
}
