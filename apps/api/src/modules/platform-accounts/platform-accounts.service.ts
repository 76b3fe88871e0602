import { randomBytes } from 'node:crypto';
import type {
  AccountStatusChangeBody,
  CreatePlatformAccountBody,
  PlatformAccount,
  PlatformAccountListQuery,
  UpdatePlatformAccountBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import type { InviteMail } from '../auth/invitation-mail.js';
import { type Inviter, offerRole } from '../invitations/offers.service.js';
import {
  accountNameTaken,
  changeAccountStatus,
  findAccount,
  insertAccount,
  insertStandardRoles,
  listAccounts,
  type PlatformAccountRow,
  updateAccount,
} from './platform-accounts.repo.js';
import { STANDARD_ROLES } from './standard-roles.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const publicAccount = (row: PlatformAccountRow, closeGraceDays: number): PlatformAccount => ({
  id: row.id,
  name: row.name,
  status: row.status,
  status_reason: row.statusReason,
  status_changed_at: iso(row.statusChangedAt),
  closes_at: iso(row.closesAt),
  close_grace_days: closeGraceDays,
  export_downloaded_at: iso(row.exportDownloadedAt),
  default_locale: row.defaultLocale as PlatformAccount['default_locale'],
  hosts: row.hosts,
  sites: row.sites,
  people: row.people,
  last_activity_at: iso(row.lastActivityAt),
  created_at: new Date(row.createdAt).toISOString(),
});

const nameTaken = () => invalidFields({ name: [{ rule: 'account_name_taken' }] });

async function accountOrNotFound(q: Queryable, id: number) {
  const row = await findAccount(q, id);
  if (!row) throw notFound();
  return row;
}

export async function platformAccountsPage(ctx: AppContext, query: PlatformAccountListQuery) {
  const { rows, total } = await listAccounts(ctx.db, query);
  return { rows: rows.map((row) => publicAccount(row, ctx.config.accountCloseGraceDays)), total };
}

export const platformAccountOf = async (ctx: AppContext, id: number) =>
  publicAccount(await accountOrNotFound(ctx.db, id), ctx.config.accountCloseGraceDays);

/**
 * A new account with the standard roles, and its owner invited (a new address chooses a password
 * through the mailed link; someone who signs in already accepts in the portal). Nobody holds a
 * role in it until the owner accepts.
 */
export async function createPlatformAccount(
  ctx: AppContext,
  body: CreatePlatformAccountBody,
  inviter: Inviter,
  actor: AuditActor,
  mail: InviteMail,
): Promise<PlatformAccount> {
  // Hashed outside the transaction (argon2 is slow); the invited owner's placeholder, never known to anyone.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await ctx.db.transaction(async (tx) => {
    if (await accountNameTaken(tx, body.name)) throw nameTaken();
    const accountId = await insertAccount(tx, { name: body.name, defaultLocale: body.default_locale });
    const roleIds = await insertStandardRoles(tx, accountId);
    await recordAudit(tx, actor, {
      action: 'platform.account_created',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      data: { name: body.name, default_locale: body.default_locale, owner: body.owner_email },
    });
    await offerRole(
      tx,
      {
        email: body.owner_email,
        name: body.owner_name,
        role: { id: roleIds.get(STANDARD_ROLES.owner.key)!, name: STANDARD_ROLES.owner.name },
        place: { accountId, type: 'account', id: accountId, siteId: null, name: body.name },
        inviter,
      },
      { ...mail, locale: body.default_locale },
      actor,
      unusablePassword,
    );
    return accountId;
  });
  ctx.mail.kick();
  return platformAccountOf(ctx, id);
}

export async function updatePlatformAccount(
  ctx: AppContext,
  id: number,
  body: UpdatePlatformAccountBody,
  actor: AuditActor,
): Promise<PlatformAccount> {
  await ctx.db.transaction(async (tx) => {
    const before = await accountOrNotFound(tx, id);
    if (await accountNameTaken(tx, body.name, id)) throw nameTaken();
    await updateAccount(tx, id, { name: body.name, defaultLocale: body.default_locale });
    const changed = Object.fromEntries(
      [
        ['name', before.name, body.name],
        ['default_locale', before.defaultLocale, body.default_locale],
      ]
        .filter(([, from, to]) => from !== to)
        .map(([field, from, to]) => [field, { from, to }]),
    );
    if (Object.keys(changed).length)
      await recordAudit(tx, actor, {
        action: 'platform.account_updated',
        subjectType: 'account',
        subjectId: id,
        accountId: id,
        data: changed,
      });
  });
  return platformAccountOf(ctx, id);
}

const STATUS_CHANGES = {
  suspend: {
    from: 'active',
    to: 'suspended',
    refusal: 'account_already_suspended',
    action: 'platform.account_suspended',
  },
  reinstate: {
    from: 'suspended',
    to: 'active',
    refusal: 'account_not_suspended',
    action: 'platform.account_reinstated',
  },
  // Back to active whatever it was before closing: a suspension to keep is made again.
  reopen: {
    from: 'closing',
    to: 'active',
    refusal: 'account_not_closing',
    action: 'platform.account_reopened',
  },
} as const;

/**
 * Suspends, reinstates, or reopens a closing account. While suspended (or closing), the account's grants count for nothing (its people
 * cannot act, and sign in only if they work for another account too).
 */
export async function changePlatformAccountStatus(
  ctx: AppContext,
  id: number,
  change: keyof typeof STATUS_CHANGES,
  body: AccountStatusChangeBody,
  actor: AuditActor,
): Promise<PlatformAccount> {
  const rule = STATUS_CHANGES[change];
  await ctx.db.transaction(async (tx) => {
    await accountOrNotFound(tx, id);
    if (!(await changeAccountStatus(tx, id, { from: rule.from, to: rule.to, reason: body.reason })))
      throw new AppError(rule.refusal);
    await recordAudit(tx, actor, {
      action: rule.action,
      subjectType: 'account',
      subjectId: id,
      accountId: id,
      data: { reason: body.reason },
    });
  });
  return platformAccountOf(ctx, id);
}
