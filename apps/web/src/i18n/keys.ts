// The English catalogues are the source of every key: a key missing from them is a type error
// where it is used. (French completeness is checked by `npm run check:i18n`.)
import type analytics from '../locales/en/analytics.json';
import type apiKeys from '../locales/en/api-keys.json';
import type app from '../locales/en/app.json';
import type auth from '../locales/en/auth.json';
import type candidates from '../locales/en/candidates.json';
import type common from '../locales/en/common.json';
import type crmHealth from '../locales/en/crm-health.json';
import type dataExport from '../locales/en/data-export.json';
import type documents from '../locales/en/documents.json';
import type emailImport from '../locales/en/email-import.json';
import type dossiers from '../locales/en/dossiers.json';
import type duplicates from '../locales/en/duplicates.json';
import type flows from '../locales/en/flows.json';
import type followUps from '../locales/en/follow-ups.json';
import type gdpr from '../locales/en/gdpr.json';
import type history from '../locales/en/history.json';
import type imports from '../locales/en/imports.json';
import type labels from '../locales/en/labels.json';
import type needs from '../locales/en/needs.json';
import type palette from '../locales/en/palette.json';
import type pool from '../locales/en/pool.json';
import type presence from '../locales/en/presence.json';
import type profile from '../locales/en/profile.json';
import type setup from '../locales/en/setup.json';
import type users from '../locales/en/users.json';
import type webhooks from '../locales/en/webhooks.json';
import type workflows from '../locales/en/workflows.json';

type TCatalogs = typeof analytics &
  typeof apiKeys &
  typeof app &
  typeof auth &
  typeof candidates &
  typeof common &
  typeof crmHealth &
  typeof dataExport &
  typeof documents &
  typeof emailImport &
  typeof dossiers &
  typeof duplicates &
  typeof flows &
  typeof followUps &
  typeof gdpr &
  typeof history &
  typeof imports &
  typeof labels &
  typeof needs &
  typeof palette &
  typeof pool &
  typeof presence &
  typeof profile &
  typeof setup &
  typeof users &
  typeof webhooks &
  typeof workflows;

/** Every message id of the interface, such as 'common.actions.save'. */
export type TMessageKey = Extract<keyof TCatalogs, string>;
