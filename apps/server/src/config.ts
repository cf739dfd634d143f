import net from 'node:net';
import { z } from 'zod';
import {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  PHONE_COUNTRIES,
  isRpaAction,
  RPA_ACTIONS,
  type TRpaAction,
} from '@staffing/domain';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  const prefix = Number(bits);
  // A zero-length prefix trusts every address on the internet: refused like `true`.
  return prefix >= 1 && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which proxy may set X-Forwarded-For/-Proto: unset trusts none (the socket address counts);
 * a hop count, or the proxy's addresses/CIDRs separated by commas. Trusting everyone is refused:
 * any client could then choose its own address and escape the login limits.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (/^\d+$/.test(value)) {
      if (Number(value) < 1 || Number(value) > 10)
        ctx.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 10' });
      return;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrCidr(e));
    if (bad !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not an IP address or CIDR range; name the proxy (e.g. 127.0.0.1 or 10.0.0.0/8), trusting every client is not allowed`,
      });
  })
  .transform((value): number | string[] =>
    /^\d+$/.test(value) ? Number(value) : value.split(',').map((e) => e.trim()),
  );

export type TCrmMode = 'api' | 'rpa';

/**
 * How each CRM action is written: `api` (REST) or `rpa` (the browser). One word sets every
 * action; `opportunity:api,mission:rpa` sets some (the others stay api).
 */
const ZCrmMode = z
  .string()
  .trim()
  .transform((value, ctx): Record<TRpaAction, TCrmMode> => {
    const modes = Object.fromEntries(RPA_ACTIONS.map((a) => [a, 'api'])) as Record<
      TRpaAction,
      TCrmMode
    >;
    if (value === 'api' || value === 'rpa') {
      for (const a of RPA_ACTIONS) modes[a] = value;
      return modes;
    }
    for (const entry of value.split(',').map((e) => e.trim())) {
      const [action, mode] = entry.split(':').map((p) => p.trim());
      if (!isRpaAction(action) || (mode !== 'api' && mode !== 'rpa')) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not <action>:api|rpa (actions: ${RPA_ACTIONS.join(', ')})`,
        });
        return z.NEVER;
      }
      modes[action] = mode;
    }
    return modes;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SEED_ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_ADMIN_NAME: z.string().min(2).default('Administrator'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed logins per minute from one address; also the failures an account has before back-off. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed logins per minute for the whole deployment (every address together). */
  LOGIN_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Requests per minute of one integration's API key (people's sessions are not limited). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: ZTrustProxy.optional(),
  WEB_DIST_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZBool.default(true),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * How long the model has to write a mail before the template is used instead: a person is
   * waiting for it, and the mail job's stage limit (5 min) must stay above it.
   */
  AI_MAIL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(240_000).default(20_000),
  PUBLIC_URL: z.string().url().optional(),
  /** Pages read of a CV; a longer one is refused with a plain message (422, or the flow fails). */
  EXTRACT_MAX_PAGES_CV: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Pages read of a job description or call for tender. */
  EXTRACT_MAX_PAGES_JD: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Characters of text read from one document, whatever its kind. */
  EXTRACT_MAX_CHARACTERS: z.coerce.number().int().min(1000).max(50_000_000).default(1_000_000),
  /** Wall time of reading one document in its reader process; past it the reader is killed. */
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Heap of one reader process (MB); a document needing more ends its reader, not the server. */
  EXTRACT_MEMORY_MB: z.coerce.number().int().min(32).max(8192).default(256),
  /** Documents read at once, each in its own reader process (requests and jobs share them). */
  EXTRACT_PROCESSES: z.coerce.number().int().min(1).max(64).default(2),
  /** Documents waiting for a reader; past it a preview answers 503 and a job retries. */
  EXTRACT_QUEUE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Run the background job workers in this process (an API-only instance sets false). */
  JOBS_WORKERS: ZBool.default(true),
  /** Finished flows (and their stage attempts) are deleted this many days after they ended. */
  FLOW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a candidate sent to a client waits with no later step before a follow-up. */
  FOLLOW_UP_DAYS: z.coerce.number().int().min(1).max(365).default(5),
  /** GDPR: months a profile is kept after a refusal or the end of a process, without consent. */
  GDPR_RETENTION_NO_CONSENT_MONTHS: z.coerce.number().int().min(1).max(120).default(3),
  /** GDPR: months a profile is kept after the last contact, with consent. */
  GDPR_RETENTION_CONSENT_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** GDPR: days before a retention deadline the owner is warned. */
  GDPR_WARN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Queue the GDPR retention run once a day (off: only the register's "Run retention now"). */
  GDPR_RETENTION_DAILY: ZBool.default(true),
  /**
   * Where CRM writes go: the sandbox CRM (a separate application that `npm start` starts beside
   * the product on 127.0.0.1:SANDBOX_CRM_PORT) or a Salesforce org.
   */
  CRM_PROVIDER: z.enum(['sandbox', 'salesforce']).default('sandbox'),
  /** The sandbox CRM's own port, on 127.0.0.1 (CRM_PROVIDER=sandbox). */
  SANDBOX_CRM_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Where a person reaches the sandbox CRM, when it is served elsewhere (compose, a demo host). */
  SANDBOX_CRM_PUBLIC_URL: z.string().url().optional(),
  /**
   * A sandbox CRM already running elsewhere (compose's sandbox-crm service): the product reaches
   * it there and starts none beside itself. Every instance of a deployment then shares one.
   */
  SANDBOX_CRM_URL: z.string().url().optional(),
  /** The sandbox CRM's folder, where it writes its accounts; default DATA_DIR/sandbox-crm. */
  SANDBOX_CRM_DATA_DIR: z.string().optional(),
  CRM_MODE: z.string().default('api').pipe(ZCrmMode),
  SALESFORCE_LOGIN_URL: z.string().url().default('https://login.salesforce.com'),
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  /** PEM private key (or a path to it) for the OAuth JWT bearer flow. */
  SALESFORCE_PRIVATE_KEY: z.string().optional(),
  SALESFORCE_USERNAME: z.string().optional(),
  /** Username-password flow (legacy fallback) and the browser runner's sign-in. */
  SALESFORCE_PASSWORD: z.string().optional(),
  SALESFORCE_API_VERSION: z
    .string()
    .regex(/^\d{2,3}\.\d$/, 'must look like 62.0')
    .default('62.0'),
  /** JSON file naming the org's objects and fields per action (see crm-mapping.ts). */
  SALESFORCE_MAPPING_FILE: z.string().optional(),
  /** When set, the sandbox CRM's sign-in asks for this code once per new browser session. */
  CRM_SANDBOX_2FA_CODE: z
    .string()
    .regex(/^\d{6}$/, 'must be exactly 6 digits')
    .optional(),
  /** One CRM call (API request or browser step) gives up after this long. */
  CRM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Chromium for browser runs; by default the first of /usr/bin/chromium, chromium-browser. */
  RPA_CHROMIUM_PATH: z.string().optional(),
  /** The X display a headed browser run (`headless=false`) opens on; unset: always headless. */
  DISPLAY: z.string().optional(),
  /**
   * Lets webhook endpoints reach loopback, private (RFC 1918, ULA, CGNAT) and link-local
   * addresses, and use plain http there: for receivers inside the company network, and tests.
   */
  WEBHOOK_ALLOW_PRIVATE: ZBool.default(false),
  WEBHOOK_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Wait before the first webhook retry; each later one doubles (with jitter, by pg-boss). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Attempts of one webhook delivery; with the default base, 11 span about a day. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(11),
  /** The OpenAPI document and /api/docs without sign-in (off: only signed-in users read them). */
  PUBLIC_API_DOCS: ZBool.default(false),
  /**
   * On SIGTERM: how long in-flight requests and the running job stages have to end before the
   * process exits anyway.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /** Country (ISO 3166 code) of the phone numbers people type without +: "06 12 34 56 78" in FR. */
  DEFAULT_PHONE_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isPhoneCountry, `must be one of ${PHONE_COUNTRIES.join(', ')}`)
    .default(DEFAULT_PHONE_COUNTRY),
  /** Bearer token for GET /metrics; unset: /metrics answers only callers on loopback. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type TConfig = z.infer<typeof ZEnv>;

/** Every environment variable the server reads (docs/configuration.md and compose.yaml are checked against it). */
export const CONFIG_KEYS = Object.keys(ZEnv.shape) as (keyof TConfig)[];

export class ConfigError extends Error {}

/** The only place that reads the environment: a bad value stops the start with a clear line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET)
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: is required when STORAGE_DRIVER=s3',
    );
  if (config.AI_PROVIDER === 'openai' && (!config.AI_BASE_URL || !config.AI_MODEL))
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL and AI_MODEL: are required when AI_PROVIDER=openai',
    );
  if (config.CRM_PROVIDER === 'salesforce') {
    const hasApiAuth =
      config.SALESFORCE_CLIENT_ID &&
      (config.SALESFORCE_CLIENT_SECRET ||
        (config.SALESFORCE_PRIVATE_KEY && config.SALESFORCE_USERNAME) ||
        (config.SALESFORCE_USERNAME && config.SALESFORCE_PASSWORD));
    if (!hasApiAuth)
      throw new ConfigError(
        'Invalid configuration:\n  SALESFORCE_CLIENT_ID with SALESFORCE_CLIENT_SECRET (client credentials), SALESFORCE_PRIVATE_KEY and SALESFORCE_USERNAME (JWT bearer), or SALESFORCE_USERNAME and SALESFORCE_PASSWORD: are required when CRM_PROVIDER=salesforce',
      );
    if (
      Object.values(config.CRM_MODE).includes('rpa') &&
      !(config.SALESFORCE_USERNAME && config.SALESFORCE_PASSWORD)
    )
      throw new ConfigError(
        'Invalid configuration:\n  SALESFORCE_USERNAME and SALESFORCE_PASSWORD: are required for browser runs (CRM_MODE rpa)',
      );
  }
  return config;
}
