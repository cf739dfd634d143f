import { createMessageTranslator, MESSAGES_FR } from '@staffing/domain';
import { registerFrenchMessages } from './domain-messages.ts';
import { loadMessages } from './i18n.ts';

// Every French catalogue in one chunk: one request when French is chosen, and no list of twenty
// loaders in the first chunk. The French of the domain's messages comes with it.
const french = import.meta.glob<unknown>('../locales/fr/*.json', {
  eager: true,
  import: 'default',
});
loadMessages('fr', Object.values(french));
registerFrenchMessages(createMessageTranslator(MESSAGES_FR));
