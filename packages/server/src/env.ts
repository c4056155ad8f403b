import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { formBooleanSchema } from '@bookfront/contract';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An optional setting: blank counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'packages/web/dist')),
  LOAD_DEMO: formBooleanSchema.default(true),
  /** Behind a load balancer that sets X-Forwarded-Proto/-For; a request it marks https counts as HTTPS. */
  TRUST_PROXY: formBooleanSchema.default(false),
  /** Shoppers reach the storefront over HTTPS only (TLS ends at a proxy in front): Secure cookies and HSTS on every answer. */
  HTTPS: formBooleanSchema.default(false),
  /** Memory in megabytes for browse results and answers cached per process; 0 turns the cache off (benchmarks measure both). */
  SEARCH_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(32),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset writes mail to DATA_DIR/outbox. */
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || (/^smtps?:\/\/[^/]/.test(value) && URL.canParse(value)),
    'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
  ),
  /** The From address of every message; by default the store's email, else no-reply@ the store's host. */
  MAIL_FROM: optionalText.pipe(z.email('must be an email address, e.g. books@example.com').optional()),
  /** Server processes sharing the port; more than one uses more than one CPU core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How often the in-process worker looks for due jobs (mail retries). */
  JOB_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; without one the SQLite file in dataDir is used. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  loadDemo: boolean;
  trustProxy: boolean;
  /** Every request counts as HTTPS (docs/architecture.md#security). */
  https: boolean;
  searchCacheBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  jobPollMs: number;
  webConcurrency: number;
};

export class EnvError extends Error {}

/** Reads the configuration from environment variables; relative paths are resolved from the cwd. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = result.data;
  if (env.DATABASE_URL !== undefined && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new EnvError('Invalid environment: DATABASE_URL must start with postgres:// (or be unset for SQLite).');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    loadDemo: env.LOAD_DEMO,
    trustProxy: env.TRUST_PROXY,
    https: env.HTTPS,
    searchCacheBytes: env.SEARCH_CACHE_MB * 1024 * 1024,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobPollMs: env.JOB_POLL_MS,
    webConcurrency: env.WEB_CONCURRENCY,
  };
}
