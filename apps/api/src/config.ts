import { createHash, randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { productionRules } from './config-rules.js';
import { parseStorageUrl, type StorageTarget } from './platform/storage/storage-url.js';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** An explicit yes: only `true` turns a guard off; anything unreadable is refused, never guessed. */
const Flag = z.enum(['true', 'false', '']).optional();
/** An http(s) URL, or empty for unset. */
const OtlpEndpoint = z
  .string()
  .optional()
  .refine(
    (v) => !v || /^https?:$/.test(URL.parse(v)?.protocol ?? ''),
    'must be an http(s) URL such as http://collector:4318',
  );

// One place turns the environment into typed settings; everything else takes a Config.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PORTAL_ENTERPRISE_ID: z.string().min(1).default('talent-portal'),
  SMTP_URL: z.string().optional(),
  // Production sends over smtp:// only after STARTTLS (credentials and mail never in clear text);
  // `true` allows a relay that offers none (a local relay on a private network), with a warning.
  SMTP_ALLOW_PLAINTEXT: Flag,
  MAIL_FROM: z.string().default('Talent Portal <no-reply@talent-portal.test>'),
  NODE_ENV: z.string().optional(),
  // No default here: production must name its provider (see productionRules).
  PAYMENT_PROVIDER: z
    .enum(['test', 'stripe', ''])
    .optional()
    .transform((v) => v || undefined),
  ALLOW_TEST_PAYMENTS: Flag,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Every absolute link starts from it (SECURITY 21), so it must be a plain base: http(s), a host,
  // perhaps a port and a path, no user, query or fragment.
  // Empty is unset: the development default, which production refuses (productionRules).
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => v || 'http://localhost:3000')
    .pipe(
      z.url({ protocol: /^https?$/ }).refine((value) => {
        const url = URL.parse(value);
        return url !== null && !url.username && !url.password && !url.search && !url.hash;
      }, 'PUBLIC_URL must be http(s)://host[:port][/path] without user, query or fragment'),
    ),
  LOG_LEVEL: LogLevel.default('info'),
  SEED: z
    .enum(['demo', 'none', ''])
    .optional()
    .transform((v) => v || undefined),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  // Days between platform staff closing an account and its data being deleted (they may reopen it until then).
  ACCOUNT_CLOSE_GRACE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  WEB_DIST: z.string().optional(),
  MAIL_OUTBOX_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  CMS_TOKEN_SECRET: z.string().min(32).optional(),
  CANDIDATE_TOKEN_SECRET: z.string().min(32).optional(),
  ALLOW_RANDOM_SECRETS: Flag,
  CMS_EDITOR_URL: z.url().optional(),
  // 32 bytes, base64 or hex: encrypts secrets at rest (TOTP secrets; later OIDC client secrets).
  SECRETS_KEY: z.string().optional(),
  // Outbound fetches to user-chosen URLs (an IdP's issuer) may use http:// and reach private and
  // loopback addresses. Default: on in development and tests (an IdP on localhost), off in production.
  OUTBOUND_ALLOW_PRIVATE: Flag,
  // DNS servers for the TXT records that prove an account's e-mail domains and brand hosts: `ip[:port]` or
  // `[ipv6]:port`, comma-separated. Unset: the system's resolver.
  DNS_SERVERS: z.string().optional(),
  // `npm start` also starts the built-in development OIDC provider (scripts/dev-oidc-provider.mjs).
  DEV_OIDC_PROVIDER: Flag,
  DEV_OIDC_PORT: z.coerce.number().int().min(1).max(65535).default(4011),
  DEV_OIDC_CLIENT_ID: z.string().min(1).default('portal'),
  DEV_OIDC_CLIENT_SECRET: z.string().min(1).default('portal-dev-secret'),
  // Unset: uploads on local disk. `s3://bucket?endpoint=…&region=…&forcePathStyle=true`: an S3-compatible bucket.
  STORAGE_URL: z.string().optional(),
  AWS_REGION: z.string().optional(),
  // Bearer token of GET /portal/metrics (Prometheus); unset → the route answers 404.
  METRICS_TOKEN: z
    .string()
    .refine(
      (v) => v === '' || v.length >= 16,
      'METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 16`)',
    )
    .optional(),
  // Also check every response with zod (platform/serialization.ts). Default: on in development
  // and tests, off in production.
  RESPONSE_CHECK: Flag,
  // Production runs on PostgreSQL; the embedded database (one process, one disk) only when asked for.
  ALLOW_EMBEDDED_DATABASE: Flag,
  // `false`: the server does not migrate at start (run `npm run db:migrate` as a release step instead).
  MIGRATE_ON_START: Flag,
  // `transaction`: DATABASE_URL goes through a pooler in transaction mode (PgBouncer); then
  // DATABASE_DIRECT_URL reaches the server itself, for LISTEN and the migrations' lock.
  DATABASE_POOLING: z
    .enum(['session', 'transaction', ''])
    .optional()
    .transform((v) => v || 'session'),
  DATABASE_DIRECT_URL: z.string().optional(),
  // Connections each process keeps to PostgreSQL (mind the server's max_connections across replicas).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Largest request body (JSON; uploads have their own limits), in kilobytes.
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(102_400).default(1024),
  // Sign-in and reset limits (SECURITY 27), over one window.
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  RESET_REQUESTS_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  RESET_REQUESTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  SSO_STARTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
  THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // OpenTelemetry's own names: traces go to an OTLP/HTTP endpoint (a Collector, Jaeger, Tempo) when
  // one is set; the SDK reads these and the other OTEL_* settings (OTEL_EXPORTER_OTLP_HEADERS…) itself.
  OTEL_EXPORTER_OTLP_ENDPOINT: OtlpEndpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: OtlpEndpoint,
  OTEL_SERVICE_NAME: z.string().optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
});

export type Config = {
  /** NODE_ENV=production: the guards of `productionRules` apply. */
  production: boolean;
  /** What the server must log loudly at start (a guard turned off on purpose). */
  warnings: string[];
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; unset → embedded PGlite in `dataDir/pglite` (or in memory when `dataDir` is `:memory:`). */
  databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** DATABASE_URL is a transaction pooler (DATABASE_POOLING=transaction): no named statements. */
  transactionPooling: boolean;
  /** The server itself, for LISTEN and migrations (DATABASE_DIRECT_URL); unset → DATABASE_URL. */
  directUrl: string | undefined;
  /** Whether the server applies pending migrations at start (MIGRATE_ON_START, default on). */
  migrateOnStart: boolean;
  enterpriseId: string;
  smtpUrl: string | undefined;
  /** smtp:// must upgrade with STARTTLS before anything is sent (production, unless SMTP_ALLOW_PLAINTEXT=true). */
  smtpRequireTls: boolean;
  mailFrom: string;
  /** Where `.eml` files go when no SMTP server is configured. */
  mailOutboxDir: string;
  /** Uploaded files (local storage): `DATA_DIR/uploads`, or a temporary folder for an in-memory database. */
  uploadsDir: string;
  /** Where uploads live: local disk (`uploadsDir`) or an S3-compatible bucket (`STORAGE_URL`). */
  storage: StorageTarget;
  /** Bearer token that opens `/portal/metrics`; null → the route answers 404 as if it did not exist. */
  metricsToken: string | null;
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
  /** A closed account's grace period: days until the housekeeping purge deletes it (ACCOUNT_CLOSE_GRACE_DAYS). */
  accountCloseGraceDays: number;
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
    /** How long the ticket between a right password and the second factor lives. */
    secondFactorTicketMinutes: number;
    /** SSO sign-ins one client address may start per window (each stores a pending login and contacts the IdP). */
    ssoStartsPerIp: number;
  };
  /**
   * External site-content editor: the HMAC secret it shares with us to check our tokens (unset:
   * a random one per process, so tokens work only for checks made through this API), and its URL.
   */
  cms: { tokenSecret: string; editorUrl: string | undefined };
  /** Signs the token that opens a site's candidate site as a candidate (staff impersonation). */
  candidateTokenSecret: string;
  /**
   * AES-256-GCM key for secrets stored in the database (`platform/secrets.ts`). Production must set
   * SECRETS_KEY; elsewhere a fixed development key, so a dev database stays readable across restarts.
   */
  secretsKey: Buffer;
  /**
   * Fetches to URLs an account owner chooses (OIDC discovery and keys): `allowPrivate` lets them use
   * http:// and reach loopback/private addresses (development and tests only; SSRF otherwise).
   */
  outbound: { allowPrivate: boolean };
  /**
   * Where the TXT records proving an account's e-mail domains are looked up (DNS_SERVERS): null is
   * the system's resolver; tests point it at a DNS server on loopback.
   */
  dns: { servers: string[] | null };
  /**
   * The development identity provider `npm start` runs beside the API (DEV_OIDC_PROVIDER=true,
   * scripts/dev-oidc-provider.mjs), which Acme's "Acme SSO" points at; null otherwise.
   */
  devOidc: { issuer: string; port: number; clientId: string; clientSecret: string } | null;
  /** Built web app to serve; undefined → API only. */
  webDist: string | undefined;
  bodyLimitBytes: number;
  /** Check each response with zod as well as serialising it (platform/serialization.ts). */
  checkResponses: boolean;
  /**
   * Which proxies may set X-Forwarded-For/-Proto: false (none), a hop count, or addresses/CIDRs.
   * Never `true` by default: a client could then pick its own IP and escape the per-IP login limit.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /**
   * OpenTelemetry traces (platform/tracing): on when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only
   * variant) is set and OTEL_SDK_DISABLED is not `true`; null → no tracing code is even loaded.
   */
  tracing: { serviceName: string } | null;
};

/** A configuration the server refuses to start with; `problems` says each thing to fix. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = z.infer<typeof EnvSchema>;

// Development only (production refuses to start without SECRETS_KEY): anyone can read this key.
const DEV_SECRETS_KEY = createHash('sha256').update('talent-portal development secrets key').digest();

function parseSecretsKey(value: string | undefined): Buffer | null {
  if (!value) return DEV_SECRETS_KEY;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/** DNS_SERVERS as Node's resolver reads it (it refuses what it cannot use), or null for the system's. */
function parseDnsServers(value: string | undefined): string[] | null {
  const servers = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (servers.length === 0) return null;
  const portOf = (server: string) => Number(/^(?:\[[^\]]+\]|[\d.]+):(\d+)$/.exec(server)?.[1] ?? 53);
  try {
    new Resolver().setServers(servers);
    if (servers.some((s) => portOf(s) < 1 || portOf(s) > 65535)) throw new RangeError('port');
  } catch {
    throw new ConfigError([
      `DNS_SERVERS must be addresses such as 127.0.0.1:53 or [::1]:53, comma-separated (got "${value}").`,
    ]);
  }
  return servers;
}

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

/**
 * The settings as typed values, and every problem with them: a setting that cannot be read is
 * named and left at its default, so the rules after it still run and one start lists everything.
 */
function readEnv(env: NodeJS.ProcessEnv): { e: Env; problems: string[] } {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return { e: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const unreadable = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const rest = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([name]) => !unreadable.has(name))));
  if (!rest.success) throw new ConfigError(problems);
  return { e: rest.data, problems };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const { e, problems } = readEnv(env);
  const secretsKey = parseSecretsKey(e.SECRETS_KEY);
  if (secretsKey === null) problems.push('SECRETS_KEY must be 32 bytes, in base64 (44 characters) or hex (64).');
  const production = e.NODE_ENV === 'production';
  const rules = productionRules(e, (name) => (env[name] ?? '') !== '');
  problems.push(...rules.problems);
  const storage = parseStorageUrl(e.STORAGE_URL, e.AWS_REGION);
  if ('problems' in storage) problems.push(...storage.problems);
  let dnsServers: string[] | null = null;
  try {
    dnsServers = parseDnsServers(e.DNS_SERVERS);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (problems.length || secretsKey === null || 'problems' in storage) throw new ConfigError(problems);
  const { warnings } = rules;
  const dataDir = e.DATA_DIR === ':memory:' ? ':memory:' : resolve(e.DATA_DIR);
  const config: Config = {
    production,
    warnings,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMax: e.DATABASE_POOL_MAX,
    transactionPooling: e.DATABASE_POOLING === 'transaction',
    directUrl: e.DATABASE_DIRECT_URL || undefined,
    migrateOnStart: e.MIGRATE_ON_START !== 'false',
    enterpriseId: e.PORTAL_ENTERPRISE_ID,
    smtpUrl: e.SMTP_URL || undefined,
    smtpRequireTls: production && !!e.SMTP_URL?.toLowerCase().startsWith('smtp:') && e.SMTP_ALLOW_PLAINTEXT !== 'true',
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: resolve(
      e.MAIL_OUTBOX_DIR ?? (dataDir === ':memory:' ? join(tmpdir(), 'talent-portal-outbox') : join(dataDir, 'outbox')),
    ),
    uploadsDir: dataDir === ':memory:' ? join(tmpdir(), 'talent-portal-uploads') : join(dataDir, 'uploads'),
    storage: storage.target,
    metricsToken: e.METRICS_TOKEN || null,
    paymentProvider: e.PAYMENT_PROVIDER ?? 'test',
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    publicUrl: new URL(e.PUBLIC_URL).href.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    // Demo users have a public password: production seeds them only when told to.
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    accountCloseGraceDays: e.ACCOUNT_CLOSE_GRACE_DAYS,
    auth: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      firstDelaySeconds: 30,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      resetRequestsPerEmail: e.RESET_REQUESTS_PER_EMAIL,
      resetRequestsPerIp: e.RESET_REQUESTS_PER_IP,
      throttleWindowSeconds: e.THROTTLE_WINDOW_MINUTES * 60,
      resetTokenMinutes: 60,
      secondFactorTicketMinutes: 5,
      ssoStartsPerIp: e.SSO_STARTS_PER_IP,
    },
    cms: { tokenSecret: e.CMS_TOKEN_SECRET ?? randomBytes(32).toString('hex'), editorUrl: e.CMS_EDITOR_URL },
    candidateTokenSecret: e.CANDIDATE_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    secretsKey,
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE ? e.OUTBOUND_ALLOW_PRIVATE === 'true' : !production,
    },
    dns: { servers: dnsServers },
    devOidc:
      e.DEV_OIDC_PROVIDER === 'true'
        ? {
            issuer: `http://127.0.0.1:${e.DEV_OIDC_PORT}`,
            port: e.DEV_OIDC_PORT,
            clientId: e.DEV_OIDC_CLIENT_ID,
            clientSecret: e.DEV_OIDC_CLIENT_SECRET,
          }
        : null,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    checkResponses: e.RESPONSE_CHECK ? e.RESPONSE_CHECK === 'true' : !production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    tracing:
      (e.OTEL_EXPORTER_OTLP_ENDPOINT || e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
      e.OTEL_SDK_DISABLED?.toLowerCase() !== 'true'
        ? { serviceName: e.OTEL_SERVICE_NAME || 'talent-portal-api' }
        : null,
  };
  return { ...config, ...overrides };
}
