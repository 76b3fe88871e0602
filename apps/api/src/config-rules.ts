import type { Env } from './config.js';

// What a start is refused for, or warned about, beside settings that cannot be read (config.ts).

/**
 * SECURITY 25: in production every unsafe default must be asked for by name. The test provider
 * gives credits to whoever presses Pay; random token secrets differ per process and die with it;
 * demo data has known passwords. Anything else only needs to be consistent.
 */
export function productionRules(
  e: Env,
  isSet: (name: keyof Env) => boolean,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  }
  if (e.DATABASE_POOLING === 'transaction' && !isSet('DATABASE_DIRECT_URL')) {
    problems.push(
      'DATABASE_POOLING=transaction needs DATABASE_DIRECT_URL, a connection to the server itself: LISTEN (live notifications) and the migrations’ lock cannot go through a transaction pooler.',
    );
  }
  if (e.NODE_ENV !== 'production') return { problems, warnings };

  if (!e.PAYMENT_PROVIDER) {
    problems.push(
      'PAYMENT_PROVIDER is not set. In production use stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); the test provider, which gives credits to anyone who presses Pay, needs PAYMENT_PROVIDER=test and ALLOW_TEST_PAYMENTS=true.',
    );
  } else if (e.PAYMENT_PROVIDER === 'test' && e.ALLOW_TEST_PAYMENTS !== 'true') {
    problems.push(
      'PAYMENT_PROVIDER=test gives credits to anyone who presses Pay; in production it also needs ALLOW_TEST_PAYMENTS=true.',
    );
  } else if (e.PAYMENT_PROVIDER === 'test') {
    warnings.push(
      'TEST PAYMENTS ARE ON IN PRODUCTION (PAYMENT_PROVIDER=test, ALLOW_TEST_PAYMENTS=true): any employer gets credits by pressing Pay, and no money is taken.',
    );
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET in production, or Stripe cannot confirm payments.',
    );
  }

  const missing = (['CMS_TOKEN_SECRET', 'CANDIDATE_TOKEN_SECRET'] as const).filter((name) => !e[name]);
  if (missing.length && e.ALLOW_RANDOM_SECRETS === 'true') {
    warnings.push(
      `${missing.join(', ')} not set (ALLOW_RANDOM_SECRETS=true): a random secret per process, so tokens fail on other processes and after a restart.`,
    );
  } else {
    for (const name of missing) {
      problems.push(
        `${name} is not set. Set it to the 32+ character secret its partner checks, or ALLOW_RANDOM_SECRETS=true for a random one per process.`,
      );
    }
  }
  if (!e.SECRETS_KEY) {
    problems.push(
      'SECRETS_KEY is not set. Set it to 32 random bytes in base64 or hex (e.g. `openssl rand -base64 32`): it encrypts two-factor secrets in the database.',
    );
  }
  if (e.OUTBOUND_ALLOW_PRIVATE === 'true') {
    warnings.push(
      'OUTBOUND_ALLOW_PRIVATE=true in production: identity-provider and webhook URLs may use http:// and reach private and loopback addresses (SSRF).',
    );
  }
  if (e.DEV_OIDC_PROVIDER === 'true') {
    problems.push('DEV_OIDC_PROVIDER=true is for development: its test identity provider signs anyone in.');
  }
  if (e.STORAGE_URL && /[?&]endpoint=http%3A|[?&]endpoint=http:/i.test(e.STORAGE_URL)) {
    warnings.push('STORAGE_URL uses an http:// endpoint in production: uploads travel to the bucket unencrypted.');
  }
  if (e.SEED === 'demo') {
    warnings.push('SEED=demo in production: an empty embedded database gets the demo users, whose password is public.');
  }
  if (!isSet('PUBLIC_URL')) {
    problems.push(
      'PUBLIC_URL is not set: every link in a mail would point at http://localhost:3000. Set it to the address people open, e.g. https://portal.example.com.',
    );
  }
  if (!isSet('DATABASE_URL') && e.ALLOW_EMBEDDED_DATABASE !== 'true') {
    problems.push(
      'DATABASE_URL is not set. Production runs on PostgreSQL; the embedded database (one process, one disk, no replicas) needs ALLOW_EMBEDDED_DATABASE=true.',
    );
  } else if (!isSet('DATABASE_URL')) {
    warnings.push(
      'THE EMBEDDED DATABASE IS IN USE IN PRODUCTION (ALLOW_EMBEDDED_DATABASE=true): one process only, on this disk; back DATA_DIR up (npm run db:backup).',
    );
  }
  if (e.SMTP_URL?.toLowerCase().startsWith('smtp:') && e.SMTP_ALLOW_PLAINTEXT === 'true') {
    warnings.push(
      'SMTP_ALLOW_PLAINTEXT=true in production: mail, and the SMTP password if any, may travel unencrypted to a relay that offers no STARTTLS.',
    );
  }
  if (!isSet('TRUST_PROXY')) {
    warnings.push(
      'TRUST_PROXY is not set: behind a proxy or load balancer every client has its address, so the per-address sign-in limits stop everyone at once. Set the proxy addresses or hop count, or TRUST_PROXY=false when clients connect directly.',
    );
  }
  return { problems, warnings };
}
