import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findUnscoped, repoModules, tenantTables } from '../test/repo-scope-scan.js';
import { handWrittenFilters, handWrittenRawFilters, sourceFiles } from '../test/tenant-filter-scan.js';

/**
 * Repo functions that reach tenant tables without a tenant scope, each for a reason that holds
 * for every function under it. Anything else over a tenant table takes the scope (ARCHITECTURE:
 * "Route → service → repo").
 */
const EXEMPT: { reason: string; functions: string[] }[] = [
  {
    reason: 'lookups that find the tenant: a brand host or a public key is all the request has yet',
    functions: [
      'modules/branding/branding.repo.ts#findBrandingByDomain',
      'modules/passkeys/passkeys.repo.ts#brandOfHost',
      'modules/sso/sso.repo.ts#accountOfBrandHost',
      'modules/job-board/job-board.repo.ts#findLiveJob',
      'modules/site-forms/site-forms.repo.ts#findPublishedForm',
    ],
  },
  {
    reason: 'a finished OIDC sign-in’s one-time code finds its provider: the account its session is bound to',
    functions: ['modules/sso/sso.repo.ts#claimExchangeCode'],
  },
  {
    reason: 'the public privacy notice page names a site: its id is all the request has to find the tenant',
    functions: ['modules/privacy/consent/notices.repo.ts#accountOfSite'],
  },
  {
    reason: 'by the hash of a link’s token: the held application names its tenant',
    functions: [
      'modules/job-board/job-board.repo.ts#findUnconfirmed',
      'modules/job-board/job-board.repo.ts#takeUnconfirmed',
    ],
  },
  {
    reason: 'the payment provider’s callbacks and the test checkout name a purchase (signed event, link secret)',
    functions: [
      'modules/credits/purchases.repo.ts#findPurchaseRow',
      'modules/credits/purchases.repo.ts#markPaid',
      'modules/credits/purchases.repo.ts#markUnpaid',
    ],
  },
  {
    reason: 'a person is platform-wide: their own grants, inbox and offers span the accounts they work for',
    functions: [
      'platform/auth/grants.repo.ts#loadGrants',
      'platform/auth/grants.repo.ts#signInRefusal',
      'platform/auth/request-context.repo.ts#findRequestContext',
      'modules/auth/me.repo.ts#listSitesOfAccounts',
      'modules/auth/me.repo.ts#listEmployersByIds',
      'modules/branding/brand-hosts.repo.ts#brandHostsOfUser',
      'modules/identity-providers/sso-rule.repo.ts#passwordClosedBySso',
      'modules/two-factor/two-factor.repo.ts#twoFactorRequiredFor',
      'modules/invitations/invitations.repo.ts#listMyInvitations',
      'modules/invitations/invitations.repo.ts#lockMyInvitation',
      'modules/invitations/invitations.repo.ts#lockOpenInvitationsOf',
      'modules/invitations/invitations.repo.ts#deleteUnusedInvitee',
      'modules/notifications/notifications.repo.ts#unreadCount',
      'modules/notifications/notifications.repo.ts#inbox',
      'modules/notifications/notifications.repo.ts#findNotification',
      'modules/notifications/notifications.repo.ts#markNotification',
      'modules/notifications/notifications.repo.ts#markAllRead',
      'modules/notifications/notifications.repo.ts#deleteNotification',
      'modules/notifications/notifications.repo.ts#deleteNotificationsLinkedTo',
    ],
  },
  {
    reason:
      'platform administrators: the platform role (account_id null) held everywhere (scope all), made by the admin command',
    functions: [
      'modules/platform-admins/platform-admins.repo.ts#ensurePlatformAdminRole',
      'modules/platform-admins/platform-admins.repo.ts#holdsPlatformRole',
      'modules/platform-admins/platform-admins.repo.ts#grantPlatformRole',
    ],
  },
  {
    reason:
      'the platform console: platform staff read each account by its id, with its counts (platform: true operations)',
    functions: [
      'modules/platform-accounts/platform-accounts.repo.ts#listAccounts',
      'modules/platform-accounts/platform-accounts.repo.ts#findAccount',
    ],
  },
  {
    reason: 'a host serves one site of all the platform: the uniqueness check looks across accounts and returns no row',
    functions: ['modules/sites/sites.repo.ts#domainTaken'],
  },
  {
    reason: 'a queued webhook job names its delivery by id (jobs queued before migration 0044 carry nothing else)',
    functions: ['modules/webhooks/webhooks.repo.ts#findDelivery'],
  },
  {
    reason: 'housekeeping over all tenants',
    functions: [
      'modules/jobs/jobs.repo.ts#expireDueJobs',
      'modules/job-board/job-board.repo.ts#purgeUnconfirmed',
      'modules/job-reports/feedback-held.repo.ts#purgeHeldFeedback',
      'modules/invitations/invitations.repo.ts#purgeStaleInvitations',
      'modules/privacy/export/export.repo.ts#expiredExportFiles',
      'modules/privacy/retention/retention.repo.ts#sweptAccounts',
    ],
  },
  {
    reason: 'the orphan-upload sweep deletes files by storage key, which carries no account',
    functions: ['modules/plan-limits/plan-limits.repo.ts#forgetStoredKeys'],
  },
  {
    reason: 'the operator’s metrics count the whole outbox, every tenant at once, and return no rows',
    functions: ['platform/metrics/backlog.repo.ts#countBacklog'],
  },
];

const exempt = new Set(EXEMPT.flatMap((e) => e.functions));

/**
 * Files whose raw SQL still names `account_id = ${…accountId}` itself, and why `inTenantRaw` does not
 * fit; a new one fails until it uses the helper or is reviewed here.
 */
const RAW_FILTER_EXCEPTIONS: Record<string, string> = {
  // `onlyStaffOf` / `provenAddressOf` take the account as a value or as a column of the caller's
  // query (a Ref), so they are join conditions as often as filters.
  'modules/sso/sso-eligibility.ts': 'account as a value or a column',
};

/** The line of `rawWalletCount`'s hand-written filter in test/repo-scope.fixture.ts. */
const RAW_FIXTURE_LINE = 67;
const key = (u: { module: string; name: string }) => `${u.module}#${u.name}`;

describe('repo functions over tenant tables take the tenant scope', () => {
  // One pass of the TypeScript checker over apps/api, shared by both tests (a few seconds).
  let found: ReturnType<typeof findUnscoped> | undefined;
  const scan = () => {
    found ??= findUnscoped(repoModules());
    return found;
  };

  it('knows the tenant tables from the Drizzle schema', () => {
    for (const table of ['jobs', 'applications', 'credit_wallets', 'credit_purchases', 'grants', 'job_feedback']) {
      expect([...tenantTables.values()]).toContain(table);
    }
    expect([...tenantTables.values()]).not.toContain('users');
  });

  it('every exported repo function over a tenant table takes a scope, or is exempt for a stated reason', () => {
    const unscoped = scan()
      .filter((u) => !exempt.has(key(u)))
      .map((u) => `${key(u)}: ${u.problem} (${u.tables.join(', ')})`);
    expect(unscoped, 'take the scope ({ accountId, … }) and put its accountId in the WHERE').toEqual([]);
  }, 120_000);

  it('lists no exemption that is not needed (a function since scoped, renamed or removed)', () => {
    const needed = new Set(
      scan()
        .filter((u) => u.problem === 'no scope')
        .map(key),
    );
    expect([...exempt].filter((f) => !needed.has(f))).toEqual([]);
  }, 120_000);

  it('flags functions that read a tenant table by a bare id or ignore their scope, and passes scoped ones', () => {
    const fixture = findUnscoped([`${import.meta.dirname}/../test/repo-scope.fixture.ts`]);
    expect(fixture.map((u) => `${u.name}: ${u.problem}`)).toEqual([
      'walletByEmployerId: no scope',
      'ledgerThroughHelper: no scope',
      'walletIgnoringScope: scope unused',
      'accountIdIgnored: scope unused',
      'rawFeedbackCount: no scope',
    ]);
  }, 120_000);

  it('no source file writes the tenant filter by hand: repos call inTenant (platform/tenancy/in-tenant.ts)', () => {
    expect(sourceFiles().length).toBeGreaterThan(100);
    expect(handWrittenFilters(sourceFiles()), 'use inTenant(table, scope) or sameTenant(a, b, …)').toEqual([]);
  });

  it('no raw SQL writes the tenant filter by hand: raw repos call inTenantRaw', () => {
    expect(
      handWrittenRawFilters(sourceFiles()).filter((f) => !(f.split(':')[0]! in RAW_FILTER_EXCEPTIONS)),
      'use inTenantRaw(alias, scope)',
    ).toEqual([]);
    const found = new Set(handWrittenRawFilters(sourceFiles()).map((f) => f.split(':')[0]!));
    expect(
      Object.keys(RAW_FILTER_EXCEPTIONS).filter((f) => !found.has(f)),
      'stale exceptions',
    ).toEqual([]);
  });

  it('finds a hand-written raw tenant filter, not a correlated column', () => {
    expect(
      handWrittenRawFilters([fileURLToPath(new URL('../test/repo-scope.fixture.ts', import.meta.url))]).map(
        (f) => f.split(': ')[0],
      ),
    ).toEqual([`test/repo-scope.fixture.ts:${RAW_FIXTURE_LINE}`]);
  });

  it('finds a hand-written tenant filter', () => {
    expect(
      handWrittenFilters([fileURLToPath(new URL('../test/repo-scope.fixture.ts', import.meta.url))]).map(
        (f) => f.split(': ')[0],
      ),
    ).toEqual(['test/repo-scope.fixture.ts:18', 'test/repo-scope.fixture.ts:29', 'test/repo-scope.fixture.ts:51']);
  });
});
