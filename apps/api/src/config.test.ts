import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// SECURITY 25: safe defaults in production. With NODE_ENV=production the server refuses the
// built-in test payment provider (anyone could buy credits by pressing Pay), per-process random
// token secrets and demo data, unless each is asked for explicitly; dev and tests need no setting.

const SECRETS = {
  CMS_TOKEN_SECRET: 'c'.repeat(32),
  CANDIDATE_TOKEN_SECRET: 'd'.repeat(32),
  SECRETS_KEY: 'e'.repeat(64),
};
const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
/** What every production deployment states (its tests are below): PostgreSQL, its address, its proxies. */
const DEPLOYED = {
  DATABASE_URL: 'postgres://portal@db.example.test/portal',
  PUBLIC_URL: 'https://portal.example.test',
  TRUST_PROXY: '10.0.0.0/8',
};
const production = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:', ...DEPLOYED, ...env });

/** The problems a refused configuration names. */
function refusal(env: Record<string, string>): string[] {
  try {
    production(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('loadConfig outside production', () => {
  it('needs nothing: the test provider, random secrets and demo data, with no warning', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    expect(config.production).toBe(false);
    expect(config.paymentProvider).toBe('test');
    expect(config.seed).toBe('demo');
    expect(config.cms.tokenSecret).toHaveLength(64);
    expect(config.candidateTokenSecret).toHaveLength(64);
    expect(config.warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: ':memory:', NODE_ENV: 'development' }).production).toBe(false);
  });

  it('still refuses the stripe provider without its secret key', () => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  it('refuses the default (test) payment provider: free credits for any employer', () => {
    expect(refusal(SECRETS)).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER is not set/)]);
  });

  it('refuses PAYMENT_PROVIDER=test without ALLOW_TEST_PAYMENTS=true', () => {
    expect(refusal({ ...SECRETS, PAYMENT_PROVIDER: 'test' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=test .* ALLOW_TEST_PAYMENTS=true/),
    ]);
    expect(refusal({ ...SECRETS, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'false' })).toHaveLength(1);
    // The flag alone does not choose the test provider.
    expect(refusal({ ...SECRETS, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER is not set/),
    ]);
  });

  it('accepts the test provider when both are set explicitly, with a loud warning', () => {
    const config = production({ ...SECRETS, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' });
    expect(config.paymentProvider).toBe('test');
    expect(config.warnings).toEqual([expect.stringMatching(/^TEST PAYMENTS ARE ON IN PRODUCTION/)]);
  });

  it('refuses stripe without its webhook secret (payments would never be confirmed by Stripe)', () => {
    expect(refusal({ ...SECRETS, ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toEqual([
      expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
    ]);
  });

  it('refuses missing token secrets (random per process) unless ALLOW_RANDOM_SECRETS=true', () => {
    expect(refusal({ ...STRIPE, SECRETS_KEY: SECRETS.SECRETS_KEY })).toEqual([
      expect.stringMatching(/^CMS_TOKEN_SECRET is not set/),
      expect.stringMatching(/^CANDIDATE_TOKEN_SECRET is not set/),
    ]);
    expect(
      refusal({ ...STRIPE, SECRETS_KEY: SECRETS.SECRETS_KEY, CMS_TOKEN_SECRET: SECRETS.CMS_TOKEN_SECRET }),
    ).toEqual([expect.stringMatching(/^CANDIDATE_TOKEN_SECRET/)]);
    const allowed = production({ ...STRIPE, SECRETS_KEY: SECRETS.SECRETS_KEY, ALLOW_RANDOM_SECRETS: 'true' });
    expect(allowed.cms.tokenSecret).toHaveLength(64);
    expect(allowed.warnings).toEqual([expect.stringMatching(/CMS_TOKEN_SECRET, CANDIDATE_TOKEN_SECRET/)]);
  });

  it('keeps outbound fetches to user-chosen URLs public and https (SSRF), and refuses the development IdP', () => {
    expect(production({ ...SECRETS, ...STRIPE }).outbound).toEqual({ allowPrivate: false });
    expect(loadConfig({ DATA_DIR: ':memory:' }).outbound).toEqual({ allowPrivate: true });
    expect(loadConfig({ DATA_DIR: ':memory:', OUTBOUND_ALLOW_PRIVATE: 'false' }).outbound).toEqual({
      allowPrivate: false,
    });
    const allowed = production({ ...SECRETS, ...STRIPE, OUTBOUND_ALLOW_PRIVATE: 'true' });
    expect(allowed.outbound.allowPrivate).toBe(true);
    expect(allowed.warnings).toEqual([expect.stringMatching(/^OUTBOUND_ALLOW_PRIVATE=true in production/)]);
    expect(refusal({ ...SECRETS, ...STRIPE, DEV_OIDC_PROVIDER: 'true' })).toEqual([
      expect.stringMatching(/^DEV_OIDC_PROVIDER=true is for development/),
    ]);
    expect(loadConfig({ DATA_DIR: ':memory:', DEV_OIDC_PROVIDER: 'true' }).devOidc).toEqual({
      issuer: 'http://127.0.0.1:4011',
      port: 4011,
      clientId: 'portal',
      clientSecret: 'portal-dev-secret',
    });
  });

  it('names every problem at once', () => {
    expect(refusal({})).toHaveLength(4);
  });

  it('refuses to start without SECRETS_KEY (it encrypts two-factor secrets), and a key of the wrong size anywhere', () => {
    expect(refusal({ ...SECRETS, ...STRIPE, SECRETS_KEY: '' })).toEqual([
      expect.stringMatching(/^SECRETS_KEY is not set/),
    ]);
    expect(() => loadConfig({ DATA_DIR: ':memory:', SECRETS_KEY: 'too-short' })).toThrow(
      /SECRETS_KEY must be 32 bytes/,
    );
    const hex = 'ab'.repeat(32);
    expect(production({ ...SECRETS, ...STRIPE, SECRETS_KEY: hex }).secretsKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: ':memory:', SECRETS_KEY: base64 }).secretsKey).toEqual(Buffer.alloc(32, 7));
    // Outside production a fixed development key, so a dev database stays readable after a restart.
    expect(loadConfig({ DATA_DIR: ':memory:' }).secretsKey).toEqual(loadConfig({ DATA_DIR: ':memory:' }).secretsKey);
  });

  it('starts with stripe and both secrets, seeding no demo data unless SEED=demo is set', () => {
    const config = production({ ...SECRETS, ...STRIPE });
    expect(config).toMatchObject({ production: true, paymentProvider: 'stripe', seed: 'none', warnings: [] });
    expect(config.cms.tokenSecret).toBe(SECRETS.CMS_TOKEN_SECRET);
    expect(config.candidateTokenSecret).toBe(SECRETS.CANDIDATE_TOKEN_SECRET);
    const demo = production({ ...SECRETS, ...STRIPE, SEED: 'demo' });
    expect(demo.seed).toBe('demo');
    expect(demo.warnings).toEqual([expect.stringMatching(/^SEED=demo/)]);
  });

  it('refuses a flag it cannot read rather than guessing', () => {
    expect(() => production({ ...SECRETS, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow();
  });
});

describe('a production deployment (issue 34)', () => {
  const ready = { ...SECRETS, ...STRIPE };

  it('needs PUBLIC_URL, or every mailed link points at localhost', () => {
    expect(refusal({ ...ready, PUBLIC_URL: '' })).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
  });

  it('needs PostgreSQL; the embedded database only when asked for, with a loud warning', () => {
    expect(refusal({ ...ready, DATABASE_URL: '' })).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set.*ALLOW_EMBEDDED_DATABASE=true/),
    ]);
    const embedded = production({ ...ready, DATABASE_URL: '', ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.warnings).toEqual([expect.stringMatching(/^THE EMBEDDED DATABASE IS IN USE IN PRODUCTION/)]);
  });

  it('warns when TRUST_PROXY is not set, not when it is (false included)', () => {
    expect(production({ ...ready, TRUST_PROXY: '' }).warnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY is not set/),
    ]);
    expect(production({ ...ready, TRUST_PROXY: 'false' }).warnings).toEqual([]);
  });

  it('lists every problem of one start, unreadable settings included', () => {
    const problems = refusal({
      DATABASE_URL: '',
      PUBLIC_URL: '',
      DATABASE_POOL_MAX: 'many',
      DNS_SERVERS: 'dns.example',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_POOL_MAX/),
        expect.stringMatching(/^PAYMENT_PROVIDER is not set/),
        expect.stringMatching(/^CMS_TOKEN_SECRET is not set/),
        expect.stringMatching(/^SECRETS_KEY is not set/),
        expect.stringMatching(/^PUBLIC_URL is not set/),
        expect.stringMatching(/^DATABASE_URL is not set/),
        expect.stringMatching(/^DNS_SERVERS must be/),
      ]),
    );
  });

  it('reads the pool, the body limit, the sign-in limits and migrating at start from settings', () => {
    const config = production({
      ...ready,
      DATABASE_POOL_MAX: '25',
      BODY_LIMIT_KB: '2048',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_IP: '200',
      RESET_REQUESTS_PER_IP: '50',
      THROTTLE_WINDOW_MINUTES: '30',
      MIGRATE_ON_START: 'false',
    });
    expect(config).toMatchObject({ databasePoolMax: 25, bodyLimitBytes: 2048 * 1024, migrateOnStart: false });
    expect(config.auth).toMatchObject({
      maxFailures: 3,
      maxFailuresPerIp: 200,
      resetRequestsPerIp: 50,
      throttleWindowSeconds: 1800,
    });
    expect(production(ready)).toMatchObject({ databasePoolMax: 10, bodyLimitBytes: 1024 * 1024, migrateOnStart: true });
    expect(refusal({ ...ready, BODY_LIMIT_KB: '0' })).toEqual([expect.stringMatching(/^BODY_LIMIT_KB/)]);
  });
});

describe('behind a transaction pooler (PgBouncer)', () => {
  it('needs a direct connection for LISTEN and migrations, and says so', () => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', DATABASE_POOLING: 'transaction' })).toThrow(/DATABASE_DIRECT_URL/);
    const pooled = loadConfig({
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://portal@pgbouncer:6432/portal',
      DATABASE_POOLING: 'transaction',
      DATABASE_DIRECT_URL: 'postgres://portal@db:5432/portal',
    });
    expect(pooled).toMatchObject({ transactionPooling: true, directUrl: 'postgres://portal@db:5432/portal' });
    expect(loadConfig({ DATA_DIR: ':memory:' })).toMatchObject({ transactionPooling: false, directUrl: undefined });
  });
});

describe('loadConfig errors', () => {
  it('names an unreadable setting instead of crashing with a stack, and reads an empty one as unset', () => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: ':memory:', PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ DATA_DIR: ':memory:', PAYMENT_PROVIDER: '', SEED: '' })).toMatchObject({
      paymentProvider: 'test',
      seed: 'demo',
    });
  });
});

describe('DNS_SERVERS (where e-mail domain proofs are looked up)', () => {
  it('is the system resolver when unset, else the addresses given, and refuses what is not one', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).dns).toEqual({ servers: null });
    expect(loadConfig({ DATA_DIR: ':memory:', DNS_SERVERS: '' }).dns).toEqual({ servers: null });
    expect(loadConfig({ DATA_DIR: ':memory:', DNS_SERVERS: '127.0.0.1:5353, [::1]:53,9.9.9.9' }).dns).toEqual({
      servers: ['127.0.0.1:5353', '[::1]:53', '9.9.9.9'],
    });
    for (const bad of ['dns.example', 'http://127.0.0.1', '127.0.0.1:70000']) {
      expect(() => loadConfig({ DATA_DIR: ':memory:', DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS/);
    }
  });
});

describe('tracing (OpenTelemetry)', () => {
  const tracing = (env: Record<string, string>) => loadConfig({ DATA_DIR: ':memory:', ...env }).tracing;

  it('is off unless an OTLP endpoint is set, and off when OTEL_SDK_DISABLED=true', () => {
    expect(tracing({})).toBeNull();
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeNull();
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      serviceName: 'talent-portal-api',
    });
    expect(tracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example.test/v1/traces' })).not.toBeNull();
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBeNull();
  });

  it('names the service OTEL_SERVICE_NAME, and refuses an endpoint that is not an http(s) URL', () => {
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'portal-eu' })).toEqual({
      serviceName: 'portal-eu',
    });
    expect(() => tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});
