import type { LedgerQuery, Purchase } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requireSite, type Selection, type SiteScope } from '../../platform/tenancy/selection.js';
import { walletTarget } from './credits.service.js';
import { ledgerCsv } from './ledger.csv.js';
import { type LedgerFilter, listLedger, listWallets } from './ledger.repo.js';
import { findPurchase } from './purchases.repo.js';

type LedgerFilterQuery = Omit<LedgerQuery, 'page' | 'per_page'>;

/** Employer users are held to their own employer; staff see the whole site, or narrow to one. */
async function ledgerFilter(q: Queryable, selection: Selection, query: LedgerFilterQuery): Promise<LedgerFilter> {
  if (selection.employerId !== null || query.employer_id !== undefined) {
    const target = await walletTarget(q, selection, query.employer_id);
    return { ...query, employerId: target.owner.employerId };
  }
  return query;
}

/** A page of the credit transactions the caller may see, newest first. */
export async function ledgerOf(ctx: AppContext, selection: Selection, query: LedgerQuery) {
  return listLedger(ctx.db, requireSite(selection), await ledgerFilter(ctx.db, selection, query), query);
}

/** The same transactions as CSV rows, streamed in id order. */
export async function ledgerCsvOf(ctx: AppContext, actor: AuditActor, selection: Selection, query: LedgerFilterQuery) {
  return ledgerCsv(ctx.db, actor, requireSite(selection), await ledgerFilter(ctx.db, selection, query), query);
}

/** Staff: every employer of the site with its balance. */
export const walletsOf = (ctx: AppContext, scope: SiteScope, query: Parameters<typeof listWallets>[2]) =>
  listWallets(ctx.db, scope, query);

/** A purchase of the selected site the caller may see: its own employer's, or any for staff; else 404. */
export async function visiblePurchase(ctx: AppContext, selection: Selection, id: number): Promise<Purchase> {
  const purchase = await findPurchase(ctx.db, requireSite(selection), id);
  if (!purchase || (selection.employerId !== null && purchase.employer.id !== selection.employerId)) throw notFound();
  return purchase;
}
