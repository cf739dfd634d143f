import { loadMessages } from './i18n.ts';

// The English catalogues of the signed-in layout and the board (/login then the board
// ≤ 300 KiB): everything but the login page's (already in the first chunk) and the pages of
// ./more-catalogs.ts, which their routes bring. A key asked for before its catalogue is here
// loads the rest at once (./i18n.ts, the `missing` handler).
const english = import.meta.glob<unknown>(
  [
    '../locales/en/*.json',
    '!**/en/{auth,common}.json',
    '!**/en/{flows,workflows,users,api-keys,crm-health,analytics,follow-ups,setup,history,email-import,pool,webhooks,dossiers,duplicates,gdpr,data-export,imports}.json',
  ],
  { eager: true, import: 'default' },
);
loadMessages('en', Object.values(english));
