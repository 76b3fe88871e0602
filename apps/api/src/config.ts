import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

// One place turns the environment into typed settings; everything else takes a Config.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PORTAL_ENTERPRISE_ID: z.string().min(1).default('talent-portal'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talent Portal <no-reply@talent-portal.test>'),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Every absolute link starts from it (SECURITY 21), so it must be a plain base: http(s), a host,
  // perhaps a port and a path, no user, query or fragment.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return !url.username && !url.password && !url.search && !url.hash;
    }, 'PUBLIC_URL must be http(s)://host[:port][/path] without user, query or fragment')
    .default('http://localhost:3000'),
  LOG_LEVEL: LogLevel.default('info'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  WEB_DIST: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  CMS_TOKEN_SECRET: z.string().min(32).optional(),
  CANDIDATE_TOKEN_SECRET: z.string().min(32).optional(),
  CMS_EDITOR_URL: z.url().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; unset → embedded PGlite in `dataDir/pglite` (or in memory when `dataDir` is `:memory:`). */
  databaseUrl: string | undefined;
  enterpriseId: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where `.eml` files go when no SMTP server is configured. */
  mailOutboxDir: string;
  /** Uploaded files (local storage): `DATA_DIR/uploads`, or a temporary folder for an in-memory database. */
  uploadsDir: string;
  paymentProvider: 'test' | 'stripe';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /**
   * Base of every absolute link (mails, checkout returns), without a trailing slash. Links for
   * someone of an account may instead use one of its brand hosts with this scheme and port.
   */
  publicUrl: string;
  logLevel: z.infer<typeof LogLevel>;
  seed: 'demo' | 'none';
  session: { idleMinutes: number; absoluteHours: number };
  auth: {
    /**
     * Wrong passwords for one e-mail from one client address before each further try waits
     * (`firstDelaySeconds`, doubling per failure, at most the window); also the current-password
     * guesses one user gets per window. Nobody elsewhere is slowed by them (SECURITY 27).
     */
    maxFailures: number;
    firstDelaySeconds: number;
    /** Failed sign-ins from one client address, whatever the e-mails, per window before 429. */
    maxFailuresPerIp: number;
    /** Reset mails one client address may ask for one e-mail, and for any e-mails, per window. */
    resetRequestsPerEmail: number;
    resetRequestsPerIp: number;
    throttleWindowSeconds: number;
    resetTokenMinutes: number;
  };
  /**
   * External site-content editor: the HMAC secret it shares with us to check our tokens (unset:
   * a random one per process, so tokens work only for checks made through this API), and its URL.
   */
  cms: { tokenSecret: string; editorUrl: string | undefined };
  /** Signs the token that opens a site's candidate site as a candidate (staff impersonation). */
  candidateTokenSecret: string;
  /** Built web app to serve; undefined → API only. */
  webDist: string | undefined;
  bodyLimitBytes: number;
  /**
   * Which proxies may set X-Forwarded-For/-Proto: false (none), a hop count, or addresses/CIDRs.
   * Never `true` by default: a client could then pick its own IP and escape the per-IP login limit.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
};

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = EnvSchema.parse(env);
  const dataDir = e.DATA_DIR === ':memory:' ? ':memory:' : resolve(e.DATA_DIR);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    enterpriseId: e.PORTAL_ENTERPRISE_ID,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: resolve(
      e.MAIL_OUTBOX_DIR ?? (dataDir === ':memory:' ? join(tmpdir(), 'talent-portal-outbox') : join(dataDir, 'outbox')),
    ),
    uploadsDir: dataDir === ':memory:' ? join(tmpdir(), 'talent-portal-uploads') : join(dataDir, 'uploads'),
    paymentProvider: e.PAYMENT_PROVIDER,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    publicUrl: new URL(e.PUBLIC_URL).href.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    auth: {
      maxFailures: 5,
      firstDelaySeconds: 30,
      maxFailuresPerIp: 20,
      resetRequestsPerEmail: 5,
      resetRequestsPerIp: 20,
      throttleWindowSeconds: 15 * 60,
      resetTokenMinutes: 60,
    },
    cms: { tokenSecret: e.CMS_TOKEN_SECRET ?? randomBytes(32).toString('hex'), editorUrl: e.CMS_EDITOR_URL },
    candidateTokenSecret: e.CANDIDATE_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    bodyLimitBytes: 1024 * 1024,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
  return { ...config, ...overrides };
}
