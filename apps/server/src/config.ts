import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
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
  PUBLIC_URL: z.string().url().optional(),
  /** Run the background job workers in this process (an API-only instance sets false). */
  JOBS_WORKERS: ZBool.default(true),
});

export type TConfig = z.infer<typeof ZEnv>;

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
  return config;
}
