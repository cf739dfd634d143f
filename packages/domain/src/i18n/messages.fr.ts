import { MESSAGES_FR_PLATFORM } from './fr/messages-platform.fr.ts';
import { MESSAGES_FR_RECORDS } from './fr/messages-records.fr.ts';
import { MESSAGES_FR_OPERATIONS } from './fr/messages-operations.fr.ts';

/**
 * French for the English messages the server and the domain produce: error `detail`s,
 * zod validation messages, and the texts kept in `*_MESSAGES`. A key is the English exactly as the
 * code writes it; `{name}` stands for a part the code interpolates and comes back in the French
 * at the same name. `translateMessage` (translate.ts) reads this table; a new English message
 * without its French fails `apps/server/src/lib/french-messages.test.ts`.
 */
export const MESSAGES_FR: Readonly<Record<string, string>> = {
  ...MESSAGES_FR_PLATFORM,
  ...MESSAGES_FR_RECORDS,
  ...MESSAGES_FR_OPERATIONS,
};

/** English messages whose French is the same words (a name, a code the user types). */
export const MESSAGES_SAME_IN_FRENCH: readonly string[] = [
  'DELETE',
  '{count} minute',
  '{count} minutes',
];
