import { z } from 'zod';
import { requiredText } from '../common/form-input.ts';
import { ZUuid } from '../common/uuid.ts';

/**
 * What an integration may do: Sales and Recruiter act exactly as a person of that role; ReadOnly
 * reads what a Recruiter reads and never writes, whatever the role rules become.
 */
export const API_KEY_ROLES = ['Sales', 'Recruiter', 'ReadOnly'] as const;
export const ZApiKeyRole = z.enum(API_KEY_ROLES, {
  message: 'Choose a role: Sales, Recruiter or Read-only (ReadOnly)',
});
export type TApiKeyRole = z.infer<typeof ZApiKeyRole>;

export const API_KEY_ROLE_LABELS: Record<TApiKeyRole, string> = {
  Sales: 'Sales',
  Recruiter: 'Recruiter',
  ReadOnly: 'Read-only',
};

/** What each role lets the integration do, in the words the create dialog shows. */
export const API_KEY_ROLE_DESCRIPTIONS: Record<TApiKeyRole, string> = {
  Sales: 'Reads and writes needs, candidates and steps, as a Sales person does',
  Recruiter: 'Reads what a Recruiter reads and may do what a Recruiter may do',
  ReadOnly: 'Reads what a Recruiter reads and never writes anything',
};

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const API_KEY_STATUS_LABELS: Record<TApiKeyStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/**
 * Expiry is required, from a month to a year: a forgotten key stops working by itself, and a key
 * made for a script is not one that dies before anyone notices.
 */
export const API_KEY_MIN_DAYS = 30;
export const API_KEY_MAX_DAYS = 365;
/** The choices the web offers; the API accepts any whole number of days between the bounds. */
export const API_KEY_EXPIRY_CHOICES = [30, 90, 180, 365] as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  nameTaken: 'An active API key already has this name: choose another or revoke that key first',
  expiryRequired: `Expiry is required: a number of days between ${API_KEY_MIN_DAYS} and ${API_KEY_MAX_DAYS}`,
  adminRequired: 'Access denied: only an Admin can manage API keys',
  notFound: 'API key not found',
  invalid:
    'This API key is not valid: check that the whole key was copied, or ask an Admin for a new one',
  expired: 'This API key has expired: ask an Admin for a new key',
  revoked: 'This API key has been revoked: ask an Admin for a new key',
  readOnly:
    'This API key is read-only: it may only make GET requests. Ask an Admin for a Sales key to write.',
  peopleOnly:
    "API keys cannot use this route: it is about a person's own sessions or profile. Sign in as a person.",
  rateLimited: (perMinute: number, seconds: number) =>
    `This API key made more than ${perMinute} requests in a minute: wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
} as const;

export const ZCreateApiKey = z.object({
  name: requiredText(API_KEY_MESSAGES.nameRequired)
    .min(2, API_KEY_MESSAGES.nameTooShort)
    .max(100, API_KEY_MESSAGES.nameTooLong),
  role: ZApiKeyRole,
  expiresInDays: z
    .number({ message: API_KEY_MESSAGES.expiryRequired })
    .int(API_KEY_MESSAGES.expiryRequired)
    .min(API_KEY_MIN_DAYS, API_KEY_MESSAGES.expiryRequired)
    .max(API_KEY_MAX_DAYS, API_KEY_MESSAGES.expiryRequired),
});
export type TCreateApiKey = z.infer<typeof ZCreateApiKey>;

export const ZApiKeyIdParams = z.object({
  id: ZUuid(API_KEY_MESSAGES.notFound),
});

/** An API key as listed: never its secret, only the prefix that recognises it. */
export const ZApiKey = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'Also the name its writes are audited under.' }),
    role: ZApiKeyRole,
    prefix: z.string().meta({ description: 'The start of the key (`stk_<prefix>`).' }),
    status: z.enum(API_KEY_STATUSES),
    createdAt: z.string(),
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable().meta({ description: 'Updated at most once a minute.' }),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ items: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The create reply: the only answer that ever holds the whole key. */
export const ZCreatedApiKey = ZApiKey.extend({
  key: z.string().meta({ description: 'The whole key, shown once: it cannot be read again.' }),
}).meta({ id: 'CreatedApiKey' });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;
