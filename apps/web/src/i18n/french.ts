import { loadMessages } from './i18n.ts';

// Every French catalogue in one chunk: one request when French is chosen, and no list of twenty
// loaders in the first chunk.
const french = import.meta.glob<unknown>('../locales/fr/*.json', {
  eager: true,
  import: 'default',
});
loadMessages('fr', Object.values(french));
