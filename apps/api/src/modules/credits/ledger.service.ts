import type { LedgerQuery, Purchase } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
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
export async function ledgerOf(q: Queryable, selection: Selection, query: LedgerQuery) {
  return listLedger(q, requireSite(selection), await ledgerFilter(q, selection, query), query);
}

/** The same transactions as CSV rows, streamed in id order. */
export async function ledgerCsvOf(q: Queryable, actor: AuditActor, selection: Selection, query: LedgerFilterQuery) {
  return ledgerCsv(q, actor, requireSite(selection), await ledgerFilter(q, selection, query), query);
}

/** Staff: every employer of the site with its balance. */
export const walletsOf = (q: Queryable, scope: SiteScope, query: Parameters<typeof listWallets>[2]) =>
  listWallets(q, scope, query);

/** A purchase of the selected site the caller may see: its own employer's, or any for staff; else 404. */
export async function visiblePurchase(q: Queryable, selection: Selection, id: number): Promise<Purchase> {
  const purchase = await findPurchase(q, requireSite(selection), id);
  if (!purchase || (selection.employerId !== null && purchase.employer.id !== selection.employerId)) throw notFound();
  return purchase;
}
