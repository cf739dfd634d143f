import type { TMessageTranslator } from '@staffing/domain';
import { getActiveLocale } from './locale.ts';

/**
 * The domain's and the server's English messages (zod validation, `*_MESSAGES`) in the active
 * language. The French table comes with the French chunk (./french.ts), so English
 * pages never carry it.
 */
let frenchMessages: TMessageTranslator | undefined;

export function registerFrenchMessages(translator: TMessageTranslator): void {
  frenchMessages = translator;
}

/** `message` in the active language; untouched in English or when no French is known for it. */
export function translateDomainMessage(message: string): string {
  const locale = getActiveLocale();
  if (locale === 'en' || !frenchMessages) return message;
  return frenchMessages(message, locale);
}
