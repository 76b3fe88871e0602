import { defineOperations } from './define.js';

/** The platform console: the accounts (tenants) platform staff run, from sign-up to suspension and closing. */
export const platformAccountsRoutes = {
  listPlatformAccounts: 'GET /v1/platform/accounts',
  createPlatformAccount: 'POST /v1/platform/accounts',
  platformAccount: 'GET /v1/platform/accounts/:id',
  updatePlatformAccount: 'PUT /v1/platform/accounts/:id',
  suspendPlatformAccount: 'POST /v1/platform/accounts/:id/suspend',
  reinstatePlatformAccount: 'POST /v1/platform/accounts/:id/reinstate',
  exportPlatformAccount: 'GET /v1/platform/accounts/:id/export',
  closePlatformAccount: 'POST /v1/platform/accounts/:id/close',
  reopenPlatformAccount: 'POST /v1/platform/accounts/:id/reopen',
  platformAccountLimits: 'GET /v1/platform/accounts/:id/limits',
  savePlatformAccountLimits: 'PUT /v1/platform/accounts/:id/limits',
} as const;

// Platform staff's alone, judged by platform-wide grants; `accounts.update` is the right an account's
// own owner also holds inside it, so only the place (no selection) tells them apart.
const update = { action: 'update', subject: 'accounts', platform: true } as const;

export const platformAccountsOperations = /* @__PURE__ */ defineOperations(platformAccountsRoutes, {
  listPlatformAccounts: {
    access: update,
    query: 'PlatformAccountListQuery',
    response: 'PlatformAccountListResponse',
    tags: ['platform'],
    summary: 'Every account on the platform, by name (platform staff)',
    description:
      '`q` matches the name or a brand host; `filter[status]` narrows to active, suspended or closing accounts.',
  },
  createPlatformAccount: {
    access: update,
    body: 'CreatePlatformAccountBody',
    response: 'PlatformAccountResponse',
    status: 201,
    tags: ['platform'],
    summary: 'Create an account and invite its owner (platform staff)',
    description:
      'Makes the account with the standard roles (owner, site manager, moderator, employer roles) and mails the owner an invitation in the account’s language. A name already taken (any case): 422 `account_name_taken` on `name`. Audited `platform.account_created`.',
  },
  platformAccount: {
    access: update,
    params: 'IdParam',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary: 'One account (platform staff)',
  },
  updatePlatformAccount: {
    access: update,
    params: 'IdParam',
    body: 'UpdatePlatformAccountBody',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary: 'Rename an account or change its default language (platform staff)',
    description: 'Audited `platform.account_updated` with the fields changed.',
  },
  suspendPlatformAccount: {
    access: update,
    params: 'IdParam',
    body: 'AccountStatusChangeBody',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary: 'Suspend an account: its people cannot sign in or act in it (platform staff)',
    description:
      'Its roles count for nothing (open sessions act no more in it) and sign-in is refused (403 `account_suspended`) to people whose every role is in suspended accounts. Nothing is deleted; reinstate undoes it. Already suspended: 409 `account_already_suspended`. Audited `platform.account_suspended` with the reason.',
  },
  reinstatePlatformAccount: {
    access: update,
    params: 'IdParam',
    body: 'AccountStatusChangeBody',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary: 'Reinstate a suspended account (platform staff)',
    description: 'Not suspended: 409 `account_not_suspended`. Audited `platform.account_reinstated` with the reason.',
  },
  exportPlatformAccount: {
    access: update,
    params: 'IdParam',
    produces: ['application/json'],
    tags: ['platform'],
    summary: 'Every row of an account as one JSON document, secrets left out (platform staff)',
    description:
      'An attachment: `{ format, account_id, exported_at, tables: { <table>: [rows] } }` with the account’s row and every row of each table that has an `account_id` column. Password, token and recovery-code hashes, two-factor and provider client secrets are left out. Records the download on the account (closing needs one within 24 hours). Audited `platform.account_exported`.',
  },
  closePlatformAccount: {
    access: update,
    params: 'IdParam',
    body: 'AccountStatusChangeBody',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary:
      'Close an account: it behaves as suspended, and its data is deleted after the grace period (platform staff)',
    description:
      'Refused (409) while the account has jobs on the board (`account_has_live_jobs`), employers with credits (`account_has_credits`), no data export downloaded within 24 hours (`account_export_missing`), or is closing already (`account_already_closing`). Otherwise `closing` until `closes_at` (now + ACCOUNT_CLOSE_GRACE_DAYS), when the hourly housekeeping deletes every row of the account. Sign-in is refused (403 `account_closing`) as for suspension. Audited `platform.account_closed` with the reason.',
  },
  reopenPlatformAccount: {
    access: update,
    params: 'IdParam',
    body: 'AccountStatusChangeBody',
    response: 'PlatformAccountResponse',
    tags: ['platform'],
    summary: 'Reopen a closing account before its data is deleted (platform staff)',
    description:
      'Back to active, nothing lost. Not closing: 409 `account_not_closing`. Audited `platform.account_reopened` with the reason.',
  },
  platformAccountLimits: {
    access: update,
    params: 'IdParam',
    response: 'PlatformAccountLimitsResponse',
    tags: ['platform'],
    summary: 'An account’s plan: its limits, what it uses, and what its new sites start with (platform staff)',
  },
  savePlatformAccountLimits: {
    access: update,
    params: 'IdParam',
    body: 'SavePlatformAccountLimitsBody',
    response: 'PlatformAccountLimitsResponse',
    tags: ['platform'],
    summary: 'Set an account’s limits and its new sites’ credit price and discount tiers (platform staff)',
    description:
      'A null limit is no limit. A limit below what the account uses now: 422 `limit_below_usage` on that field, with the usage. Over a limit, the account’s writes are refused with 409 `plan_limit_sites`, `plan_limit_people`, `plan_limit_live_jobs` or `plan_limit_storage`. Audited `platform.account_limits_changed` with each change from and to.',
  },
});
