import type { CreditAdjustmentBody, LedgerEntry } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { requireSite, type Selection, type SiteScope } from '../../platform/tenancy/selection.js';
import { findEmployer } from '../employers/employers.repo.js';
import { findEntry } from './ledger.repo.js';
import { currentBalance } from './wallets.repo.js';
import { changeBalance, type WalletOwner } from './wallets.service.js';

/** Whose credits a request is about, and whether the caller is that employer (own) or site staff. */
export type WalletTarget = { scope: SiteScope; owner: WalletOwner; employerName: string; own: boolean };

/**
 * An employer user (an employer selected) always works on its own wallet; another employer's id
 * answers 404. Staff (no employer selected) name the employer, which must be of their site.
 */
export async function walletTarget(
  q: Queryable,
  selection: Selection,
  employerId: number | undefined,
): Promise<WalletTarget> {
  const scope = requireSite(selection);
  const own = selection.employerId !== null;
  if (own && employerId !== undefined && employerId !== selection.employerId) throw notFound();
  const id = own ? selection.employerId : employerId;
  if (id === undefined || id === null) throw invalidFields({ employer_id: [{ rule: 'required' }] });
  const employer = await findEmployer(q, scope, id);
  if (!employer) throw notFound();
  return { scope, owner: { ...scope, employerId: employer.id }, employerName: employer.name, own };
}

export async function balanceOf(q: Queryable, target: WalletTarget) {
  const row = await currentBalance(q, target.owner);
  return {
    employer_id: target.owner.employerId,
    balance: row?.balance ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A staff grant (amount > 0) or revoke (< 0), with its reason in the ledger and the audit log. */
export async function adjustCredits(
  ctx: AppContext,
  scope: SiteScope,
  body: CreditAdjustmentBody,
  actor: AuditActor,
): Promise<LedgerEntry> {
  const employer = await findEmployer(ctx.db, scope, body.employer_id);
  if (!employer) throw notFound();
  const owner = { ...scope, employerId: employer.id };
  const entryId = await ctx.db.transaction(async (tx) => {
    const kind = body.amount > 0 ? 'staff_grant' : 'staff_revoke';
    const done = await changeBalance(tx, owner, { kind, amount: body.amount, reason: body.reason }, actor);
    if (!done) {
      const balance = (await currentBalance(tx, owner))?.balance ?? 0;
      throw new AppError('credits_exceed_balance', { params: { balance } });
    }
    await recordAudit(tx, actor, {
      action: `credit.${kind}`,
      subjectType: 'employer',
      subjectId: employer.id,
      ...scope,
      data: { amount: body.amount, reason: body.reason, balance: done.balance },
    });
    return done.entryId;
  });
  return (await findEntry(ctx.db, scope, entryId))!;
}
