import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from './lib/site-time';

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Every setting the server reads from the environment, validated once at start-up. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  /** When set, a PostgreSQL server through `pg`; otherwise embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /** Public base URL of this site, used in links sent by e-mail and in documents' QR codes. */
  PUBLIC_URL: z.string().url().default(DEFAULT_PUBLIC_URL),
  /** Serve the OpenAPI description at /api/docs: on by default, off in production unless set. */
  API_DOCS: z.enum(['true', 'false', '1', '0']).optional(),
  SITE: z.enum(['mena', 'arafat', 'muzdalifah']).default('mena'),
  /** The site's time zone (IANA): dates are stored in UTC and shown, and days counted, in it. */
  SITE_TIME_ZONE: z
    .string()
    .default('Asia/Riyadh')
    .refine(isTimeZone, { message: 'not a known IANA time zone (e.g. Asia/Riyadh)' }),
  /** Sibling sites' API bases (`https://arafat.example/api`), told of every logout. */
  SIBLING_API_URLS: list,
  /** Shared secret signing the logout notices between sibling sites. */
  SIBLING_SECRET: z.string().min(16).optional(),
  /** Secret mixed into one-time-code hashes (HMAC), so a leaked table can't be brute-forced offline. */
  CODE_SECRET: z.string().min(16).default('dev-only-code-secret-change-me'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  CORS_ORIGINS: list,
  /** Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed; none by default. */
  TRUST_PROXY: list,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  REDIS_URL: z.string().optional(),
  /**
   * Outside production, also refuse an answer carrying a field its schema does not declare (production
   * would drop it): on in the tests of the areas whose answers are declared field by field.
   */
  STRICT_ANSWERS: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load demo data on the first start of an empty database (never in production). */
  SEED_DEMO: bool.default(true),
  /** Directory of the built web app to serve; empty disables it. */
  WEB_DIST: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  /** Where uploaded files live: `local` (UPLOAD_DIR) or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('MASHAER'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mashaer Portal <no-reply@mashaer.sa>'),
  /** Run this process's outbox dispatcher (see messaging/outbox.ts). */
  OUTBOX_DISPATCH: bool.default(true),
  /** How often the dispatcher looks for due messages when no NOTIFY woke it. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5_000),
  /** Attempts before a message is given up (logged as failed). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(5),
  /** Back-off of the first retry; doubled at every further attempt (capped at one hour). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(2_000),
  /** How long a claimed message is held before another dispatcher may take it (a dead process). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /** Run this process's job worker (see lib/jobs.ts). */
  JOBS_WORKER: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(2_000),
  /** A running job's lease, renewed with every progress step; past it, another worker takes the job. */
  JOBS_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /** Jobs one process runs at a time. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Rows an export job reads per statement (and per progress step). */
  EXPORT_PAGE_ROWS: z.coerce.number().int().min(1).max(10_000).default(1_000),
  /** argon2id memory cost in KiB (OWASP minimum 19 MiB). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  /** VAT rate of new invoices, in basis points (1500 = 15 %); an invoice keeps the rate it was issued at. */
  VAT_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(1500),
  /** The seller on the tax invoice and in its ZATCA QR. */
  SELLER_NAME_AR: z.string().min(1).default('شركة كدانة للتنمية والتطوير'),
  SELLER_NAME_EN: z.string().min(1).default('Kdana Development and Projects Company'),
  /** The departments whose accept clears a company (comma list of CLEARANCE_VOTER_DEFS keys). */
  CLEARANCE_VOTERS: z
    .string()
    .default('invoices,sadad,sharer,electricity,water,waste')
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['invoices', 'sadad', 'sharer', 'electricity', 'water', 'waste'])).min(1)),
  /** The seller's 15-digit VAT registration number. */
  SELLER_VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/, 'a 15-digit VAT number (3…3)')
    .default('300000000000003'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.CODE_SECRET.startsWith('dev-only')) {
    throw new Error('Invalid configuration:\n  CODE_SECRET: must be set in production');
  }
  // Documents' QR codes and e-mailed links carry this address: a default one would print
  // localhost into every licence issued in production.
  if (c.NODE_ENV === 'production' && c.PUBLIC_URL === DEFAULT_PUBLIC_URL) {
    throw new Error('Invalid configuration:\n  PUBLIC_URL: must be set in production');
  }
  if (c.SMS_TRANSPORT === 'http' && !c.SMS_HTTP_URL)
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required');
  if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL)
    throw new Error('Invalid configuration:\n  SMTP_URL: required');
  if (c.STORAGE === 's3' && !c.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    throw new Error(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    uploadDir: path.resolve(c.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.join(dataDir, 'outbox'),
    seedDemo: c.SEED_DEMO && c.NODE_ENV !== 'production',
    // The API's description lists every path and field: not public in production by default.
    apiDocs:
      c.API_DOCS === undefined ? c.NODE_ENV !== 'production' : c.API_DOCS === 'true' || c.API_DOCS === '1',
  };
}
