import { loadMessages } from './i18n.ts';

// Every English catalogue but the login page's (already in the first chunk), bundled with the
// signed-in layout and the setup page that import this module: the words arrive with the code that
// shows them.
const english = import.meta.glob<unknown>(['../locales/en/*.json', '!**/en/{auth,common}.json'], {
  eager: true,
  import: 'default',
});
loadMessages('en', Object.values(english));
