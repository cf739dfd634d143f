import { loadMessages } from './i18n.ts';

// The English catalogues of the pages away from the board (admin screens, analytics, follow-ups,
// first-run setup, the history of a need or a candidate): imported by those routes, so the board does not carry their words.
const english = import.meta.glob<unknown>(
  '../locales/en/{flows,workflows,users,api-keys,crm-health,analytics,follow-ups,setup,history,email-import,pool,webhooks,dossiers,duplicates,gdpr,data-export,imports}.json',
  { eager: true, import: 'default' },
);
loadMessages('en', Object.values(english));
